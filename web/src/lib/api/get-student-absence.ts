import { useQuery } from '@tanstack/react-query';
import type { StudentAbsence } from '@praxisport/contract/attendance';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * A student's own absence figures. Shared: the student home shows them, the register
 * analysis feature shows a class's; pages read them from here.
 * @throws ApiError
 */
export const getStudentAbsence = (studentId: string, signal?: AbortSignal) =>
  api.get<{ statistics: StudentAbsence }>(`/api/grade/attendance/statistics/student/${encodeURIComponent(studentId)}`, signal);

export function useStudentAbsence(studentId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.attendance.studentStatistics(studentId ?? ''),
    queryFn: ({ signal }) => getStudentAbsence(studentId!, signal),
    enabled: !!studentId,
    meta: { silent: true },
  });
}
