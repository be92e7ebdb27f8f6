import { useQuery } from '@tanstack/react-query';
import type { AnalysisRecord } from '@praxisport/contract/register-analysis';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Every analysis of a class, newest first; teachers get the entries for instructors (RA-07, API-29, AMB-69). */
export const getClassAnalyses = (classId: string, signal?: AbortSignal) =>
  api.get<{ classRegisterAnalysises: AnalysisRecord[] }>(`/api/admin/registerAnalysis/all/${encodeURIComponent(classId)}`, signal);

export function useClassAnalyses(classId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.registerAnalysis.ofClass(classId),
    queryFn: ({ signal }) => getClassAnalyses(classId, signal),
    enabled,
    meta: { silent: true },
  });
}
