import { useQuery } from '@tanstack/react-query';
import type { PortfolioCategoryRow } from '@praxisport/contract/portfolio';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/trainingPortfolio/categories (ADM-23, API-78). */
export async function getPortfolioCategories(signal?: AbortSignal): Promise<PortfolioCategoryRow[]> {
  const data = await api.get<{ trainingPortfolioCategories: PortfolioCategoryRow[] }>('/api/admin/trainingPortfolio/categories', signal);
  return data.trainingPortfolioCategories;
}

export function usePortfolioCategories() {
  return useQuery({
    queryKey: queryKeys.portfolio.categories,
    queryFn: ({ signal }) => getPortfolioCategories(signal),
    meta: { silent: true },
  });
}
