import { Anchor, Button, Group, Modal, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ClassTeacherRow } from '@praxisport/contract/classes';
import { AuditEventList } from '../../../components/audit/audit-history';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { formatDate } from '../../../lib/dates';
import { isUuid } from '../../../lib/ids';
import { FormError } from '../../../components/ui/form-error';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useClassStudents } from '../../../lib/api/get-class-students';
import { useClassTeachers, useMembershipHistory, useRemoveClassTeacher } from '../api/class-teachers';

/**
 * /students/{classId}/teachers: the supervisor who created the class sees who
 * joined it, removes a teacher, and reads the history of its members.
 */
export function ClassTeachersPage() {
  const { classId } = useParams();
  if (!isUuid(classId)) return <NotFound />;
  return <ClassTeachers classId={classId!} />;
}

function ClassTeachers({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const students = useClassStudents(classId);
  const teachers = useClassTeachers(classId);
  const history = useMembershipHistory(classId);
  const remove = useRemoveClassTeacher(classId);
  const removeOnce = useSubmitOnce(remove, { inline: true });
  const [leaving, setLeaving] = useState<ClassTeacherRow | null>(null);
  const nameOf = (r: ClassTeacherRow) => `${r.firstName} ${r.name}`;
  const className = students.data?.class.className;

  const confirmRemove = () => {
    if (!leaving) return;
    const name = nameOf(leaving);
    removeOnce(leaving._id, {
      onSuccess: () => {
        setLeaving(null);
        alertSuccess(t('audit.teachers.removed', { name }));
      },
    });
  };

  return (
    <Stack gap="md" maw={900} mx="auto">
      <Anchor component={Link} to={`/students/${classId}`} size="sm">
        {t('audit.teachers.back')}
      </Anchor>
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Title order={1} size="h2">
          {className ? t('audit.teachers.title', { className }) : t('audit.teachers.open')}
        </Title>
        <Text c="gray.7" size="sm">
          {t('audit.teachers.intro')}
        </Text>
      </div>
      <QueryState query={teachers} isEmpty={(d) => d.teachers.length === 0} empty={t('audit.teachers.empty')}>
        {(d) => (
          <ResponsiveTable
            rows={d.teachers}
            rowKey={(r) => r._id}
            columns={[
              { key: 'name', header: t('audit.teachers.name'), cell: (r) => nameOf(r) },
              { key: 'joined', header: t('audit.teachers.joinedAt'), cell: (r) => formatDate(r.joinedAt), nowrap: true },
              {
                key: 'remove',
                header: <VisuallyHidden>{t('audit.teachers.remove')}</VisuallyHidden>,
                label: t('audit.teachers.remove'),
                align: 'right',
                cell: (r) => (
                  <Button size="xs" variant="outline" color="red.9" onClick={() => setLeaving(r)} aria-label={t('audit.teachers.removeOf', { name: nameOf(r) })}>
                    {t('audit.teachers.remove')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <Title order={2} size="h3">
        {t('audit.teachers.history')}
      </Title>
      <QueryState query={history} isEmpty={(d) => d.events.length === 0} empty={t('audit.empty')}>
        {(d) => (
          <AuditEventList
            events={d.events}
            names={d.names}
          />
        )}
      </QueryState>
      <Modal opened={leaving !== null} onClose={() => setLeaving(null)} title={t('audit.teachers.confirmTitle')} closeButtonProps={{ 'aria-label': t('common.closeDialog') }}>
        <Stack gap="md">
          <Text>{leaving ? t('audit.teachers.confirm', { name: nameOf(leaving) }) : ''}</Text>
          <FormError error={removeOnce.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setLeaving(null)}>
              {t('audit.teachers.cancel')}
            </Button>
            <Button color="red.9" onClick={confirmRemove} loading={remove.isPending}>
              {t('audit.teachers.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

export default ClassTeachersPage;
