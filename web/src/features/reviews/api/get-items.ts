import { useQuery } from '@tanstack/react-query';
import type { ItemRow } from '@praxisport/contract/reviews';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ItemsOwner = { _id: string; fName?: string; rName?: string; _student: string };
export type ItemsResponse = { items: ItemRow[]; owner: ItemsOwner };

/** The items of a form, or of a review: the call accepts either id (FORM-09, AMB-49). */
export const getItems = (id: string, signal?: AbortSignal) => api.get<ItemsResponse>(`/api/home/items/${encodeURIComponent(id)}`, signal);

export function useItems(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.reviews.items(id ?? ''),
    queryFn: ({ signal }) => getItems(id!, signal),
    enabled: !!id,
    meta: { silent: true },
  });
}
