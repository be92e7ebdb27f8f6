import { useQuery } from '@tanstack/react-query';
import type { VisitsResponse } from '@praxisport/contract/visits';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /api/visits/student/{studentId}: the school's visits to the student's placements and whether the
 * caller records them (the class's supervisor). Shared: the visits page records and removes them, the
 * placements page shows them read-only on each placement.
 * @throws ApiError
 */
export const getStudentVisits = (studentId: string, signal?: AbortSignal) => api.get<VisitsResponse>(`/api/visits/student/${encodeURIComponent(studentId)}`, signal);

/** `silent`: the visits page shows 403/404 itself (QueryState); the placements page shows them only when they load. */
export function useStudentVisits(studentId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.visits.student(studentId ?? ''),
    queryFn: ({ signal }) => getStudentVisits(studentId!, signal),
    enabled: !!studentId,
    meta: { silent: true },
  });
}
