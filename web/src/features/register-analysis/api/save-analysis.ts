import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisRecord, SaveAnalysisBody } from '@praxisport/contract/register-analysis';
import { ApiError, api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Saves the analysis of a day over the version the screen loaded (RA-16, API-30). */
export const saveAnalysis = (body: SaveAnalysisBody) =>
  api.put<{ classRegisterAnalysis: AnalysisRecord }>('/api/admin/registerAnalysis/classRegisterAnalysis', body);

export function useSaveAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnalysis,
    onSuccess: ({ classRegisterAnalysis: saved }) => {
      queryClient.setQueryData(queryKeys.registerAnalysis.byDate(saved._grade, saved.date), { classRegisterAnalysis: saved });
      void queryClient.invalidateQueries({ queryKey: queryKeys.registerAnalysis.ofClass(saved._grade) });
    },
    onError: (err, body) => {
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.registerAnalysis.byDate(body._grade, body.date) });
    },
  });
}
