import { useQuery } from '@tanstack/react-query';
import type { AuditEventsResponse } from '@praxisport/contract/audit';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/audit/attendance/{classId}/{date}: every save of the day, while `enabled`. */
export function useAttendanceHistory(classId: string, date: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.audit.attendance(classId, date),
    queryFn: ({ signal }) => api.get<AuditEventsResponse>(`/api/audit/attendance/${encodeURIComponent(classId)}/${encodeURIComponent(date)}`, signal),
    enabled,
    meta: { silent: true },
  });
}
