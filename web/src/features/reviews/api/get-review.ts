import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewQuery } from './review-query';

// the calls and query options, hook-free for the route prefetches in the main chunk
export * from './review-query';

export function useReview(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({ ...reviewQuery(queryClient, id ?? ''), enabled: !!id });
}
