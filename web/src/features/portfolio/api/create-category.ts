import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePortfolioCategoryBody, PortfolioCategoryRow } from '@praxisport/contract/portfolio';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/trainingPortfolio/category (ADM-24, API-77). */
export async function createPortfolioCategory(body: CreatePortfolioCategoryBody): Promise<PortfolioCategoryRow> {
  const data = await api.post<{ trainingPortfolioCategory: PortfolioCategoryRow }>('/api/admin/trainingPortfolio/category', body);
  return data.trainingPortfolioCategory;
}

/** Appends the new entry to the visible list (ADM-21). */
export function useCreatePortfolioCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPortfolioCategory,
    onSuccess: (row) => queryClient.setQueryData<PortfolioCategoryRow[]>(queryKeys.portfolio.categories, (rows) => (rows ? [...rows, row] : rows)),
  });
}
