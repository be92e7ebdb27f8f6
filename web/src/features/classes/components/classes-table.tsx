import { Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassRow } from '@praxisport/contract/classes';
import { ClickableRow } from '../../../components/ui/clickable-row';
import { RowLink } from '../../../components/ui/row-link';
import { TableStateRow } from '../../../components/ui/table-state-row';

export interface ClassesTableProps {
  classes: ClassRow[] | undefined;
  isLoading: boolean;
  /** Shown instead of the rows when loading failed (the alert names the cause). */
  errorText?: string | null;
  /** 'mine': rows open the class (CLS-10, AMB-38); 'join': an Action column with 'Beitreten' (CLS-04). */
  mode: 'mine' | 'join';
  /** True when rows exist but the search hides them all. */
  isFilteredOut?: boolean;
  onJoin?: (classId: string) => void;
  joiningId?: string | null;
}

/** The classes table: class name and number of students (CLS-02). */
export function ClassesTable({ classes, isLoading, errorText, mode, isFilteredOut, onJoin, joiningId }: ClassesTableProps) {
  const { t } = useTranslation();
  const isJoin = mode === 'join';
  const cols = isJoin ? 3 : 2;
  let body;
  if (errorText) body = <TableStateRow colSpan={cols}>{errorText}</TableStateRow>;
  else if (isLoading || !classes) body = <TableStateRow colSpan={cols}>{t('common.loading')}</TableStateRow>;
  else if (classes.length === 0) body = <TableStateRow colSpan={cols}>{isFilteredOut ? t('classes.noMatch') : t('classes.empty')}</TableStateRow>;
  else
    body = classes.map((c) =>
      isJoin ? (
        <Table.Tr key={c._id}>
          <Table.Td>{c.className}</Table.Td>
          <Table.Td>{c.noOfStudents}</Table.Td>
          <Table.Td>
            <Button size="xs" onClick={() => onJoin?.(c._id)} loading={joiningId === c._id} disabled={!!joiningId && joiningId !== c._id}>
              {t('classes.join')}
            </Button>
          </Table.Td>
        </Table.Tr>
      ) : (
        <ClickableRow key={c._id} to={`/students/${c._id}`}>
          <Table.Td>
            <RowLink to={`/students/${c._id}`}>{c.className}</RowLink>
          </Table.Td>
          <Table.Td>{c.noOfStudents}</Table.Td>
        </ClickableRow>
      ),
    );
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table highlightOnHover={!isJoin} verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('classes.columns.className')}</Table.Th>
            <Table.Th scope="col">{t('classes.columns.noOfStudents')}</Table.Th>
            {isJoin && <Table.Th scope="col">{t('classes.columns.action')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
