import { useQuery } from '@tanstack/react-query';
import type { AttendanceByDateResponse } from '@praxisport/contract/attendance';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The students of a class and its attendance of a day (ATT-02, API-26). */
export const getAttendance = (classId: string, date: string, signal?: AbortSignal) =>
  api.get<AttendanceByDateResponse>(`/api/grade/attendance/byDate/${encodeURIComponent(date)}/${encodeURIComponent(classId)}`, signal);

export function useAttendance(classId: string, date: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.attendance.byDate(classId, date),
    queryFn: ({ signal }) => getAttendance(classId, date, signal),
    enabled,
    meta: { silent: true },
  });
}
