import type { AuditEventsResponse } from '@praxisport/contract/audit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssessmentCategoriesOfTestResponse,
  AssessmentResponse,
  AssessmentRow,
  AssessmentTestsResponse,
  CategoryOptionsResponse,
  CreateAssessmentBody,
  GradesByCategoriesResponse,
  RequiredAssessmentsResponse,
  SubTestsAssessmentResponse,
} from '@praxisport/contract/assessments';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const e = encodeURIComponent;
const silent = { meta: { silent: true } };

/** The cards of /assessment/competency/{studentId} (ASMT-03, ASMT-05). */
export const getSubTests = (studentId: string, signal?: AbortSignal) =>
  api.get<SubTestsAssessmentResponse>(`/api/teacher/assessment/competencyAssessment/${e(studentId)}`, signal);
export const useSubTests = (studentId: string) =>
  useQuery({ queryKey: queryKeys.grading.subTests(studentId), queryFn: ({ signal }) => getSubTests(studentId, signal), ...silent });

/** The categories of a test with the achieved grade (API-P02, ASMT-07, ASMT-26). */
export const getCategoriesOfTest = (studentId: string, testId: string, subTestId: string, signal?: AbortSignal) =>
  api.get<AssessmentCategoriesOfTestResponse>(`/api/teacher/assessment/competencyAssessmentCategories/${e(studentId)}/${e(testId)}/${e(subTestId)}`, signal);
export const useCategoriesOfTest = (studentId: string, testId: string, subTestId: string) =>
  useQuery({
    queryKey: queryKeys.grading.categories(studentId, testId, subTestId),
    queryFn: ({ signal }) => getCategoriesOfTest(studentId, testId, subTestId, signal),
    ...silent,
  });

/** A category's tests with the assessed tick (API-37, ASMT-22). */
export const getAssessmentTests = (studentId: string, categoryId: string, testId: string, subTestId: string, signal?: AbortSignal) =>
  api.get<AssessmentTestsResponse>(`/api/teacher/assessment/assessmentTests/${e(studentId)}/${e(categoryId)}/${e(testId)}/${e(subTestId)}`, signal);
export const useAssessmentTests = (studentId: string, categoryId: string, testId: string, subTestId: string) =>
  useQuery({
    queryKey: queryKeys.grading.tests(studentId, categoryId, testId, subTestId),
    queryFn: ({ signal }) => getAssessmentTests(studentId, categoryId, testId, subTestId, signal),
    ...silent,
  });

/** The Download enablement (API-P06, ASMT-13, ASMT-29). */
export const getRequired = (studentId: string, testId: string, subTestId: string, signal?: AbortSignal) =>
  api.get<RequiredAssessmentsResponse>(`/api/teacher/assessment/requiredAssessments/${e(studentId)}/${e(testId)}/${e(subTestId)}`, signal);
export const useRequired = (studentId: string, testId: string, subTestId: string) =>
  useQuery({ queryKey: queryKeys.grading.required(studentId, testId, subTestId), queryFn: ({ signal }) => getRequired(studentId, testId, subTestId, signal), ...silent });

/** The server-made CSV (ASMT-10..12). */
export const csvPath = (studentId: string, testId: string, subTestId: string) => `/api/teacher/assessment/csv/${e(studentId)}/${e(testId)}/${e(subTestId)}`;

/** The options of a category test by grade and its intro (API-P04, ASMT-14). */
export const getOptions = (categoryTestId: string, signal?: AbortSignal) =>
  api.get<CategoryOptionsResponse>(`/api/teacher/assessment/competencyAssessmentCategoryOptions/${e(categoryTestId)}`, signal);
export const useOptions = (categoryTestId: string) =>
  useQuery({ queryKey: queryKeys.grading.options(categoryTestId), queryFn: ({ signal }) => getOptions(categoryTestId, signal), enabled: !!categoryTestId, ...silent });

/** The stored assessment, null while none (API-39, ASMT-19). */
export const getAssessment = (categoryTestId: string, studentId: string, signal?: AbortSignal) =>
  api.get<AssessmentResponse>(`/api/teacher/assessment/assessment/${e(categoryTestId)}/${e(studentId)}`, signal);
export const useAssessment = (categoryTestId: string, studentId: string) =>
  useQuery({
    queryKey: queryKeys.grading.assessment(categoryTestId, studentId),
    queryFn: ({ signal }) => getAssessment(categoryTestId, studentId, signal),
    enabled: !!categoryTestId && !!studentId,
    ...silent,
  });

/** Submits once (API-38, ASMT-15); every figure of the student is read again afterwards. */
export const createAssessment = (body: CreateAssessmentBody) => api.post<{ assessment: AssessmentRow }>('/api/teacher/assessment/assessment', body);
export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessment,
    onSuccess: ({ assessment }) => {
      queryClient.setQueryData<AssessmentResponse>(queryKeys.grading.assessment(assessment._competencyAssessmentCategoryTest, assessment._student), { assessment });
      void queryClient.invalidateQueries({ queryKey: queryKeys.grading.ofStudent(assessment._student) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.grading.classes });
    },
    // a 409 (graded meanwhile): show the stored state
    onError: (_err, body) => queryClient.invalidateQueries({ queryKey: queryKeys.grading.ofStudent(body._student) }),
  });
}

/** The competence profile's grades (API-40, CPROF-06). */
export const getGradesByCategories = (studentId: string, signal?: AbortSignal) =>
  api.get<GradesByCategoriesResponse>(`/api/grade/assessmentGradesByCategories/${e(studentId)}`, signal);
export const useGradesByCategories = (studentId: string) =>
  useQuery({ queryKey: queryKeys.grading.profile(studentId), queryFn: ({ signal }) => getGradesByCategories(studentId, signal), ...silent });

/** GET /api/audit/assessments/{id}: who graded when, while `enabled`. */
export const useAssessmentHistory = (assessmentId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.audit.assessment(assessmentId),
    queryFn: ({ signal }) => api.get<AuditEventsResponse>(`/api/audit/assessments/${encodeURIComponent(assessmentId)}`, signal),
    enabled,
    ...silent,
  });
