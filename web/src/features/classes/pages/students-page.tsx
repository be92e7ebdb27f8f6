import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { isUuid } from '../../../lib/ids';
import { keepAlerts } from '../../../lib/keep-alerts';
import { alertError } from '../../../lib/notify';
import { useUserSession } from '../../../lib/session';
import { ErrorState, QueryState } from '../../../components/ui/query-state';
import { AssessmentProgress } from '../../../components/assessment-progress/assessment-progress';
import { useClassStudents } from '../../../lib/api/get-class-students';
import { useMyClasses } from '../../../lib/api/get-my-classes';
import { StudentsTable } from '../components/students-table';
import { useClassMenu } from '../hooks/use-class-menu';

/** /students/{classId} (STU-01..09, AMB-36, AMB-37, AMB-146). */
export function StudentsPage() {
  const { t } = useTranslation();
  const { classId } = useParams();
  const navigate = useNavigate();
  const session = useUserSession();
  const hasValidId = isUuid(classId);
  const students = useClassStudents(hasValidId ? classId : undefined);
  const mine = useMyClasses(session?.user._id);
  useClassMenu(mine.data?.classes, hasValidId ? classId! : null);

  const status = students.error instanceof ApiError ? students.error.status : null;
  // no id, a malformed id or an unknown class: the alert, then back to the class list (AMB-37)
  const mustChooseClass = !hasValidId || status === 404 || status === 400;
  const redirected = useRef<string | null>(null);
  useEffect(() => {
    if (!mustChooseClass || redirected.current === (classId ?? '')) return;
    redirected.current = classId ?? '';
    alertError(t('classes.students.selectClass'));
    void navigate('/classes', { replace: true, state: keepAlerts });
  }, [mustChooseClass, classId, navigate, t]);

  if (mustChooseClass) return null;
  if (status === 403) return <ErrorState error={students.error} />;

  const className = students.data?.class.className;
  const canOpen = session?.user.userType === 'teacher';
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Anchor component={Link} to="/classes" size="sm">
        {t('classes.students.back')}
      </Anchor>
      <Group justify="space-between" align="center" wrap="wrap">
        <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Title order={1} size="h2">
            {className ? t('classes.students.title', { className }) : t('common.loading')}
          </Title>
          {students.data && (
            <Text c="gray.7" size="sm">
              {t('classes.students.count', { count: students.data.students.length })}
            </Text>
          )}
        </div>
        {session?.user.userType === 'supervisor' && (
          <Button component={Link} to={`/students/${classId}/import`} variant="light">
            {t('studentImport.open')}
          </Button>
        )}
        {session?.user.userType === 'supervisor' && (
          <Button component={Link} to={`/students/${classId}/teachers`} variant="light">
            {t('audit.teachers.open')}
          </Button>
        )}
        <Button component={Link} to={`/classRegisterAnalysis/${classId}`} variant="light">
          {t('classes.students.analysis')}
        </Button>
        <Button component={Link} to={`/placements/class/${classId}`} variant="light">
          {t('placements.toClassPlan')}
        </Button>
        <Button component={Link} to={`/status/class/${classId}`} variant="light">
          {t('status.class.title')}
        </Button>
      </Group>
      <QueryState query={students} isEmpty={(d) => d.students.length === 0} empty={t('classes.students.empty')}>
        {(d) => <StudentsTable students={d.students} canOpen={canOpen} classId={classId!} />}
      </QueryState>
      {students.data && <AssessmentProgress classId={classId!} />}
    </Stack>
  );
}

export default StudentsPage;
