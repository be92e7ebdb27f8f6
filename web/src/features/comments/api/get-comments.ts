import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { CommentRow } from '@praxisport/contract/comments';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type CommentsResponse = { comments: CommentRow[]; nextCursor?: string | null };
export type CommentPages = InfiniteData<CommentsResponse, string | undefined>;

/** Comments a page shows at once; older ones follow on request (lists that grow with time are paged by cursor). */
export const COMMENTS_PAGE = 50;

/** A page of a student's comments, newest first (CMT-03): after the `before` cursor of the previous page. */
export const getComments = (studentId: string, before?: string, signal?: AbortSignal) =>
  api.get<CommentsResponse>(
    `/api/user/comments/${encodeURIComponent(studentId)}?limit=${COMMENTS_PAGE}${before ? `&before=${encodeURIComponent(before)}` : ''}`,
    signal,
  );

/** `silent`: the page shows 403/404 itself. */
export function useComments(studentId: string | undefined) {
  return useInfiniteQuery({
    queryKey: queryKeys.comments.ofStudent(studentId ?? ''),
    queryFn: ({ pageParam, signal }) => getComments(studentId!, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: !!studentId,
    meta: { silent: true },
  });
}
