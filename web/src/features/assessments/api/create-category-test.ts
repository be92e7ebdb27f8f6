import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentCategoryTestRow, CreateAssessmentCategoryTestBody } from '@praxisport/contract/assessments';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/assessment/competencyAssessmentCatTest (ADM-34, API-73). */
export async function createCategoryTest(body: CreateAssessmentCategoryTestBody): Promise<AssessmentCategoryTestRow> {
  const data = await api.post<{ competencyAssessmentTest: AssessmentCategoryTestRow }>('/api/admin/assessment/competencyAssessmentCatTest', body);
  return data.competencyAssessmentTest;
}

/** Appends the new category test to the visible list (ADM-41). */
export function useCreateCategoryTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategoryTest,
    onSuccess: (row) =>
      queryClient.setQueryData<AssessmentCategoryTestRow[]>(
        queryKeys.assessments.categoryTests(row._competencyAssessmentCat, row._competencySubTest, row._competencyCatOptionTest),
        (rows) => (rows ? [...rows, row] : rows),
      ),
  });
}
