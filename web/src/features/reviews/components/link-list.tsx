import type { ReactNode } from 'react';
import { NavLink, Paper } from '@mantine/core';
import { Link } from 'react-router';

export interface LinkListRow {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  to: string;
  right?: ReactNode;
}

/** A list of entries that each open a screen: full-width rows, easy to tap on a phone. */
export function LinkList({ rows, label }: { rows: LinkListRow[]; label: string }) {
  return (
    <Paper withBorder component="nav" aria-label={label}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((r) => (
          <li key={r.id}>
            <NavLink component={Link} to={r.to} label={r.label} description={r.description} rightSection={r.right} py="sm" styles={{ label: { fontWeight: 500 } }} />
          </li>
        ))}
      </ul>
    </Paper>
  );
}
