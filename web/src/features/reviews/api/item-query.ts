import { queryOptions } from '@tanstack/react-query';
import type { ItemRow } from '@praxisport/contract/reviews';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ItemsOwner } from './get-items';

export type ItemResponse = { item: ItemRow; owner: ItemsOwner };

/** One item with its points (ITEM-02). */
export const getItem = (id: string, signal?: AbortSignal) => api.get<ItemResponse>(`/api/home/item/${encodeURIComponent(id)}`, signal);

/** The item as /itema reads it: its hook and its route's prefetch share the key and the call. */
export const itemQuery = (id: string) => queryOptions({ queryKey: queryKeys.reviews.item(id), queryFn: ({ signal }) => getItem(id, signal), meta: { silent: true } });
