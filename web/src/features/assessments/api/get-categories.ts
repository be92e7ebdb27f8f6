import { useQuery } from '@tanstack/react-query';
import type { AssessmentCategoryRow } from '@praxisport/contract/assessments';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/assessment/competencyAssessmentCategories/{rootId} (ADM-31, API-68). */
export async function getAssessmentCategories(rootId: string, signal?: AbortSignal): Promise<AssessmentCategoryRow[]> {
  const data = await api.get<{ competencyAssessmentCats: AssessmentCategoryRow[] }>(`/api/admin/assessment/competencyAssessmentCategories/${encodeURIComponent(rootId)}`, signal);
  return data.competencyAssessmentCats;
}

export function useAssessmentCategories(rootId: string) {
  return useQuery({
    queryKey: queryKeys.assessments.categories(rootId),
    queryFn: ({ signal }) => getAssessmentCategories(rootId, signal),
    enabled: !!rootId,
    meta: { silent: true },
  });
}
