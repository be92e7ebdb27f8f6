import { useQuery } from '@tanstack/react-query';
import type { CompetencyCatOptionSubTestRow, CompetencyCatOptionTestRow } from '@praxisport/contract/catalogue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface TestAndSubTest {
  test: CompetencyCatOptionTestRow;
  subTest: CompetencyCatOptionSubTestRow;
}

/** GET /api/admin/assessment/assessmentTestNSubTest/{testId}/{subTestId} (ADM-44, API-76). */
export function getTestAndSubTest(testId: string, subTestId: string, signal?: AbortSignal): Promise<TestAndSubTest> {
  return api.get<TestAndSubTest>(`/api/admin/assessment/assessmentTestNSubTest/${encodeURIComponent(testId)}/${encodeURIComponent(subTestId)}`, signal);
}

export function useTestAndSubTest(testId: string, subTestId: string) {
  return useQuery({
    queryKey: queryKeys.assessments.testAndSubTest(testId, subTestId),
    queryFn: ({ signal }) => getTestAndSubTest(testId, subTestId, signal),
    meta: { silent: true },
  });
}
