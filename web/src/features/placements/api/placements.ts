import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AbsenceBody,
  ClassPlanResponse,
  DecideGuidanceBody,
  GuidanceBody,
  GuidanceRow,
  PlacementBody,
  PlacementRow,
  ProviderBody,
  ProviderRow,
} from '@praxisport/contract/placements';
import { api, apiRequest } from '../../../lib/api-client';
import { sendOrQueue, type Line } from '../../../lib/offline';
import { queryKeys } from '../../../lib/query-keys';

const id = encodeURIComponent;

/** A class's calendar and proof table. */
export function useClassPlan(classId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.placements.class(classId ?? ''),
    queryFn: ({ signal }) => api.get<ClassPlanResponse>(`/api/placements/class/${id(classId!)}`, signal),
    enabled: !!classId,
    meta: { silent: true },
  });
}

export function useProviders(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.placements.providers,
    queryFn: ({ signal }) => api.get<{ providers: ProviderRow[] }>('/api/placements/providers', signal),
    enabled,
  });
}

export const proofPdfHref = (studentId: string) => `/api/placements/student/${id(studentId)}/pdf`;
export const classCsvHref = (classId: string) => `/api/placements/class/${id(classId)}/csv`;

function useInvalidating<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  // the training status is computed from the placements, their guidance and absences
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.placements.all }), queryClient.invalidateQueries({ queryKey: queryKeys.status.all })]),
  });
}

export const useAddProvider = () => useInvalidating((body: ProviderBody) => api.post<{ provider: ProviderRow }>('/api/placements/providers', body));
export const usePlanPlacement = () =>
  useInvalidating(({ studentId, placementId, body }: { studentId: string; placementId?: string; body: PlacementBody }) =>
    placementId ? api.put(`/api/placements/${id(placementId)}`, body) : api.post(`/api/placements/student/${id(studentId)}`, body),
  );
export const useDeletePlacement = () => useInvalidating((placementId: string) => apiRequest<{ ok: true }>(`/api/placements/${id(placementId)}`, { method: 'DELETE' }));
export const guidanceScope = (placementId: string) => `guidance:${placementId}`;

export interface RecordGuidanceVars {
  placement: Pick<PlacementRow, '_id' | '_student'>;
  body: GuidanceBody;
  /** What the person entered, in their words, for the queue and a conflict. */
  label: string;
  mine: Line[];
}

/** The instructor records guidance; without a connection it waits on the device (decision 031), each record its own write. */
export const useRecordGuidance = () =>
  useInvalidating(({ placement, body, label, mine }: RecordGuidanceVars) =>
    sendOrQueue<{ guidance: GuidanceRow }>({
      kind: 'guidance',
      method: 'POST',
      path: `/api/placements/${id(placement._id)}/guidance`,
      body,
      label,
      mine,
      scope: `${guidanceScope(placement._id)}:${Date.now()}`,
      href: `/placements/${placement._student}`,
      ref: { studentId: placement._student, placementId: placement._id },
      invalidate: [[...queryKeys.placements.all], [...queryKeys.status.all]],
    }),
  );
export const useDecideGuidance = () =>
  useInvalidating(({ recordId, body }: { recordId: string; body: DecideGuidanceBody }) => api.put<{ guidance: GuidanceRow }>(`/api/placements/guidance/${id(recordId)}`, body));
export const useRecordAbsence = () =>
  useInvalidating(({ placementId, body }: { placementId: string; body: AbsenceBody }) => api.post(`/api/placements/${id(placementId)}/absences`, body));

