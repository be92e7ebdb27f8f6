import { useQuery } from '@tanstack/react-query';
import type { AssessmentProgressResponse } from '@praxisport/contract/assessments';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * Progress at a glance: per competency category, how many required category tests are
 * graded, for a student or summed over a class. Shared: the student home and the class screen show it.
 * @throws ApiError
 */
export const getStudentProgress = (studentId: string, signal?: AbortSignal) =>
  api.get<AssessmentProgressResponse>(`/api/teacher/assessment/progress/${encodeURIComponent(studentId)}`, signal);
export const getClassProgress = (classId: string, signal?: AbortSignal) =>
  api.get<AssessmentProgressResponse>(`/api/teacher/assessment/classProgress/${encodeURIComponent(classId)}`, signal);

export function useAssessmentProgress(of: { studentId: string } | { classId: string }) {
  const isClass = 'classId' in of;
  const id = isClass ? of.classId : of.studentId;
  return useQuery({
    queryKey: isClass ? queryKeys.grading.classProgress(id) : queryKeys.grading.progress(id),
    queryFn: ({ signal }) => (isClass ? getClassProgress(id, signal) : getStudentProgress(id, signal)),
    enabled: !!id,
    meta: { silent: true },
  });
}
