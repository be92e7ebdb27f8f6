import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@praxisport/contract/auth';
import { api } from '../../../lib/api-client';

export type UserResponse = { user: PublicUser };

/** One user by id (STU-11); the server allows the student themself and teachers of their class (AMB-47). */
export const getUser = (id: string, signal?: AbortSignal) => api.get<UserResponse>(`/api/user/byId/${encodeURIComponent(id)}`, signal);

/** `silent`: the page shows 403/404 itself. */
export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: ['users', id ?? ''],
    queryFn: ({ signal }) => getUser(id!, signal),
    enabled: !!id,
    meta: { silent: true },
  });
}
