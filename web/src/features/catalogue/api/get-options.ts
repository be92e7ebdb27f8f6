import { useQuery } from '@tanstack/react-query';
import type { CompetencyCatOptionRow } from '@praxisport/contract/catalogue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/test/competencyCatOption/{categoryId} (ADM-10, API-60). */
export async function getOptions(categoryId: string, signal?: AbortSignal): Promise<CompetencyCatOptionRow[]> {
  const data = await api.get<{ competencyCatOptions: CompetencyCatOptionRow[] }>(`/api/admin/test/competencyCatOption/${encodeURIComponent(categoryId)}`, signal);
  return data.competencyCatOptions;
}

export function useOptions(categoryId: string) {
  return useQuery({
    queryKey: queryKeys.catalogue.options(categoryId),
    queryFn: ({ signal }) => getOptions(categoryId, signal),
    enabled: !!categoryId,
    meta: { silent: true },
  });
}
