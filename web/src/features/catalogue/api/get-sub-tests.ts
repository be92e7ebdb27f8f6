import { useQuery } from '@tanstack/react-query';
import type { CompetencyCatOptionSubTestRow } from '@praxisport/contract/catalogue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/test/competencyCatOptionSubTest: every sub-test, filtered by the selected test on the page (ADM-12, API-64). */
export async function getSubTests(signal?: AbortSignal): Promise<CompetencyCatOptionSubTestRow[]> {
  const data = await api.get<{ competencyCatOptionSubTests: CompetencyCatOptionSubTestRow[] }>('/api/admin/test/competencyCatOptionSubTest', signal);
  return data.competencyCatOptionSubTests;
}

export function useSubTests() {
  return useQuery({
    queryKey: queryKeys.catalogue.subTests,
    queryFn: ({ signal }) => getSubTests(signal),
    meta: { silent: true },
  });
}
