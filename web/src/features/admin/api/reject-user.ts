import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountRow } from '@praxisport/contract/admin';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/admin/users/{userId}/reject (accounts, ADR 014). */
export async function rejectUser(userId: string): Promise<AccountRow> {
  const data = await api.patch<{ user: AccountRow }>(`/api/admin/users/${encodeURIComponent(userId)}/reject`);
  return data.user;
}

export function useRejectUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.accounts });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.pendingUsers });
    },
  });
}
