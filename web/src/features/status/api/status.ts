import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassStatusResponse, DueResponse, StudentStatusResponse, TrainingBody, TrainingRow } from '@praxisport/contract/status';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const id = encodeURIComponent;

/** An apprentice's Ausbildungsstand: the six parts with their lights and figures. */
export function useStudentStatus(studentId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.status.student(studentId ?? ''),
    queryFn: ({ signal }) => api.get<StudentStatusResponse>(`/api/status/${id(studentId!)}`, signal),
    enabled: !!studentId,
    meta: { silent: true },
  });
}

/** Every apprentice of a class with the six lights. */
export function useClassStatus(classId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.status.class(classId ?? ''),
    queryFn: ({ signal }) => api.get<ClassStatusResponse>(`/api/status/class/${id(classId!)}`, signal),
    enabled: !!classId,
    meta: { silent: true },
  });
}

/** The supervisor's "Was ist fällig" across the classes they created. */
export function useDue() {
  return useQuery({
    queryKey: queryKeys.status.due,
    queryFn: ({ signal }) => api.get<DueResponse>('/api/status/due', signal),
    meta: { silent: true },
  });
}

/** The class's supervisor sets the training period; every status (the class's, the due list) follows from it. */
export function useSetTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, body }: { studentId: string; body: TrainingBody }) => api.put<{ training: TrainingRow }>(`/api/status/${id(studentId)}/training`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.status.all }),
  });
}

export const certificateHref = (studentId: string, year: number) => `/api/status/${id(studentId)}/certificate/${year}`;
export const classCsvHref = (classId: string) => `/api/status/class/${id(classId)}/csv`;
