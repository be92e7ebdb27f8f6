import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEventsResponse } from '@praxisport/contract/audit';
import type { ClassTeachersResponse } from '@praxisport/contract/classes';
import { api, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const enc = encodeURIComponent;

/** GET /api/grade/class/{classId}/teachers: who joined the class (its supervisor). */
export function useClassTeachers(classId: string) {
  return useQuery({
    queryKey: queryKeys.classes.teachers(classId),
    queryFn: ({ signal }) => api.get<ClassTeachersResponse>(`/api/grade/class/${enc(classId)}/teachers`, signal),
    meta: { silent: true },
  });
}

/** GET /api/audit/classes/{classId}: who joined and who was removed, newest first. */
export function useMembershipHistory(classId: string) {
  return useQuery({
    queryKey: queryKeys.audit.classMembers(classId),
    queryFn: ({ signal }) => api.get<AuditEventsResponse>(`/api/audit/classes/${enc(classId)}`, signal),
    meta: { silent: true },
  });
}

/** DELETE /api/grade/class/{classId}/teachers/{teacherId}: the supervisor removes a teacher; answers the remaining ones. */
export function useRemoveClassTeacher(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teacherId: string) => apiRequest<ClassTeachersResponse>(`/api/grade/class/${enc(classId)}/teachers/${enc(teacherId)}`, { method: 'DELETE' }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.classes.teachers(classId), data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.classMembers(classId) });
    },
  });
}
