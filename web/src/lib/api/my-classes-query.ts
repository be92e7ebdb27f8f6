import { queryOptions } from '@tanstack/react-query';
import type { classesResponse } from '@praxisport/contract/classes';
import type { z } from 'zod';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export type ClassesResponse = z.infer<typeof classesResponse>;

/**
 * The user's classes: joined (teacher) or created (supervisor) (GET /api/grade/{userId}, CLS-09,
 * AMB-31). Shared: the class pages and the register analysis's class table (STAT-05) list them.
 * @throws ApiError
 */
export const getMyClasses = (userId: string, signal?: AbortSignal) => api.get<ClassesResponse>(`/api/grade/${encodeURIComponent(userId)}`, signal);

/** The user's classes: the hook and the class pages' route prefetch share the key and the call. */
export const myClassesQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.classes.mine(userId), meta: { silent: true }, queryFn: ({ signal }) => getMyClasses(userId, signal) });
