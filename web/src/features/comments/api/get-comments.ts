import { useQuery } from '@tanstack/react-query';
import type { CommentRow } from '@praxisport/contract/comments';
import { api } from '../../../lib/api-client';

export type CommentsResponse = { comments: CommentRow[] };

export const commentsKey = (studentId: string) => ['comments', studentId] as const;

/** A student's comments, newest first (CMT-03). */
export const getComments = (studentId: string, signal?: AbortSignal) =>
  api.get<CommentsResponse>(`/api/user/comments/${encodeURIComponent(studentId)}`, signal);

/** `silent`: the page shows 403/404 itself. */
export function useComments(studentId: string | undefined) {
  return useQuery({
    queryKey: commentsKey(studentId ?? ''),
    queryFn: ({ signal }) => getComments(studentId!, signal),
    enabled: !!studentId,
    meta: { silent: true },
  });
}
