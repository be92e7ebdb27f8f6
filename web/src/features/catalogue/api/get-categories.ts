import { useQuery } from '@tanstack/react-query';
import type { CompetencyCatRow } from '@praxisport/contract/catalogue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/test/competencyCat (ADM-09, API-58). */
export async function getCategories(signal?: AbortSignal): Promise<CompetencyCatRow[]> {
  const data = await api.get<{ competencyCats: CompetencyCatRow[] }>('/api/admin/test/competencyCat', signal);
  return data.competencyCats;
}

export function useCategories() {
  return useQuery({
    queryKey: queryKeys.catalogue.categories,
    queryFn: ({ signal }) => getCategories(signal),
    meta: { silent: true },
  });
}
