import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewRow } from '@praxisport/contract/reviews';
import { api } from '../../../lib/api-client';
import { prefetchUser } from '../../../lib/api/get-user';
import { queryKeys } from '../../../lib/query-keys';

export type ReviewResponse = { review: ReviewRow };

/** A review with its items (REV-13). */
export const getReview = (id: string, signal?: AbortSignal) => api.get<ReviewResponse>(`/api/home/getReview/${encodeURIComponent(id)}`, signal);

export function useReview(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.reviews.review(id ?? ''),
    queryFn: async ({ signal }) => {
      const answer = await getReview(id!, signal);
      // the page names the review's student: asked now, not after the review has rendered (issue 17)
      prefetchUser(queryClient, answer.review._student);
      return answer;
    },
    enabled: !!id,
    meta: { silent: true },
  });
}
