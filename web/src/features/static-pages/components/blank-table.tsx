import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './static-page.module.css';

/** A column header; `short` is shown on phones, where the full label would not fit its column. */
export type BlankHeader = string | { label: string; short: string };

const labelOf = (h: BlankHeader) => (typeof h === 'string' ? h : h.label);

/**
 * A printable table to fill in by hand: the headers, optional first-column labels, and blank
 * cells (signature tables of the evidence of training, STAT-03). Equal columns on paper and wide
 * screens; on phones each column as wide as its header's longest word, so no word is cut.
 */
export function BlankTable({
  caption,
  headers,
  rows,
  rowLabels,
  footer,
}: {
  caption: string;
  headers: BlankHeader[];
  /** the number of rows when there are no row labels */
  rows?: number;
  rowLabels?: string[];
  footer?: ReactNode;
}) {
  const count = rowLabels?.length ?? rows ?? 1;
  const blanks = rowLabels ? headers.length - 1 : headers.length;
  return (
    <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={4} className={classes.blankTable}>
      <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          {headers.map((h) => (
            <Table.Th key={labelOf(h)}>
              {typeof h === 'string' ? (
                h
              ) : (
                <>
                  <Box component="span" visibleFrom="xs">
                    {h.label}
                  </Box>
                  <Box component="abbr" title={h.label} hiddenFrom="xs" style={{ textDecoration: 'none' }}>
                    {h.short}
                  </Box>
                </>
              )}
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
