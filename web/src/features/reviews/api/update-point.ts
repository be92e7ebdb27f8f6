import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePointBody } from '@praxisport/contract/reviews';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ItemResponse } from './get-item';

/** Sets a point to `done` (ITEM-03, AMB-51): the explicit value makes a retry harmless. */
export const updatePoint = (body: Required<UpdatePointBody>) => api.put<ItemResponse>('/api/home/updatePoint', body);

/**
 * Shows the switch's new state at once and rolls it back if the server refuses (fast
 * on screen); the lists that show the item's count are refreshed after each change.
 */
export function useUpdatePoint(itemId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.reviews.item(itemId);
  return useMutation({
    mutationFn: (vars: { pointId: string; done: boolean }) => updatePoint({ _item: itemId, _point: vars.pointId, done: vars.done }),
    onMutate: async ({ pointId, done }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ItemResponse>(key);
      queryClient.setQueryData<ItemResponse>(key, (old) =>
        old ? { ...old, item: { ...old.item, points: old.item.points.map((p) => (p._id === pointId ? { ...p, done } : p)) } } : old,
      );
      return { previous };
    },
    onError: (_err, { pointId }, context) => {
      // only this point goes back: later switches keep their optimistic state
      const before = context?.previous?.item.points.find((p) => p._id === pointId);
      queryClient.setQueryData<ItemResponse>(key, (old) =>
        old && before ? { ...old, item: { ...old.item, points: old.item.points.map((p) => (p._id === pointId ? before : p)) } } : old,
      );
    },
    onSuccess: (data, { pointId }) => {
      const saved = data.item.points.find((p) => p._id === pointId);
      queryClient.setQueryData<ItemResponse>(key, (old) =>
        old && saved ? { ...old, item: { ...old.item, points: old.item.points.map((p) => (p._id === pointId ? saved : p)) } } : old,
      );
    },
    onSettled: (data) => {
      if (!data) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.items(data.owner._id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.review(data.owner._id) });
    },
  });
}
