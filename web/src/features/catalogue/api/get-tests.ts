import { useQuery } from '@tanstack/react-query';
import type { CompetencyCatOptionTestRow } from '@praxisport/contract/catalogue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/test/competencyCatOptionTest/{optionId} (ADM-11, API-61). */
export async function getTests(optionId: string, signal?: AbortSignal): Promise<CompetencyCatOptionTestRow[]> {
  const data = await api.get<{ competencyCatOptionTests: CompetencyCatOptionTestRow[] }>(`/api/admin/test/competencyCatOptionTest/${encodeURIComponent(optionId)}`, signal);
  return data.competencyCatOptionTests;
}

export function useTests(optionId: string) {
  return useQuery({
    queryKey: queryKeys.catalogue.tests(optionId),
    queryFn: ({ signal }) => getTests(optionId, signal),
    enabled: !!optionId,
    meta: { silent: true },
  });
}
