import { useQuery } from '@tanstack/react-query';
import type { LfceRow } from '@praxisport/contract/register-analysis';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The LF/CE choices (RA-09, API-31). */
export const getLfces = (signal?: AbortSignal) => api.get<{ lfces: LfceRow[] }>('/api/admin/registerAnalysis/lfce', signal);

export function useLfces() {
  return useQuery({ queryKey: queryKeys.registerAnalysis.lfces, queryFn: ({ signal }) => getLfces(signal), staleTime: 10 * 60_000, meta: { silent: true } });
}
