import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ReviewRow } from '@praxisport/contract/reviews';
import { api } from '../../../lib/api-client';
import { prefetchUser } from '../../../lib/api/user-query';
import { queryKeys } from '../../../lib/query-keys';

export type ReviewResponse = { review: ReviewRow };

/** A review with its items (REV-13). */
export const getReview = (id: string, signal?: AbortSignal) => api.get<ReviewResponse>(`/api/home/getReview/${encodeURIComponent(id)}`, signal);

/** The review as /reviewa reads it: its hook and its route's prefetch share the key and the call. */
export const reviewQuery = (queryClient: QueryClient, id: string) =>
  queryOptions({
    queryKey: queryKeys.reviews.review(id),
    queryFn: async ({ signal }) => {
      const answer = await getReview(id, signal);
      // the page names the review's student: asked now, not after the review has rendered
      prefetchUser(queryClient, answer.review._student);
      return answer;
    },
    meta: { silent: true },
  });
