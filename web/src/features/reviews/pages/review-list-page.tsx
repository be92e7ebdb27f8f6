import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUser } from '../../../lib/api/get-user';
import { isUuid } from '../../../lib/ids';
import { useUserSession } from '../../../lib/session';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useReviews } from '../api/get-reviews';
import { LinkList } from '../components/link-list';
import { PageHead } from '../components/page-head';

/**
 * /reviewform/{studentId}: comments entries lead to /comments/{studentId} (AMB-57) and are hidden
 * from students; review entries lead to /reviewa/{reviewId} (REV-01..05).
 */
export function ReviewListPage() {
  const { t } = useTranslation();
  const { studentId } = useParams();
  const session = useUserSession();
  const isValid = isUuid(studentId);
  const query = useReviews(isValid ? studentId : undefined);
  const student = useUser(isValid ? studentId : undefined).data?.user;
  if (!isValid) return <NotFound />;
  const isStudent = session?.user.userType === 'student';
  return (
    <Stack gap="md" maw={800} mx="auto">
      <PageHead back={{ to: `/${studentId}`, label: t('reviews.back') }} title={t('reviews.reviewList.title')} subtitle={student && `${student.firstName} ${student.name}`} />
      <QueryState query={query} isEmpty={(d) => d.reviews.length === 0} empty={t('reviews.reviewList.empty')}>
        {(d) => (
          <LinkList
            label={t('reviews.reviewList.listLabel')}
            rows={d.reviews
              .filter((r) => r.rType === 'review' || !isStudent)
              .map((r) => ({
                id: r._id,
                label: r.rName,
                description: t(`reviews.reviewList.${r.rType}`),
                to: r.rType === 'comments' ? `/comments/${studentId}` : `/reviewa/${r._id}`,
              }))}
          />
        )}
      </QueryState>
    </Stack>
  );
}

export default ReviewListPage;
