import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The focusable link inside a ClickableRow: the row's target for keyboard and screen readers. */
export function RowLink({ to, label, children }: { to: string; label?: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} aria-label={label} c="inherit" fz="inherit" fw={500} underline="hover">
      {children}
    </Anchor>
  );
}
