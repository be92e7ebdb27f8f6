import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemRow, ReviewRow, UpdateReviewBody } from '@praxisport/contract/reviews';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Saves a review's date and attending people; answers the review plus its items (REV-14, AMB-53). */
export const updateReview = (body: UpdateReviewBody) => api.put<{ review: ReviewRow; items: ItemRow[] }>('/api/home/review', body);

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: UpdateReviewBody['review']) => updateReview({ review }),
    onSuccess: ({ review }) => queryClient.setQueryData(queryKeys.reviews.review(review._id), { review }),
  });
}
