import { useQuery } from '@tanstack/react-query';
import type { AnalysisRecord } from '@praxisport/contract/register-analysis';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AnalysisByDateResponse = { classRegisterAnalysis: AnalysisRecord | null };

/** The class register analysis of a day (RA-12, API-28). */
export const getAnalysis = (classId: string, date: string, signal?: AbortSignal) =>
  api.get<AnalysisByDateResponse>(`/api/admin/registerAnalysis/byDate/${encodeURIComponent(date)}/${encodeURIComponent(classId)}`, signal);

export function useAnalysis(classId: string, date: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.registerAnalysis.byDate(classId, date),
    queryFn: ({ signal }) => getAnalysis(classId, date, signal),
    enabled,
    meta: { silent: true },
  });
}
