import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './query-state';
import { TableStateRow } from './table-state-row';

export interface CatalogueTableProps<T> {
  /** The table's title, verbatim ('Categories'); also fills 'No {table} to show!' (AMB-126). */
  title: string;
  /** Unique within the page: names the heading for the section's landmark. */
  id: string;
  query: { data: readonly T[] | undefined; error: unknown; isPending: boolean };
  /** Shown instead of the rows while a parent is not selected (e.g. 'Please select a Category Test!'). */
  placeholder?: ReactNode;
  rowKey: (row: T) => string;
  /** The row's main button: its label. */
  label: (row: T) => ReactNode;
  /** Secondary text under the label. */
  detail?: (row: T) => ReactNode;
  selectedId?: string;
  /** Selecting a row; without it the label is plain text. */
  onSelect?: (row: T) => void;
  /** More buttons at the end of a row. */
  actions?: (row: T) => ReactNode;
  onAdd?: () => void;
  addLabel?: string;
}

/**
 * A catalogue list of the back office: title, 'Add', one row per entry whose button turns gray
 * when selected (ADM-13), 'Loading...' and 'No {table} to show!' (ADM-20, AMB-126).
 */
export function CatalogueTable<T>({ title, id, query, placeholder, rowKey, label, detail, selectedId, onSelect, actions, onAdd, addLabel }: CatalogueTableProps<T>) {
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  const state = (text: ReactNode) => <TableStateRow colSpan={1}>{text}</TableStateRow>;
  let body: ReactNode;
  if (placeholder) body = state(placeholder);
  else if (query.error) body = <Table.Tr><Table.Td><ErrorState error={query.error} /></Table.Td></Table.Tr>;
  else if (query.isPending || !query.data) body = state(t('common.loading'));
  else if (query.data.length === 0) body = state(t('common.noneToShow', { table: title }));
  else
    body = query.data.map((row) => {
      const key = rowKey(row);
      const isSelected = key === selectedId;
      return (
        <Table.Tr key={key}>
          <Table.Td>
            <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                {onSelect ? (
                  <Button
                    variant={isSelected ? 'filled' : 'light'}
                    color={isSelected ? 'gray.7' : undefined}
                    aria-pressed={isSelected}
                    onClick={() => onSelect(row)}
                    justify="flex-start"
                    styles={{ root: { height: 'auto', minHeight: 36, paddingBlock: 6 }, label: { whiteSpace: 'normal', textAlign: 'left' } }}
                  >
                    {label(row)}
                  </Button>
                ) : (
                  <Text fw={500}>{label(row)}</Text>
                )}
                {detail ? (
                  <Text size="sm" c="gray.7">
                    {detail(row)}
                  </Text>
                ) : null}
              </Stack>
              {actions ? <Group gap={4} wrap="nowrap">{actions(row)}</Group> : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      );
    });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg" id={headingId}>
            {title}
          </Title>
          {onAdd ? (
            <Button size="xs" onClick={onAdd} aria-label={`${addLabel ?? t('common.add')}: ${title}`}>
              {addLabel ?? t('common.add')}
            </Button>
          ) : null}
        </Group>
        <Table verticalSpacing="xs" aria-labelledby={headingId}>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
