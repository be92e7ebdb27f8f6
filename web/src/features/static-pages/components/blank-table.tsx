import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './static-page.module.css';

/**
 * A printable table to fill in by hand: the headers, optional first-column labels, and blank
 * cells (signature tables of the evidence of training, STAT-03). Fixed layout, so it fits 390 px.
 */
export function BlankTable({
  caption,
  headers,
  rows,
  rowLabels,
  footer,
}: {
  caption: string;
  headers: string[];
  /** the number of rows when there are no row labels */
  rows?: number;
  rowLabels?: string[];
  footer?: ReactNode;
}) {
  const count = rowLabels?.length ?? rows ?? 1;
  const blanks = rowLabels ? headers.length - 1 : headers.length;
  return (
    <Table withTableBorder withColumnBorders layout="fixed" fz="sm" verticalSpacing={4} horizontalSpacing={4}>
      <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          {headers.map((h) => (
            <Table.Th key={h} style={{ hyphens: 'auto', overflowWrap: 'anywhere' }}>
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Array.from({ length: count }, (_, i) => (
          <Table.Tr key={i}>
            {rowLabels && <Table.Th scope="row">{rowLabels[i]}</Table.Th>}
            {Array.from({ length: blanks }, (_, j) => (
              <Table.Td key={j} className={classes.blankCell} />
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
    </Table>
  );
}
