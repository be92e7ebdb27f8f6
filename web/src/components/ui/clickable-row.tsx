import { Table, type TableTrProps } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export interface ClickableRowProps extends Omit<TableTrProps, 'onClick' | 'style'> {
  /** Where a click on the row leads. */
  to: string;
}

/**
 * A table row that opens `to` when clicked anywhere. Keyboard and screen-reader users reach the same
 * target through a real link inside the row (see RowLink); clicks on links or buttons inside the row
 * are left to those elements.
 */
export function ClickableRow({ to, children, ...rest }: ClickableRowProps) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLTableRowElement>) => {
    if ((e.target as HTMLElement).closest('a, button, input, textarea, select, label')) return;
    void navigate(to);
  };
  return (
    <Table.Tr {...rest} style={{ cursor: 'pointer' }} onClick={onClick} data-clickable="true">
      {children}
    </Table.Tr>
  );
}
