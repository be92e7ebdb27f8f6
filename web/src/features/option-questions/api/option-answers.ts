import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OptionAnswerRow,
  OptionAnswersResponse,
  OptionExtrasResponse,
  SaveOptionAnswerBody,
  SaveOptionExtrasBody,
} from '@praxisport/contract/option-questions';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const path = (studentId: string, set: string) => `/api/user/optionAnswers/${encodeURIComponent(studentId)}/${encodeURIComponent(set)}`;

/** A student's answers of a set (API-P18, AMB-100). */
export function useOptionAnswers(studentId: string | undefined, set: string | undefined) {
  return useQuery({
    queryKey: queryKeys.optionQuestions.answers(studentId ?? '', set ?? ''),
    queryFn: ({ signal }) => api.get<OptionAnswersResponse>(path(studentId!, set!), signal),
    enabled: !!studentId && !!set,
    meta: { silent: true },
  });
}

/** Saves one question's answer (API-P19). */
export function useSaveAnswer(studentId: string, set: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveOptionAnswerBody) => api.put<{ answer: OptionAnswerRow }>(path(studentId, set), body),
    onSuccess: ({ answer }) =>
      queryClient.setQueryData<OptionAnswersResponse>(queryKeys.optionQuestions.answers(studentId, set), (old) =>
        old ? { ...old, answers: [...old.answers.filter((a) => a.question !== answer.question), answer].sort((a, b) => a.question.localeCompare(b.question)) } : old,
      ),
  });
}

/** Saves the set's KR choice or pictures (OPTQ-03, OPTQ-04). */
export function useSaveExtras(studentId: string, set: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveOptionExtrasBody) => api.put<OptionExtrasResponse>(`${path(studentId, set)}/extras`, body),
    onSuccess: (extras) =>
      queryClient.setQueryData<OptionAnswersResponse>(queryKeys.optionQuestions.answers(studentId, set), (old) => (old ? { ...old, ...extras } : old)),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.optionQuestions.answers(studentId, set) }),
  });
}
