import { useQuery } from '@tanstack/react-query';
import type { PortfolioItemRef } from '@praxisport/contract/lfce';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/registerAnalysis/allTrainingPortfolioItems: the learning objectives to choose from (LFCE-07, API-34). */
export async function getPortfolioItemRefs(signal?: AbortSignal): Promise<PortfolioItemRef[]> {
  const data = await api.get<{ trainingPortfolioItems: PortfolioItemRef[] }>('/api/admin/registerAnalysis/allTrainingPortfolioItems', signal);
  return data.trainingPortfolioItems;
}

export function usePortfolioItemRefs() {
  return useQuery({ queryKey: queryKeys.lfce.portfolioItems, queryFn: ({ signal }) => getPortfolioItemRefs(signal), meta: { silent: true } });
}
