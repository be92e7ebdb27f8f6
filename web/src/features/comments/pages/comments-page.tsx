import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUser } from '../../../lib/api/get-user';
import { isUuid } from '../../../lib/ids';
import { useUserSession } from '../../../lib/session';
import { NotAllowed } from '../../../components/ui/not-allowed';
import { NotFound } from '../../../components/ui/not-found';
import { ErrorState, isRefusal, QueryState } from '../../../components/ui/query-state';
import { useComments } from '../api/get-comments';
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
  // the subtitle only: the shared user query (same cache entry as the student home)
  const student = useUser(mayRead ? studentId : undefined).data?.user;

  if (!isValid) return <NotFound />;
  if (!mayRead) return <NotAllowed />;
  if (isRefusal(query.error)) return <ErrorState error={query.error} />;

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
      {isTeacher && session && <CommentForm teacherId={session.user._id} studentId={studentId!} studentName={student ? `${student.firstName} ${student.name}`.trim() : ''} />}
      <QueryState query={query}>
        {(d) => (
          <>
            <CommentList comments={d.pages.flatMap((p) => p.comments)} />
            {query.hasNextPage && (
              <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} style={{ alignSelf: 'center' }}>
                {t('comments.more')}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}

export default CommentsPage;
