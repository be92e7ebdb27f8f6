import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@praxisport/contract/auth';
import { api } from '../../../lib/api-client';

/** The student whose comments are shown, for the page's subtitle (GET /user/byId/{id}). */
export const getStudent = (id: string, signal?: AbortSignal) => api.get<{ user: PublicUser }>(`/api/user/byId/${encodeURIComponent(id)}`, signal);

/** Same key as the student home's query, so the two share the cache. Silent: the name is optional. */
export function useStudent(id: string | undefined) {
  return useQuery({
    queryKey: ['users', id ?? ''],
    queryFn: ({ signal }) => getStudent(id!, signal),
    enabled: !!id,
    meta: { silent: true },
  });
}
