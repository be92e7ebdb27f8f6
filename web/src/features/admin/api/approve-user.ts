import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@praxisport/contract/users';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { PendingUser } from './get-pending-users';

/** PATCH /api/admin/users/{userId}/approve (API-P22, SEC-10). */
export async function approveUser(userId: string): Promise<PublicUser> {
  const data = await api.patch<{ user: PublicUser }>(`/api/admin/users/${encodeURIComponent(userId)}/approve`);
  return data.user;
}

/** Approves an account and drops it from the pending list; failures go to the shared handler. */
export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: (user) => {
      queryClient.setQueryData<PendingUser[]>(queryKeys.admin.pendingUsers, (rows) => rows?.filter((r) => r._id !== user._id));
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.accounts });
    },
  });
}
