import { useQuery } from '@tanstack/react-query';
import type { PortfolioItemRow } from '@praxisport/contract/portfolio';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/trainingPortfolio/items/{categoryId} (ADM-25, API-80). */
export async function getPortfolioItems(categoryId: string, signal?: AbortSignal): Promise<PortfolioItemRow[]> {
  const data = await api.get<{ trainingPortfolioItems: PortfolioItemRow[] }>(`/api/admin/trainingPortfolio/items/${encodeURIComponent(categoryId)}`, signal);
  return data.trainingPortfolioItems;
}

export function usePortfolioItems(categoryId: string) {
  return useQuery({
    queryKey: queryKeys.portfolio.items(categoryId),
    queryFn: ({ signal }) => getPortfolioItems(categoryId, signal),
    enabled: !!categoryId,
    meta: { silent: true },
  });
}
