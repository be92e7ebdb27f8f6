import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortfolioItemRow, UpdatePortfolioItemBody } from '@praxisport/contract/portfolio';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/admin/trainingPortfolio/items/{itemId} (ADM-29, AMB-91, API-81). */
export async function updatePortfolioItem({ id, body }: { id: string; body: UpdatePortfolioItemBody }): Promise<PortfolioItemRow> {
  const data = await api.patch<{ trainingPortfolioItem: PortfolioItemRow }>(`/api/admin/trainingPortfolio/items/${encodeURIComponent(id)}`, body);
  return data.trainingPortfolioItem;
}

/** Replaces the item in its category's list. */
export function useUpdatePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePortfolioItem,
    onSuccess: (item) =>
      queryClient.setQueryData<PortfolioItemRow[]>(queryKeys.portfolio.items(item._trainingPortfolioCategory), (rows) => rows?.map((r) => (r._id === item._id ? item : r))),
  });
}
