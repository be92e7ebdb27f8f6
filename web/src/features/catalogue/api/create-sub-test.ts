import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSubTestBody, CompetencyCatOptionSubTestRow } from '@praxisport/contract/catalogue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/test/competencyCatOptionSubTest (ADM-14, AMB-128, API-65). */
export async function createSubTest(body: CreateSubTestBody): Promise<CompetencyCatOptionSubTestRow> {
  const data = await api.post<{ competencyCatOptionSubTest: CompetencyCatOptionSubTestRow }>('/api/admin/test/competencyCatOptionSubTest', body);
  return data.competencyCatOptionSubTest;
}

/** Appends the new entry to the visible list (ADM-21). */
export function useCreateSubTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubTest,
    onSuccess: (row) => queryClient.setQueryData<CompetencyCatOptionSubTestRow[]>(queryKeys.catalogue.subTests, (rows) => (rows ? [...rows, row] : rows)),
  });
}
