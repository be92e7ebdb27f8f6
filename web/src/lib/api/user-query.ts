import type { QueryClient } from '@tanstack/react-query';
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

/**
 * Starts loading a user whose id has just arrived with other data: a page that names
 * the student of a record would otherwise ask only after rendering the record (at 4× CPU slow-down
 * 0.3 s later on /reviewa). `useUser(id)` then finds it loading or loaded.
 */
export function prefetchUser(queryClient: QueryClient, id: string): void {
  void queryClient.prefetchQuery({ queryKey: queryKeys.users.byId(id), queryFn: ({ signal }) => getUser(id, signal), meta: { silent: true } });
}
