import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  KilianStudentsResponse,
  KilianTaskResponse,
  KilianTasksResponse,
  KilianType,
  StartKilianTaskBody,
  StartedKilianTaskResponse,
} from '@praxisport/contract/kilian';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A student's task of one category (API-45, KIL-04); `kilian_task` is null while none was started. */
export const getKilianTask = (studentId: string, kilianType: KilianType, signal?: AbortSignal) =>
  api.get<KilianTaskResponse>(`/api/user/talk/kilianTask/${encodeURIComponent(studentId)}/${kilianType}`, signal);

export function useKilianTask(studentId: string | undefined, kilianType: KilianType | undefined) {
  return useQuery({
    queryKey: queryKeys.kilian.task(studentId ?? '', kilianType ?? ''),
    queryFn: ({ signal }) => getKilianTask(studentId!, kilianType!, signal),
    enabled: !!studentId && !!kilianType,
    meta: { silent: true },
  });
}

/** The students a kilian user may start tasks for (AMB-118). */
export function useKilianStudents(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.kilian.students,
    queryFn: ({ signal }) => api.get<KilianStudentsResponse>('/api/user/talk/kilianTask/students', signal),
    enabled,
    meta: { silent: true },
  });
}

/** The tasks the kilian user started, with their topics (newest first). */
export function useStartedKilianTasks(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.kilian.started,
    queryFn: ({ signal }) => api.get<KilianTasksResponse>('/api/user/talk/kilianTask/started', signal),
    enabled,
    meta: { silent: true },
  });
}

/** A student's started tasks with their topics (the student, the class's teachers, kilian users). */
export function useStudentKilianTasks(studentId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.kilian.ofStudent(studentId ?? ''),
    queryFn: ({ signal }) => api.get<KilianTasksResponse>(`/api/user/talk/kilianTask/${encodeURIComponent(studentId!)}`, signal),
    enabled: !!studentId,
    meta: { silent: true },
  });
}

/** 'Start task' (API-44, KIL-05): the body passed through. */
export const startKilianTask = (body: StartKilianTaskBody) => api.post<StartedKilianTaskResponse>('/api/user/talk/kilianTask/', body);

/** Starting caches the task (KIL-12, AMB-125: the cache is the "shared context"; the URL can fetch it again). */
export function useStartKilianTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startKilianTask,
    // the form shows the refusal itself (KIL-06, KIL-07)
    meta: { silent: true },
    onSuccess: (res) =>
      queryClient.setQueryData<KilianTaskResponse>(queryKeys.kilian.task(res.kilian_task._student, res.kilian_task.kilian_type), (old) =>
        old ? { ...old, kilian_task: res.kilian_task, kilian: res.kilian } : old,
      ),
    onSettled: (_d, _e, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.kilian.task(body._student, body.kilian_type) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.kilian.started }),
        queryClient.invalidateQueries({ queryKey: queryKeys.kilian.ofStudent(body._student) }),
      ]),
  });
}
