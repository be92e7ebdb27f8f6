import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { ClickableRow } from './clickable-row';
import { TableStateRow } from './table-state-row';
import classes from './responsive-table.module.css';

export interface Column<T> {
  key: string;
  /** The column header. */
  header: ReactNode;
  /** The label beside the value on a phone; defaults to the header when it is text; '' shows none. */
  label?: string;
  cell: (row: T, index: number) => ReactNode;
  /** Keeps the value on one line on wide screens (e-mail, phone). */
  nowrap?: boolean;
  align?: 'left' | 'right';
  /** A long list's card stays short on a phone: 'hide' leaves the column out of the card, 'only' shows it only there (e.g. figures summed up in one line). */
  phone?: 'hide' | 'only';
}

export interface ResponsiveTableProps<T> {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The row opens this address when clicked anywhere (ClickableRow; put a RowLink in one cell for keyboards). */
  rowHref?: (row: T) => string | undefined;
  /** One full-width row when `rows` is empty (e.g. 'No class matches the search.'). */
  empty?: ReactNode;
  striped?: boolean;
}

/**
 * The one list pattern: a real table on wide screens, a stack of cards with labelled lines on
 * phones (below 48em), so no column hides behind a sideways scroll.
 */
export function ResponsiveTable<T>({ columns, rows, rowKey, rowHref, empty, striped = true }: ResponsiveTableProps<T>) {
  const label = (c: Column<T>) => c.label ?? (typeof c.header === 'string' ? c.header : '');
  const cells = (row: T, i: number) =>
    columns.map((c) => (
      <Table.Td key={c.key} data-label={label(c)} ta={c.align} className={classes.cell} data-nowrap={c.nowrap || undefined} data-phone={c.phone}>
        {c.cell(row, i)}
      </Table.Td>
    ));
  return (
    <Table className={classes.table} striped={striped} highlightOnHover={!!rowHref} verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.key} scope="col" ta={c.align} className={classes.cell} data-phone={c.phone}>
              {c.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && empty ? <TableStateRow colSpan={columns.length}>{empty}</TableStateRow> : null}
        {rows.map((row, i) => {
          const to = rowHref?.(row);
          return to ? (
            <ClickableRow key={rowKey(row)} to={to}>
              {cells(row, i)}
            </ClickableRow>
          ) : (
            <Table.Tr key={rowKey(row)}>{cells(row, i)}</Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
