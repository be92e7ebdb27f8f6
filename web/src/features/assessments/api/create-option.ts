import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAssessmentOptionBody, AssessmentOptionRow } from '@praxisport/contract/assessments';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/assessment/competencyAssessmentCategoryOption (ADM-40, API-75). */
export async function createAssessmentOption(body: CreateAssessmentOptionBody): Promise<AssessmentOptionRow> {
  const data = await api.post<{ competencyTestOption: AssessmentOptionRow }>('/api/admin/assessment/competencyAssessmentCategoryOption', body);
  return data.competencyTestOption;
}

/** Appends the new entry to the visible list (ADM-21). */
export function useCreateAssessmentOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessmentOption,
    onSuccess: (row) => queryClient.setQueryData<AssessmentOptionRow[]>(queryKeys.assessments.options(row._competencyAssessmentCategoryTest), (rows) => (rows ? [...rows, row] : rows)),
  });
}
