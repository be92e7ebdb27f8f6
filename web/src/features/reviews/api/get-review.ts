import { useQuery } from '@tanstack/react-query';
import type { ReviewRow } from '@praxisport/contract/reviews';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ReviewResponse = { review: ReviewRow };

/** A review with its items (REV-13). */
export const getReview = (id: string, signal?: AbortSignal) => api.get<ReviewResponse>(`/api/home/getReview/${encodeURIComponent(id)}`, signal);

export function useReview(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.reviews.review(id ?? ''),
    queryFn: ({ signal }) => getReview(id!, signal),
    enabled: !!id,
    meta: { silent: true },
  });
}
