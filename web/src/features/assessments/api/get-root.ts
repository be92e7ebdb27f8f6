import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/assessment/root: the catalogue's root id, named by the server (AMB-93, API-P12). */
export async function getAssessmentRoot(signal?: AbortSignal): Promise<string> {
  const data = await api.get<{ rootId: string }>('/api/admin/assessment/root', signal);
  return data.rootId;
}

export function useAssessmentRoot() {
  return useQuery({ queryKey: queryKeys.assessments.root, queryFn: ({ signal }) => getAssessmentRoot(signal), staleTime: Infinity, meta: { silent: true } });
}
