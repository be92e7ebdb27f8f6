import { useQuery } from '@tanstack/react-query';
import type { AssessmentOptionRow } from '@praxisport/contract/assessments';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/assessment/competencyAssessmentCategoryOptions/{categoryTestId} (ADM-37, API-74). */
export async function getAssessmentOptions(categoryTestId: string, signal?: AbortSignal): Promise<AssessmentOptionRow[]> {
  const data = await api.get<{ competencyTestOptions: AssessmentOptionRow[] }>(`/api/admin/assessment/competencyAssessmentCategoryOptions/${encodeURIComponent(categoryTestId)}`, signal);
  return data.competencyTestOptions;
}

export function useAssessmentOptions(categoryTestId: string) {
  return useQuery({
    queryKey: queryKeys.assessments.options(categoryTestId),
    queryFn: ({ signal }) => getAssessmentOptions(categoryTestId, signal),
    enabled: !!categoryTestId,
    meta: { silent: true },
  });
}
