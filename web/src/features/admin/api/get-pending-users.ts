import { useQuery } from '@tanstack/react-query';
import type { PendingUser } from '@praxisport/contract/users';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { PendingUser };

/** GET /api/admin/users/pending: staff accounts waiting for approval (API-P21, SEC-10). */
export async function getPendingUsers(signal?: AbortSignal): Promise<PendingUser[]> {
  const data = await api.get<{ users: PendingUser[] }>('/api/admin/users/pending', signal);
  return data.users;
}

export function usePendingUsers() {
  // silent: the page shows a failure through QueryState
  return useQuery({ queryKey: queryKeys.admin.pendingUsers, queryFn: ({ signal }) => getPendingUsers(signal), meta: { silent: true } });
}
