import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAssessmentCategoryBody, AssessmentCategoryRow } from '@praxisport/contract/assessments';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/assessment/competencyAssessmentCategory (ADM-32, API-71). */
export async function createAssessmentCategory(body: CreateAssessmentCategoryBody): Promise<AssessmentCategoryRow> {
  const data = await api.post<{ competencyAssessmentCat: AssessmentCategoryRow }>('/api/admin/assessment/competencyAssessmentCategory', body);
  return data.competencyAssessmentCat;
}

/** Appends the new entry to the visible list (ADM-21). */
export function useCreateAssessmentCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessmentCategory,
    onSuccess: (row) => queryClient.setQueriesData<AssessmentCategoryRow[]>({ queryKey: queryKeys.assessments.allCategories }, (rows) => (rows ? [...rows, row] : rows)),
  });
}
