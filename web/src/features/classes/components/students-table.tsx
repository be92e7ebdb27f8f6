import { useTranslation } from 'react-i18next';
import type { StudentRow } from '@praxisport/contract/classes';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { RowLink } from '../../../components/ui/row-link';
import { ResendInvitationButton } from './resend-invitation-button';

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '-');

/**
 * Index, first name, last name, email, phone (STU-02..04). A teacher's row opens the student home
 * (STU-06); a supervisor's row is plain (STU-07, AMB-47).
 */
export function StudentsTable({ students, canOpen, classId }: { students: StudentRow[]; canOpen: boolean; classId: string }) {
  const { t } = useTranslation();
  const columns: Column<StudentRow>[] = [
    { key: 'index', header: t('classes.students.columns.index'), cell: (_s, i) => i + 1 },
    { key: 'firstName', header: t('classes.students.columns.firstName'), cell: (s) => dash(s.firstName) },
    { key: 'name', header: t('classes.students.columns.name'), cell: (s) => (canOpen ? <RowLink to={`/${s._id}`}>{dash(s.name)}</RowLink> : dash(s.name)) },
    { key: 'email', header: t('classes.students.columns.email'), cell: (s) => s.email, nowrap: true },
    { key: 'contact', header: t('classes.students.columns.contact'), cell: (s) => dash(s.contact), nowrap: true },
  ];
  // the class's supervisor: a column with "send again" once an imported student has not accepted yet
  if (students.some((s) => s.invitationPending))
    columns.push({ key: 'invitation', header: t('classes.students.invitation.column'), cell: (s) => (s.invitationPending ? <ResendInvitationButton classId={classId} student={s} /> : '-') });
  return <ResponsiveTable columns={columns} rows={students} rowKey={(s) => s._id} rowHref={canOpen ? (s) => `/${s._id}` : undefined} />;
}
