import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { isUuid } from '../../../lib/dates';
import { useUserSession } from '../../../lib/session';
import { NotAllowed } from '../../../components/ui/not-allowed';
import { NotFoundPage } from '../../../components/ui/not-found';
import { useUser } from '../api/get-user';
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

  if (!isValid) return <NotFoundPage />;
  if (!mayAsk) return <NotAllowed />;
  const status = query.error instanceof ApiError ? query.error.status : null;
  if (status === 403) return <NotAllowed />;
  if (status === 404 || (query.data && query.data.user.userType !== 'student')) return <NotFoundPage />;
  if (query.isError) return <Text c="red">{query.error.message}</Text>;
  if (!query.data) return <Text role="status">{t('common.loading')}</Text>;

  const { user } = query.data;
  const isTeacher = type === 'teacher';
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      {isTeacher && user.grade && (
        <Anchor component={Link} to={`/students/${user.grade}`} size="sm">
          {t('users.home.backToClass')}
        </Anchor>
      )}
      <div>
        <Title order={1} size="h2">
          {`${user.firstName} ${user.name}`.trim() || '-'}
        </Title>
        <Text c="gray.7" size="sm">
          {t('users.home.subtitle')}
        </Text>
      </div>
      <StudentProfile user={user} />
      <StudentOptions studentId={user._id} withComments={isTeacher} />
    </Stack>
  );
}

export default StudentHomePage;
