import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompetencyTestByCategoryResponse,
  CompetencyTestRow,
  CreateCompetencyTestBody,
  ExplanationResponse,
  NursingLinksResponse,
  NursingPhenomenonResponse,
  NursingPhenomenonTestsResponse,
  TestByIdResponse,
} from '@praxisport/contract/nursing-phenomena';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const q = encodeURIComponent;
const silent = { meta: { silent: true } };

/** The categories with radio options and the student's choices (API-46, NP-01..03). */
export function useNursingPhenomena(studentId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.nursingPhenomena.ofStudent(studentId ?? ''),
    queryFn: ({ signal }) => api.get<NursingPhenomenonResponse>(`/api/teacher/talks/nursingphenomenon/${q(studentId!)}`, signal),
    enabled: !!studentId,
    ...silent,
  });
}

/** An option's title and tests (API-49, NP-06). */
export function useOptionTests(optionId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.nursingPhenomena.tests(optionId ?? ''),
    queryFn: ({ signal }) => api.get<NursingPhenomenonTestsResponse>(`/api/teacher/talks/tests/${q(optionId!)}`, signal),
    enabled: !!optionId,
    ...silent,
  });
}

/** A test and its sub-tests (API-50, NP-07). */
export function useTestById(testId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.nursingPhenomena.test(testId ?? ''),
    queryFn: ({ signal }) => api.get<TestByIdResponse>(`/api/teacher/talks/testById/${q(testId!)}`, signal),
    enabled: !!testId,
    ...silent,
  });
}

/** The student's record in a category (API-53, NP-22); null while none is chosen. */
export function useCategoryRecord(studentId: string | undefined, categoryId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.nursingPhenomena.record(studentId ?? '', categoryId ?? ''),
    queryFn: ({ signal }) => api.get<CompetencyTestByCategoryResponse>(`/api/teacher/talks/competencyTestByCategory/${q(studentId!)}/${q(categoryId!)}`, signal),
    enabled: !!studentId && !!categoryId,
    ...silent,
  });
}

/** The links page's four links (API-P11, NP-10). */
export function useSubTestLinks(testId: string | undefined, subTestId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.nursingPhenomena.links(testId ?? '', subTestId ?? ''),
    queryFn: ({ signal }) => api.get<NursingLinksResponse>(`/api/teacher/talks/subTestLinks/${q(testId!)}/${q(subTestId!)}`, signal),
    enabled: !!testId && !!subTestId,
    ...silent,
  });
}

/** The option's own explanation (API-P13, NP-05). */
export function useExplanation(optionId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.nursingPhenomena.explanation(optionId ?? ''),
    queryFn: ({ signal }) => api.get<ExplanationResponse>(`/api/teacher/talks/explanation/${q(optionId!)}`, signal),
    enabled: !!optionId,
    ...silent,
  });
}

/** 'Select' (API-52, NP-11): stores the sub-test; the record and the categories are read again afterwards. */
export const createCompetencyTest = (body: CreateCompetencyTestBody) => api.post<{ competencyTest: CompetencyTestRow }>('/api/teacher/talks/createTest', body);

export function useChooseSubTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompetencyTest,
    meta: { silent: true },
    onSuccess: ({ competencyTest }) => {
      queryClient.setQueryData<CompetencyTestByCategoryResponse>(queryKeys.nursingPhenomena.record(competencyTest._student, competencyTest._competencyCat), { competencyTest });
      void queryClient.invalidateQueries({ queryKey: queryKeys.nursingPhenomena.ofStudent(competencyTest._student), exact: true });
    },
    // a refusal (409: another test was chosen meanwhile) shows the stored state
    onError: (_err, body) => queryClient.invalidateQueries({ queryKey: queryKeys.nursingPhenomena.record(body._student, body._competencyCat) }),
  });
}
