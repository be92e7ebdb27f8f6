import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { getUser } from './user-query';

// the call and its prefetch, hook-free for the route prefetches in the main chunk
export * from './user-query';

/** `silent`: the page shows 403/404 itself (QueryState). */
export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.users.byId(id ?? ''),
    queryFn: ({ signal }) => getUser(id!, signal),
    enabled: !!id,
    meta: { silent: true },
  });
}
