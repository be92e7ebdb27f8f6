import type { ReactNode } from 'react';
import { Anchor, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A back link, the heading, an optional subtitle (the student's name) and actions on the right. */
export function PageHead({ back, title, subtitle, actions }: { back?: { to: string; label: string }; title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <>
      {back && (
        <Anchor component={Link} to={back.to} size="sm">
          {back.label}
        </Anchor>
      )}
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {/* long German words break instead of pushing the page sideways on a phone */}
        <div style={{ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && (
            <Text c="gray.7" size="sm">
              {subtitle}
            </Text>
          )}
        </div>
        {actions && <div style={{ flexShrink: 0 }}>{actions}</div>}
      </Group>
    </>
  );
}
