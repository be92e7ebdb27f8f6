import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pendingUser } from '@praxisport/contract/users';
import { api } from '../../../lib/api-client';

export type PendingUser = z.infer<typeof pendingUser>;

export const pendingUsersKey = ['admin', 'pendingUsers'] as const;

/** GET /api/admin/users/pending: staff accounts waiting for approval (API-P21, SEC-10). */
export async function getPendingUsers(signal?: AbortSignal): Promise<PendingUser[]> {
  const data = await api.get<{ users: PendingUser[] }>('/api/admin/users/pending', signal);
  return data.users;
}

export function usePendingUsers() {
  return useQuery({ queryKey: pendingUsersKey, queryFn: ({ signal }) => getPendingUsers(signal) });
}
