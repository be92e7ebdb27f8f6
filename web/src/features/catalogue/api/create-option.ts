import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCompetencyCatOptionBody, CompetencyCatOptionRow } from '@praxisport/contract/catalogue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/test/competencyCatOption (ADM-14, API-59). */
export async function createOption(body: CreateCompetencyCatOptionBody): Promise<CompetencyCatOptionRow> {
  const data = await api.post<{ competencyCatOption: CompetencyCatOptionRow }>('/api/admin/test/competencyCatOption', body);
  return data.competencyCatOption;
}

/** Appends the new entry to the visible list (ADM-21). */
export function useCreateOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOption,
    onSuccess: (row) => queryClient.setQueryData<CompetencyCatOptionRow[]>(queryKeys.catalogue.options(row._competencyCat), (rows) => (rows ? [...rows, row] : rows)),
  });
}
