import { useQuery } from '@tanstack/react-query';
import type { StudentPlanResponse } from '@praxisport/contract/placements';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /api/placements/student/{studentId}: the student's placements, wishes, proof and absences.
 * Shared: the placements page plans and records on it, the visits page lists the placements to visit.
 * @throws ApiError
 */
export const getStudentPlan = (studentId: string, signal?: AbortSignal) => api.get<StudentPlanResponse>(`/api/placements/student/${encodeURIComponent(studentId)}`, signal);

/** `silent`: the page shows 403/404 itself (QueryState). */
export function useStudentPlan(studentId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.placements.student(studentId ?? ''),
    queryFn: ({ signal }) => getStudentPlan(studentId!, signal),
    enabled: !!studentId,
    meta: { silent: true },
  });
}
