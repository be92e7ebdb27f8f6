import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One full-width row for 'Loading...' and 'No {table} to show!' states. */
export function TableStateRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan} data-label="">
        <Text c="gray.7" ta="center" py="md" role="status">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
