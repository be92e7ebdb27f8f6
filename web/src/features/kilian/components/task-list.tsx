import { Card, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KilianTaskListRow } from '@praxisport/contract/kilian';
import { formatDate } from '../../../lib/dates';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { RowLink } from '../../../components/ui/row-link';
import { useStartedKilianTasks, useStudentKilianTasks } from '../api/kilian-tasks';

/** The task's screen (ROUTE-42): `option` is not read, the category is the {talkType} (AMB-117). */
export const taskPath = (t: Pick<KilianTaskListRow, 'kilian_type' | '_student'>) => `/kiliantasks/kilianUploads/${t.kilian_type}/${t._student}`;
const nameOf = (p: { firstName: string; name: string }) => `${p.firstName} ${p.name}`.trim();

/**
 * Started tasks with their topics: the kilian user's own starts (`of: 'mine'`, with the student,
 * who links to their KILIAN screen) or one student's tasks (with who started them). The topic opens
 * the task.
 */
export function TaskList({ of }: { of: 'mine' | { studentId: string } }) {
  const { t } = useTranslation();
  const mine = of === 'mine';
  const started = useStartedKilianTasks(mine);
  const ofStudent = useStudentKilianTasks(mine ? undefined : of.studentId);
  const query = mine ? started : ofStudent;
  const columns: Column<KilianTaskListRow>[] = [
    { key: 'topic', header: t('kilian.task.topic'), cell: (r) => <RowLink to={taskPath(r)}>{r.topic}</RowLink> },
    { key: 'type', header: t('kilian.start.type'), cell: (r) => t(`kilian.types.${r.kilian_type}`) },
    mine
      ? { key: 'student', header: t('kilian.start.student'), cell: (r) => <RowLink to={`/kiliantasks/${r._student}`}>{nameOf(r.student)}</RowLink> }
      : { key: 'kilian', header: t('kilian.task.startedBy'), cell: (r) => (r.kilian ? nameOf(r.kilian) : '-') },
    { key: 'at', header: t('kilian.task.startedAt'), cell: (r) => formatDate(r.createdAt), nowrap: true },
  ];
  const heading = mine ? t('kilian.list.mine') : t('kilian.list.ofStudent');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="kilian-task-list">
      <Title order={2} size="h4" id="kilian-task-list" mb="sm">
        {heading}
      </Title>
      <QueryState query={query} isEmpty={(d) => d.tasks.length === 0} empty={mine ? t('kilian.list.noneMine') : t('kilian.list.none')}>
        {(d) => <ResponsiveTable columns={columns} rows={d.tasks} rowKey={(r) => r._id} rowHref={taskPath} />}
      </QueryState>
    </Card>
  );
}
