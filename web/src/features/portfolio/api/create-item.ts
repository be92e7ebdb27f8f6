import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePortfolioItemBody, PortfolioItemRow } from '@praxisport/contract/portfolio';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/trainingPortfolio/item (ADM-26, API-79). */
export async function createPortfolioItem(body: CreatePortfolioItemBody): Promise<PortfolioItemRow> {
  const data = await api.post<{ trainingPortfolioItem: PortfolioItemRow }>('/api/admin/trainingPortfolio/item', body);
  return data.trainingPortfolioItem;
}

/** Appends the new entry to the visible list (ADM-21). */
export function useCreatePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPortfolioItem,
    onSuccess: (row) => queryClient.setQueryData<PortfolioItemRow[]>(queryKeys.portfolio.items(row._trainingPortfolioCategory), (rows) => (rows ? [...rows, row] : rows)),
  });
}
