import { ActionIcon, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { REVIEW_FOOTER } from '@praxisport/contract/reviews';
import { useUser } from '../../../lib/api/get-user';
import { isUuid } from '../../../lib/ids';
import { useUserSession } from '../../../lib/session';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useReview } from '../api/get-review';
import { PlusIcon } from '../components/icons';
import { ItemList } from '../components/item-list';
import { PageHead } from '../components/page-head';
import { ReviewDetailsForm } from '../components/review-details-form';

/**
 * Review A at /reviewa/{reviewId}: date, attending people (a teacher edits them), the items with
 * their done counts, the plus icon to /addforma/{reviewId}, the footer verbatim (REV-06..16).
 */
export function ReviewPage() {
  const { t } = useTranslation();
  const { reviewId } = useParams();
  const session = useUserSession();
  const isValid = isUuid(reviewId);
  const query = useReview(isValid ? reviewId : undefined);
  const studentId = query.data?.review._student;
  const student = useUser(studentId).data?.user;
  if (!isValid) return <NotFound />;
  const edit = t('reviews.review.edit');
  return (
    <Stack gap="md" maw={800} mx="auto">
      <PageHead
        back={studentId ? { to: `/reviewform/${studentId}`, label: t('reviews.review.backToList') } : undefined}
        title={query.data?.review.rName ?? ''}
        subtitle={student && `${student.firstName} ${student.name}`}
        actions={
          // only for a review that is there: not beside its not-found or not-allowed state
          query.data && (
          <Tooltip label={edit}>
            <ActionIcon component={Link} to={`/addforma/${reviewId}`} size="xl" variant="light" aria-label={edit}>
              <PlusIcon />
            </ActionIcon>
          </Tooltip>
          )
        }
      />
      <QueryState query={query}>
        {({ review }) => (
          <>
            <Paper withBorder p="md">
              {/* keyed by the saved values, so a save that the server changed shows its answer */}
              <ReviewDetailsForm key={`${review.rDate}|${review.attendingPeople}`} review={review} canEdit={session?.user.userType === 'teacher'} />
            </Paper>
            <Title order={2} size="h4">
              {t('reviews.review.items')}
            </Title>
            <ItemList items={review.items} label={t('reviews.review.items')} />
            <Text component="footer" c="gray.7" size="sm" ta="center" mt="md">
              {REVIEW_FOOTER}
            </Text>
          </>
        )}
      </QueryState>
    </Stack>
  );
}

export default ReviewPage;
