import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { isUuid } from '../../../lib/dates';
import { useUserSession } from '../../../lib/session';
import { NotAllowed } from '../../../components/ui/not-allowed';
import { NotFoundPage } from '../../../components/ui/not-found';
import { useComments } from '../api/get-comments';
import { useStudent } from '../api/get-student';
import { CommentForm } from '../components/comment-form';
import { CommentList } from '../components/comment-list';

/**
 * /comments/{studentId}, titled 'Kommentare' (CMT-01..09). Teachers of the student's class write;
 * a student reads only their own comments and has no textarea (AMB-58).
 */
export function CommentsPage() {
  const { t } = useTranslation();
  const { studentId } = useParams();
  const session = useUserSession();
  const isValid = isUuid(studentId);
  const isTeacher = session?.user.userType === 'teacher';
  const mayRead = isValid && (isTeacher || (session?.user.userType === 'student' && session.user._id === studentId));
  const query = useComments(mayRead ? studentId : undefined);
  const student = useStudent(mayRead ? studentId : undefined).data?.user;

  if (!isValid) return <NotFoundPage />;
  if (!mayRead) return <NotAllowed />;
  const status = query.error instanceof ApiError ? query.error.status : null;
  if (status === 403) return <NotAllowed />;
  if (status === 404) return <NotFoundPage />;

  return (
    <Stack gap="md" maw={800} mx="auto">
      <Anchor component={Link} to={`/${studentId}`} size="sm">
        {t('comments.back')}
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {t('comments.title')}
        </Title>
        {student && (
          <Text c="gray.7" size="sm">
            {`${student.firstName} ${student.name}`.trim()}
          </Text>
        )}
      </div>
      {isTeacher && session && <CommentForm teacherId={session.user._id} studentId={studentId!} />}
      {query.isError ? (
        <Text c="red">{query.error.message}</Text>
      ) : query.data ? (
        <CommentList comments={query.data.comments} />
      ) : (
        <Text role="status">{t('common.loading')}</Text>
      )}
    </Stack>
  );
}

export default CommentsPage;
