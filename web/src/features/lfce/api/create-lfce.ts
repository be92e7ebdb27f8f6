import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLfceBody } from '@praxisport/contract/lfce';
import type { LfceRow } from '@praxisport/contract/register-analysis';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/registerAnalysis/lfce {title, competencyIV, _learningObjectives} (LFCE-12, AMB-131). */
export async function createLfce(body: CreateLfceBody): Promise<LfceRow> {
  const data = await api.post<{ lfce: LfceRow }>('/api/admin/registerAnalysis/lfce', body);
  return data.lfce;
}

/** Appends the new LFCE (LFCE-13). */
export function useCreateLfce() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLfce,
    onSuccess: (lfce) => queryClient.setQueryData<LfceRow[]>(queryKeys.lfce.list, (rows) => (rows ? [...rows, lfce] : rows)),
  });
}
