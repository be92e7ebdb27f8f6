import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCompetencyCatBody, CompetencyCatRow } from '@praxisport/contract/catalogue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/test/competencyCat (ADM-14, API-57). */
export async function createCategory(body: CreateCompetencyCatBody): Promise<CompetencyCatRow> {
  const data = await api.post<{ competencyCat: CompetencyCatRow }>('/api/admin/test/competencyCat', body);
  return data.competencyCat;
}

/** Appends the new entry to the visible list (ADM-21). */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (row) => queryClient.setQueryData<CompetencyCatRow[]>(queryKeys.catalogue.categories, (rows) => (rows ? [...rows, row] : rows)),
  });
}
