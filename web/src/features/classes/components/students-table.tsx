import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentRow } from '@praxisport/contract/classes';
import { ClickableRow } from '../../../components/ui/clickable-row';
import { RowLink } from '../../../components/ui/row-link';
import { TableStateRow } from '../../../components/ui/table-state-row';

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '-');

/**
 * Index, first name, last name, email, phone (STU-02..04). A teacher's row opens the student home
 * (STU-06); a supervisor's row is plain (STU-07, AMB-47).
 */
export function StudentsTable({ students, isLoading, canOpen }: { students: StudentRow[] | undefined; isLoading: boolean; canOpen: boolean }) {
  const { t } = useTranslation();
  const cells = (s: StudentRow, i: number) => (
    <>
      <Table.Td>{i + 1}</Table.Td>
      <Table.Td>{dash(s.firstName)}</Table.Td>
      <Table.Td>{canOpen ? <RowLink to={`/${s._id}`}>{dash(s.name)}</RowLink> : dash(s.name)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.email}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dash(s.contact)}</Table.Td>
    </>
  );
  let body;
  if (isLoading || !students) body = <TableStateRow colSpan={5}>{t('common.loading')}</TableStateRow>;
  else if (students.length === 0) body = <TableStateRow colSpan={5}>{t('classes.students.empty')}</TableStateRow>;
  else
    body = students.map((s, i) =>
      canOpen ? (
        <ClickableRow key={s._id} to={`/${s._id}`}>
          {cells(s, i)}
        </ClickableRow>
      ) : (
        <Table.Tr key={s._id}>{cells(s, i)}</Table.Tr>
      ),
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover={canOpen} verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('classes.students.columns.index')}</Table.Th>
            <Table.Th scope="col">{t('classes.students.columns.firstName')}</Table.Th>
            <Table.Th scope="col">{t('classes.students.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('classes.students.columns.email')}</Table.Th>
            <Table.Th scope="col">{t('classes.students.columns.contact')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
