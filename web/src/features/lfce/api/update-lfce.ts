import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateLfceBody } from '@praxisport/contract/lfce';
import type { LfceRow } from '@praxisport/contract/register-analysis';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/admin/registerAnalysis/lfce: the LFCE with its learning objectives reduced to ids (LFCE-14, AMB-135). */
export async function updateLfce(body: UpdateLfceBody): Promise<LfceRow> {
  const data = await api.patch<{ lfce: LfceRow }>('/api/admin/registerAnalysis/lfce', body);
  return data.lfce;
}

/** Replaces the entry (LFCE-15). */
export function useUpdateLfce() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLfce,
    onSuccess: (lfce) => queryClient.setQueryData<LfceRow[]>(queryKeys.lfce.list, (rows) => rows?.map((r) => (r._id === lfce._id ? lfce : r))),
  });
}
