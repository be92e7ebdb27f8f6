import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';
import type { ClassesResponse } from './get-my-classes';

/**
 * Every class of the school (GET /api/grade/allClasses; admins read). Shared: the back office's
 * placement search and the audit trail's class filter.
 * @throws ApiError
 */
export const getAllClasses = (signal?: AbortSignal) => api.get<ClassesResponse>('/api/grade/allClasses', signal);

export function useAllClasses() {
  return useQuery({ queryKey: queryKeys.classes.everyClass, queryFn: ({ signal }) => getAllClasses(signal), meta: { silent: true } });
}
