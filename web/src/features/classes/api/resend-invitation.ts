import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/grade/{classId}/students/{studentId}/invitation: a new 7-day link for an imported student. */
export function useResendInvitation(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => api.post<null>(`/api/grade/${encodeURIComponent(classId)}/students/${encodeURIComponent(studentId)}/invitation`),
    // an invitation accepted meanwhile answers 400: the list then shows it without the button
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.classes.students(classId) }),
  });
}
