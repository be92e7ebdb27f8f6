import { useQuery } from '@tanstack/react-query';
import type { ClassAbsence } from '@praxisport/contract/attendance';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The absence statistics of a class. */
export const getClassAbsence = (classId: string, signal?: AbortSignal) =>
  api.get<{ statistics: ClassAbsence }>(`/api/grade/attendance/statistics/${encodeURIComponent(classId)}`, signal);

export function useClassAbsence(classId: string) {
  return useQuery({ queryKey: queryKeys.attendance.classStatistics(classId), queryFn: ({ signal }) => getClassAbsence(classId, signal), meta: { silent: true } });
}
