import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentBody, CommentRow } from '@praxisport/contract/comments';
import i18n from '../../../lib/i18n';
import { sendOrQueue } from '../../../lib/offline';
import { queryKeys } from '../../../lib/query-keys';
import type { CommentPages } from './get-comments';

export const commentScope = (studentId: string) => `comment:${studentId}`;

/**
 * A teacher comments on a student (CMT-07); without a connection the comment waits on the device
 * (decision 031). Each one is its own write (scope with its key): two comments are two.
 */
export const createComment = (body: Required<CommentBody>, studentName: string) =>
  sendOrQueue<{ comment: CommentRow }>({
    kind: 'comment',
    method: 'POST',
    path: '/api/user/comment',
    body,
    label: i18n.t('offline.label.comment', { name: studentName }),
    mine: [{ label: i18n.t('offline.line.comment'), value: body.comment }],
    scope: `${commentScope(body._student)}:${Date.now()}`,
    href: `/comments/${body._student}`,
    ref: { studentId: body._student },
    invalidate: [[...queryKeys.comments.ofStudent(body._student)]],
  });

/** Sends, then puts the new comment on top of the list at once (CMT-08); a queued one shows above the list. */
export function useCreateComment({ teacherId, studentId, studentName }: { teacherId: string; studentId: string; studentName: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => createComment({ _teacher: teacherId, _student: studentId, comment }, studentName),
    onSuccess: (sent) => {
      if (sent.queued) return;
      const { comment } = sent.data;
      queryClient.setQueryData<CommentPages>(queryKeys.comments.ofStudent(studentId), (old) => {
        const [first, ...rest] = old?.pages ?? [{ comments: [], nextCursor: null }];
        return {
          pages: [{ ...first!, comments: [comment, ...first!.comments.filter((c) => c._id !== comment._id)] }, ...rest],
          pageParams: old?.pageParams ?? [undefined],
        };
      });
    },
  });
}
