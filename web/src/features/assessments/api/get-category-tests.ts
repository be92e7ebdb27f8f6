import { useQuery } from '@tanstack/react-query';
import type { AssessmentCategoryTestRow } from '@praxisport/contract/assessments';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/assessment/competencyAssessmentCatTest/{categoryId}/{subTestId}/{testId} (ADM-33, API-72). */
export async function getCategoryTests(categoryId: string, subTestId: string, testId: string, signal?: AbortSignal): Promise<AssessmentCategoryTestRow[]> {
  const path = [categoryId, subTestId, testId].map(encodeURIComponent).join('/');
  const data = await api.get<{ competencyAssessmentTests: AssessmentCategoryTestRow[] }>(`/api/admin/assessment/competencyAssessmentCatTest/${path}`, signal);
  return data.competencyAssessmentTests;
}

export function useCategoryTests(categoryId: string, subTestId: string, testId: string) {
  return useQuery({
    queryKey: queryKeys.assessments.categoryTests(categoryId, subTestId, testId),
    queryFn: ({ signal }) => getCategoryTests(categoryId, subTestId, testId, signal),
    enabled: !!categoryId && !!subTestId && !!testId,
    meta: { silent: true },
  });
}
