import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountRow } from '@praxisport/contract/admin';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/admin/users/{userId}/reactivate (accounts, ADR 014). */
export async function reactivateUser(userId: string): Promise<AccountRow> {
  const data = await api.patch<{ user: AccountRow }>(`/api/admin/users/${encodeURIComponent(userId)}/reactivate`);
  return data.user;
}

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.accounts });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.pendingUsers });
    },
  });
}
