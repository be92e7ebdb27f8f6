import { useQuery } from '@tanstack/react-query';
import type { studentsResponse } from '@praxisport/contract/classes';
import type { z } from 'zod';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export type StudentsResponse = z.infer<typeof studentsResponse>;

/**
 * The students of a class and the class itself (GET /api/user/students/{classId}, STU-05, AMB-36).
 * Shared: the class pages and the back office's placement search.
 * @throws ApiError
 */
export const getClassStudents = (classId: string, signal?: AbortSignal) =>
  api.get<StudentsResponse>(`/api/user/students/${encodeURIComponent(classId)}`, signal);

/** `silent`: the page itself reports 403/404 (AMB-37), so the global alert stays quiet. */
export function useClassStudents(classId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.classes.students(classId ?? ''),
    queryFn: ({ signal }) => getClassStudents(classId!, signal),
    enabled: !!classId,
    meta: { silent: true },
  });
}
