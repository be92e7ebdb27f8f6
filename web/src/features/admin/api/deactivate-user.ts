import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountRow } from '@praxisport/contract/admin';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/admin/users/{userId}/deactivate (accounts, ADR 014). */
export async function deactivateUser(userId: string): Promise<AccountRow> {
  const data = await api.patch<{ user: AccountRow }>(`/api/admin/users/${encodeURIComponent(userId)}/deactivate`);
  return data.user;
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.accounts });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.pendingUsers });
    },
  });
}
