import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateKilianBody } from '@praxisport/contract/admin';
import type { PublicUser } from '@praxisport/contract/users';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/users: a kilian account with a one-time password (API-P23, ADR 014). */
export async function createKilian(body: CreateKilianBody): Promise<PublicUser> {
  const data = await api.post<{ user: PublicUser }>('/api/admin/users', { ...body, userType: 'kilian' });
  return data.user;
}

export function useCreateKilian() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createKilian, onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.accounts }) });
}
