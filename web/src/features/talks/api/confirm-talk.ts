import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TalkResponse, TalkRow } from '@praxisport/contract/talks';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The student's confirmation (TALK-19): the body is exactly `{studentConfirmation: true}`. */
export const confirmTalk = (talkId: string) => api.put<{ talk: TalkRow }>(`/api/user/talk/${encodeURIComponent(talkId)}`, { studentConfirmation: true });

export function useConfirmTalk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTalk,
    onSuccess: ({ talk }) =>
      queryClient.setQueryData<TalkResponse>(queryKeys.talks.one(talk._student, talk.talkType), (old) => (old ? { ...old, talk } : old)),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.talks.all }),
  });
}
