import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { ClassRow } from '@praxisport/contract/classes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type NotJoinedPage = { classes: ClassRow[]; nextCursor?: string | null };
export type NotJoinedPages = InfiniteData<NotJoinedPage, string | undefined>;

/** Classes the join list shows at once; more follow on request (the list grows with the school). */
export const NOT_JOINED_PAGE = 50;

/** A page of the classes a teacher can still join (CLS-05), by name, whose name contains `search` (the server searches). */
export const getNotJoinedClasses = (userId: string, search: string, after?: string, signal?: AbortSignal) => {
  const q = new URLSearchParams({ limit: String(NOT_JOINED_PAGE) });
  if (after) q.set('after', after);
  if (search.trim()) q.set('search', search.trim());
  return api.get<NotJoinedPage>(`/api/grade/notJoined/${encodeURIComponent(userId)}?${q.toString()}`, signal);
};

export function useNotJoinedClasses(userId: string | undefined, search: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.classes.notJoined(userId ?? ''), search.trim()],
    meta: { silent: true },
    queryFn: ({ pageParam, signal }) => getNotJoinedClasses(userId!, search, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // a new search keeps the last list on screen until its answer is there
    placeholderData: keepPreviousData,
    enabled: !!userId && enabled,
  });
}
