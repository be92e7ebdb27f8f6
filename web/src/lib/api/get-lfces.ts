import { useQuery } from '@tanstack/react-query';
import { lfcesQuery } from './lfces-query';

// the calls and query options, hook-free for the route prefetches in the main chunk
export * from './lfces-query';

export function useLfces(options: { staleTime?: number } = {}) {
  return useQuery(lfcesQuery(options));
}
