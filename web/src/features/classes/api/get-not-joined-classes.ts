import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ClassesResponse } from './get-my-classes';

/** The classes a teacher can still join (CLS-05). */
export const getNotJoinedClasses = (userId: string, signal?: AbortSignal) =>
  api.get<ClassesResponse>(`/api/grade/notJoined/${encodeURIComponent(userId)}`, signal);

export function useNotJoinedClasses(userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: queryKeys.classes.notJoined(userId ?? ''),
    meta: { silent: true },
    queryFn: ({ signal }) => getNotJoinedClasses(userId!, signal),
    enabled: !!userId && enabled,
  });
}
