import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from '../../../lib/i18n';
import type { AttendanceByDateResponse, AttendanceRecord, SaveAttendanceBody } from '@praxisport/contract/attendance';
import { ApiError } from '../../../lib/api-client';
import { formatGermanDate } from '../../../lib/dates';
import { sendOrQueue } from '../../../lib/offline';
import { attendanceLine } from '../../../lib/offline/lines';
import { queryKeys } from '../../../lib/query-keys';

/** The scope of a day's list among the queued writes. */
export const attendanceScope = (classId: string, date: string) => `attendance:${classId}:${date}`;

export interface SaveAttendanceVars {
  body: SaveAttendanceBody;
  /** The students' names, for what the person sees of a queued list. */
  names: Record<string, string>;
  /** The page, for the link back from the sync status. */
  href: string;
}

/**
 * Saves the attendance of a class and day over the version the screen loaded (ATT-08, API-27);
 * without a connection the list waits on the device and is sent when it returns (decision 031).
 */
export const saveAttendance = ({ body, names, href }: SaveAttendanceVars) =>
  sendOrQueue<{ attendance: AttendanceRecord }>({
    kind: 'attendance',
    method: 'PUT',
    path: '/api/grade/attendance',
    body,
    label: i18n.t('offline.label.attendance', { date: formatGermanDate(body.date) }),
    mine: Object.entries(body.attendance).map(([id, entry]) => attendanceLine(names[id] ?? id, entry)),
    scope: attendanceScope(body._grade, body.date),
    href,
    ref: { classId: body._grade, date: body.date },
    invalidate: [[...queryKeys.attendance.byDate(body._grade, body.date)], [...queryKeys.attendance.classStatistics(body._grade)], [...queryKeys.status.all]],
  });

/**
 * On success the day shows the saved record; a queued list shows as entered (and stays so after a
 * reload: the query data is kept on the device); on 409 (someone saved in between) the day is loaded again.
 */
export function useSaveAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttendance,
    onSuccess: (sent, { body }) => {
      const key = queryKeys.attendance.byDate(body._grade, body.date);
      if (sent.queued) {
        queryClient.setQueryData<AttendanceByDateResponse>(key, (old) =>
          old
            ? {
                ...old,
                attendance: { _id: old.attendance?._id ?? '', _grade: body._grade, date: body.date, _teacher: old.attendance?._teacher ?? null, version: old.attendance?.version ?? 0, updatedAt: old.attendance?.updatedAt ?? '', attendance: body.attendance },
              }
            : old,
        );
        return;
      }
      const { attendance } = sent.data;
      queryClient.setQueryData<AttendanceByDateResponse>(key, (old) => (old ? { ...old, attendance } : old));
      void queryClient.invalidateQueries({ queryKey: queryKeys.attendance.classStatistics(attendance._grade) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.attendance(attendance._grade, attendance.date) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.status.all });
    },
    onError: (err, { body }) => {
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.attendance.byDate(body._grade, body.date) });
    },
  });
}
