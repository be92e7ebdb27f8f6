import { useQuery } from '@tanstack/react-query';
import type { SubTestLinks } from '@praxisport/contract/catalogue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/test/subTestLinks/{testId}/{subTestId} (ADM-17, AMB-116, API-66). */
export async function getSubTestLinks(testId: string, subTestId: string, signal?: AbortSignal): Promise<SubTestLinks> {
  const data = await api.get<{ links: SubTestLinks }>(`/api/admin/test/subTestLinks/${encodeURIComponent(testId)}/${encodeURIComponent(subTestId)}`, signal);
  return data.links;
}

export function useSubTestLinks(testId: string, subTestId: string) {
  return useQuery({
    queryKey: queryKeys.catalogue.links(testId, subTestId),
    queryFn: ({ signal }) => getSubTestLinks(testId, subTestId, signal),
    meta: { silent: true },
    // the editor always starts from what is stored
    staleTime: 0,
    gcTime: 0,
  });
}
