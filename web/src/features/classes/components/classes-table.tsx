import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassRow } from '@praxisport/contract/classes';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { RowLink } from '../../../components/ui/row-link';

export interface ClassesTableProps {
  classes: ClassRow[];
  /** 'mine': rows open the class (CLS-10, AMB-38); 'join': an Action column with 'Beitreten' (CLS-04). */
  mode: 'mine' | 'join';
  /** Shown as the only row when the search hides every class. */
  empty?: string;
  onJoin?: (classId: string) => void;
  joiningId?: string | null;
}

/** The classes table: class name and number of students (CLS-02). */
export function ClassesTable({ classes, mode, empty, onJoin, joiningId }: ClassesTableProps) {
  const { t } = useTranslation();
  const isJoin = mode === 'join';
  const columns: Column<ClassRow>[] = [
    {
      key: 'className',
      header: t('classes.columns.className'),
      cell: (c) => (isJoin ? c.className : <RowLink to={`/students/${c._id}`}>{c.className}</RowLink>),
    },
    { key: 'noOfStudents', header: t('classes.columns.noOfStudents'), cell: (c) => c.noOfStudents },
  ];
  if (isJoin)
    columns.push({
      key: 'action',
      header: t('classes.columns.action'),
      label: '',
      cell: (c) => (
        <Button size="xs" onClick={() => onJoin?.(c._id)} loading={joiningId === c._id} disabled={!!joiningId && joiningId !== c._id}>
          {t('classes.join')}
        </Button>
      ),
    });
  return <ResponsiveTable columns={columns} rows={classes} rowKey={(c) => c._id} rowHref={isJoin ? undefined : (c) => `/students/${c._id}`} empty={empty} />;
}
