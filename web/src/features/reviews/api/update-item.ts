import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateItemBody } from '@praxisport/contract/reviews';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ItemResponse } from './get-item';

/** Saves an item's description (ITEM-12). */
export const updateItem = (body: UpdateItemBody) => api.put<ItemResponse>('/api/home/item/update', body);

export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: UpdateItemBody['item']) => updateItem({ item }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.reviews.item(data.item._id), data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.items(data.owner._id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.review(data.owner._id) });
    },
  });
}
