import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUser } from '../../../lib/api/get-user';
import { isUuid } from '../../../lib/ids';
import { useUserSession } from '../../../lib/session';
import { NotAllowed } from '../../../components/ui/not-allowed';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { AbsenceSummary } from '../../../components/absence/absence-summary';
import { AssessmentProgress } from '../../../components/assessment-progress/assessment-progress';
import { StudentOptions } from '../components/student-options';
import { StudentProfile } from '../components/student-profile';

/**
 * /{studentId}: the student themself and teachers of the student's class (STU-10..19, AMB-41..43, AMB-47).
 * The route admits every role, so this page refuses the others and answers not-found for non-UUIDs.
 */
export function StudentHomePage() {
  const { t } = useTranslation();
  const { studentId } = useParams();
  const session = useUserSession();
  const type = session?.user.userType;
  const isValid = isUuid(studentId);
  const mayAsk = isValid && (type === 'teacher' || (type === 'student' && session?.user._id === studentId));
  const query = useUser(mayAsk ? studentId : undefined);

  if (!isValid) return <NotFound />;
  if (!mayAsk) return <NotAllowed />;
  const isTeacher = type === 'teacher';
  return (
    <QueryState query={query}>
      {({ user }) =>
        // only students have a home page; any other id answers not found
        user.userType !== 'student' ? (
          <NotFound />
        ) : (
          <Stack gap="lg" maw={1100} mx="auto">
            {isTeacher && user.grade && (
              <Anchor component={Link} to={`/students/${user.grade}`} size="sm">
                {t('users.home.backToClass')}
              </Anchor>
            )}
            <div>
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {`${user.firstName} ${user.name}`.trim() || '-'}
              </Title>
              <Text c="gray.7" size="sm">
                {t('users.home.subtitle')}
              </Text>
            </div>
            <StudentProfile user={user} />
            <AbsenceSummary studentId={user._id} isOwn={!isTeacher} />
            <Paper withBorder p="md" component="section" aria-labelledby="status-box-title" data-testid="status-box">
              <Title order={2} size="h4" id="status-box-title">
                {t('status.home.title')}
              </Title>
              <Text size="sm" c="gray.7" mb="xs">
                {t('status.home.text')}
              </Text>
              <Anchor component={Link} to={`/status/${user._id}`} fw={600}>
                {t('status.home.open')}
              </Anchor>
            </Paper>
            <Anchor component={Link} to={`/placements/${user._id}`} fw={600}>
              {t('placements.title')}
            </Anchor>
            <AssessmentProgress studentId={user._id} />
            <StudentOptions studentId={user._id} />
          </Stack>
        )
      }
    </QueryState>
  );
}

export default StudentHomePage;
