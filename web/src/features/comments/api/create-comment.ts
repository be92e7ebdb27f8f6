import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentBody, CommentRow } from '@praxisport/contract/comments';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CommentPages } from './get-comments';

/** A teacher comments on a student (CMT-07). */
export const createComment = (body: Required<CommentBody>) => api.post<{ comment: CommentRow }>('/api/user/comment', body);

/** Sends, then puts the new comment on top of the list at once (CMT-08). */
export function useCreateComment({ teacherId, studentId }: { teacherId: string; studentId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => createComment({ _teacher: teacherId, _student: studentId, comment }),
    onSuccess: ({ comment }) => {
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
