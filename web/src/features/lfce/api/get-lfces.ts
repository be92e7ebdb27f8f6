import { useQuery } from '@tanstack/react-query';
import type { LfceRow } from '@praxisport/contract/register-analysis';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/registerAnalysis/lfce: every LFCE with its learning objectives (LFCE-04, API-31). */
export async function getLfces(signal?: AbortSignal): Promise<LfceRow[]> {
  const data = await api.get<{ lfces: LfceRow[] }>('/api/admin/registerAnalysis/lfce', signal);
  return data.lfces;
}

export function useLfces() {
  return useQuery({ queryKey: queryKeys.lfce.list, queryFn: ({ signal }) => getLfces(signal), meta: { silent: true } });
}
