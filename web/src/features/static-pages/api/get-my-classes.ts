import { useQuery } from '@tanstack/react-query';
import type { classesResponse } from '@praxisport/contract/classes';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ClassesResponse = z.infer<typeof classesResponse>;

/** The user's classes (GET /api/grade/{userId}, CLS-09) for the class table of /registeranalysis/{other} (STAT-05). */
export const getMyClasses = (userId: string, signal?: AbortSignal) => api.get<ClassesResponse>(`/api/grade/${encodeURIComponent(userId)}`, signal);

export function useMyClasses(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.classes.mine(userId ?? ''),
    meta: { silent: true },
    queryFn: ({ signal }) => getMyClasses(userId!, signal),
    enabled: !!userId,
  });
}
