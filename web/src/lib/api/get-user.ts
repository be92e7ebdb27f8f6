import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@praxisport/contract/users';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export type UserResponse = { user: PublicUser };

/**
 * GET /api/user/byId/{id} (STU-11): the student themself and teachers of their class (AMB-47).
 * Shared: the student home shows the user, the comments page names them; pages read it from here
 * instead of each feature copying the call.
 * @throws ApiError
 */
export const getUser = (id: string, signal?: AbortSignal) => api.get<UserResponse>(`/api/user/byId/${encodeURIComponent(id)}`, signal);

/** `silent`: the page shows 403/404 itself (QueryState). */
export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.users.byId(id ?? ''),
    queryFn: ({ signal }) => getUser(id!, signal),
    enabled: !!id,
    meta: { silent: true },
  });
}
