import type { ReactNode } from 'react';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TrafficLight } from '@praxisport/contract/placements';
import type { StatusPart } from '@praxisport/contract/status';
import { LightBadge } from '../../../components/ui/light-badge';
import { useStatusFormat } from './format';
import classes from './status.module.css';

/** One part of the status: its name, its light as a word and what the light means, then its figures. */
export function PartCard({ part, light, children }: { part: StatusPart; light: TrafficLight; children: ReactNode }) {
  const f = useStatusFormat();
  const titleId = `part-${part}-title`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} data-testid={`part-${part}`} className={classes.card}>
      <Stack gap="sm">
        <div>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Title order={2} size="h4" id={titleId} style={{ minWidth: 0, overflowWrap: 'break-word' }}>
              {f.part(part)}
            </Title>
            <LightBadge light={light}>{f.light(light)}</LightBadge>
          </Group>
          <Text size="sm" c="gray.7" data-testid={`meaning-${part}`}>
            {f.meaning(light)}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** Label and value pairs as a two-column table with row headers: read the same by eye and by screen reader. */
export function Figures({ rows, testId }: { rows: { label: string; value: ReactNode; key?: string }[]; testId?: string }) {
  return (
    <Table className={classes.figures} data-testid={testId} withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key ?? r.label} data-testid={r.key && testId ? `${testId}-${r.key}` : undefined}>
            <Table.Th scope="row" fw={600} pr="md">
              {r.label}
            </Table.Th>
            <Table.Td>{r.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
