import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitTalkBody, TalkResponse, TalkRow } from '@praxisport/contract/talks';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** 'Einreichen' (TALK-15): creates the talk or replaces it while the student has not confirmed it (AMB-76). */
export const submitTalk = (body: SubmitTalkBody) => api.post<{ talk: TalkRow }>('/api/user/talk', body);

export function useSubmitTalk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTalk,
    onSuccess: ({ talk }) =>
      queryClient.setQueryData<TalkResponse>(queryKeys.talks.one(talk._student, talk.talkType), (old) => (old ? { ...old, talk } : old)),
    // a refusal (409: the student confirmed meanwhile) shows the stored state
    onError: (_err, body) => queryClient.invalidateQueries({ queryKey: queryKeys.talks.one(body._student, body.talkType) }),
  });
}
