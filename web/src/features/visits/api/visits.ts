import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisitBody, VisitRow } from '@praxisport/contract/visits';
import { api, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const id = encodeURIComponent;

/** Every list of visits (this page's, the placements page's) and the training status show the change. */
function useInvalidating<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.visits.all }), queryClient.invalidateQueries({ queryKey: queryKeys.status.all })]),
  });
}

/** The class's supervisor records a visit to a placement. */
export const useRecordVisit = () =>
  useInvalidating(({ placementId, body }: { placementId: string; body: VisitBody }) => api.post<{ visit: VisitRow }>(`/api/visits/placement/${id(placementId)}`, body));

/** The class's supervisor removes a mistaken visit. */
export const useRemoveVisit = () => useInvalidating((visitId: string) => apiRequest<{ ok: true }>(`/api/visits/${id(visitId)}`, { method: 'DELETE' }));
