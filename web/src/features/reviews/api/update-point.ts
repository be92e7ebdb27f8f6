import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePointBody } from '@praxisport/contract/reviews';
import i18n from '../../../lib/i18n';
import { sendOrQueue } from '../../../lib/offline';
import { queryKeys } from '../../../lib/query-keys';
import type { ItemResponse } from './get-item';

export const pointScope = (itemId: string, pointId: string) => `point:${itemId}:${pointId}`;

/**
 * Sets a point to `done` (ITEM-03, AMB-51): the explicit value makes a retry harmless; without a
 * connection the switch waits on the device (decision 031).
 */
export const updatePoint = (body: Required<UpdatePointBody>, name: string) =>
  sendOrQueue<ItemResponse>({
    kind: 'point',
    method: 'PUT',
    path: '/api/home/updatePoint',
    body,
    label: i18n.t('offline.label.point', { name }),
    mine: [{ label: name, value: i18n.t(body.done ? 'offline.done' : 'offline.open') }],
    scope: pointScope(body._item, body._point),
    href: `/itema/${body._item}`,
    ref: { itemId: body._item, pointId: body._point },
    invalidate: [[...queryKeys.reviews.item(body._item)], [...queryKeys.reviews.all]],
  });

/**
 * Shows the switch's new state at once and rolls it back if the server refuses (fast
 * on screen); the lists that show the item's count are refreshed after each change.
 */
export function useUpdatePoint(itemId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.reviews.item(itemId);
  return useMutation({
    mutationFn: (vars: { pointId: string; done: boolean; name: string }) => updatePoint({ _item: itemId, _point: vars.pointId, done: vars.done }, vars.name),
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
    // a queued switch keeps its new state (kept on the device with the query data)
    onSuccess: (sent, { pointId }) => {
      if (sent.queued) return;
      const saved = sent.data.item.points.find((p) => p._id === pointId);
      queryClient.setQueryData<ItemResponse>(key, (old) =>
        old && saved ? { ...old, item: { ...old.item, points: old.item.points.map((p) => (p._id === pointId ? saved : p)) } } : old,
      );
    },
    onSettled: (sent) => {
      if (!sent || sent.queued) return;
      const { data } = sent;
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.items(data.owner._id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.review(data.owner._id) });
    },
  });
}
