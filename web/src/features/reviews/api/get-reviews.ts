import { useQuery } from '@tanstack/react-query';
import type { ReviewEntry } from '@praxisport/contract/reviews';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ReviewsResponse = { reviews: ReviewEntry[] };

/** A student's review entries; students never receive the comments entry (REV-02, REV-04). */
export const getReviews = (studentId: string, signal?: AbortSignal) =>
  api.get<ReviewsResponse>(`/api/home/reviews/${encodeURIComponent(studentId)}`, signal);

export function useReviews(studentId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.reviews.reviews(studentId ?? ''),
    queryFn: ({ signal }) => getReviews(studentId!, signal),
    enabled: !!studentId,
    meta: { silent: true },
  });
}
