import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceByDateResponse, AttendanceRecord, SaveAttendanceBody } from '@praxisport/contract/attendance';
import { ApiError, api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Saves the attendance of a class and day over the version the screen loaded (ATT-08, API-27). */
export const saveAttendance = (body: SaveAttendanceBody) => api.put<{ attendance: AttendanceRecord }>('/api/grade/attendance', body);

/** On success the day shows the saved record; on 409 (someone saved in between) the day is loaded again. */
export function useSaveAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttendance,
    onSuccess: ({ attendance }) => {
      queryClient.setQueryData<AttendanceByDateResponse>(queryKeys.attendance.byDate(attendance._grade, attendance.date), (old) =>
        old ? { ...old, attendance } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.attendance.classStatistics(attendance._grade) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.attendance(attendance._grade, attendance.date) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.status.all });
    },
    onError: (err, body) => {
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.attendance.byDate(body._grade, body.date) });
    },
  });
}
