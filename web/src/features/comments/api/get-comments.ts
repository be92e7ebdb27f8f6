import { useQuery } from '@tanstack/react-query';
import type { CommentRow } from '@praxisport/contract/comments';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type CommentsResponse = { comments: CommentRow[] };

/** A student's comments, newest first (CMT-03). */
export const getComments = (studentId: string, signal?: AbortSignal) =>
  api.get<CommentsResponse>(`/api/user/comments/${encodeURIComponent(studentId)}`, signal);

/** `silent`: the page shows 403/404 itself. */
export function useComments(studentId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.comments.ofStudent(studentId ?? ''),
    queryFn: ({ signal }) => getComments(studentId!, signal),
    enabled: !!studentId,
    meta: { silent: true },
  });
}
