import { useQuery } from '@tanstack/react-query';
import type { classesResponse } from '@praxisport/contract/classes';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ClassesResponse = z.infer<typeof classesResponse>;

/** The user's classes: joined (teacher) or created (supervisor) (CLS-09, AMB-31). */
export const getMyClasses = (userId: string, signal?: AbortSignal) => api.get<ClassesResponse>(`/api/grade/${encodeURIComponent(userId)}`, signal);

export function useMyClasses(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.classes.mine(userId ?? ''),
    meta: { silent: true },
    queryFn: ({ signal }) => getMyClasses(userId!, signal),
    enabled: !!userId,
  });
}
