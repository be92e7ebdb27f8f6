import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCompetencyCatOptionTestBody, CompetencyCatOptionTestRow } from '@praxisport/contract/catalogue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/test/competencyCatOptionTest (ADM-14, API-62). */
export async function createTest(body: CreateCompetencyCatOptionTestBody): Promise<CompetencyCatOptionTestRow> {
  const data = await api.post<{ competencyCatOptionTest: CompetencyCatOptionTestRow }>('/api/admin/test/competencyCatOptionTest', body);
  return data.competencyCatOptionTest;
}

/** Appends the new entry to the visible list (ADM-21). */
export function useCreateTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTest,
    onSuccess: (row) => queryClient.setQueryData<CompetencyCatOptionTestRow[]>(queryKeys.catalogue.tests(row._competencyCategoryOption), (rows) => (rows ? [...rows, row] : rows)),
  });
}
