import type { z } from 'zod';
import { adminLoginResponse, loginResponse, logoutResponse, registerResponse, signInOptions } from '@praxisport/contract/auth';
import { classesResponse, classResponse, notJoinedResponse, signupClassesResponse, studentsResponse } from '@praxisport/contract/classes';
import { commentResponse, commentsResponse } from '@praxisport/contract/comments';
import { attendanceByDateResponse, classAbsenceResponse, saveAttendanceResponse, studentAbsenceResponse } from '@praxisport/contract/attendance';
import { errorBody, okBody } from '@praxisport/contract/common';
import { analysisAllResponse, analysisByDateResponse, lfcesResponse, saveAnalysisResponse } from '@praxisport/contract/register-analysis';
import { formsResponse, itemResponse, itemsResponse, reviewResponse, reviewsResponse, updateReviewResponse } from '@praxisport/contract/reviews';
import { preSignedUrlResponse, uploadPutResponse } from '@praxisport/contract/uploads';
import { approveResponse, byIdResponse, pendingUsersResponse, supervisorsResponse } from '@praxisport/contract/users';
import { accountResponse, accountsResponse, createKilianResponse } from '@praxisport/contract/admin';
import { eraseResponse, privacySummary } from '@praxisport/contract/privacy';
import {
  competencyCatOptionResponse,
  competencyCatOptionsResponse,
  competencyCatOptionTestResponse,
  competencyCatOptionTestsResponse,
  competencyCatResponse,
  competencyCatsResponse,
  subTestLinksResponse,
  subTestResponse,
  subTestsResponse,
} from '@praxisport/contract/catalogue';
import {
  portfolioCategoriesResponse,
  portfolioCategoryResponse,
  portfolioFormResponse,
  portfolioItemResponse,
  portfolioItemsResponse,
  studentPortfolioResponse,
  updateTrainingPortfolioResponse,
} from '@praxisport/contract/portfolio';
import {
  assessmentCategoriesResponse,
  assessmentCategoryResponse,
  assessmentCategoryTestResponse,
  assessmentCategoryTestsResponse,
  assessmentOptionResponse,
  assessmentOptionsResponse,
  assessmentRootResponse,
  testAndSubTestResponse,
  assessmentCategoriesOfTestResponse,
  assessmentProgressResponse,
  assessmentResponse,
  assessmentTestsResponse,
  categoryOptionsResponse,
  createdAssessmentResponse,
  gradesByCategoriesResponse,
  requiredAssessmentsResponse,
  subTestsAssessmentResponse,
} from '@praxisport/contract/assessments';
import { allPortfolioItemsResponse, lfceResponse } from '@praxisport/contract/lfce';
import { savedTalkResponse, talkResponse } from '@praxisport/contract/talks';
import {
  createdKilianUploadResponse,
  kilianStudentsResponse,
  kilianSubTestResponse,
  kilianTaskResponse,
  kilianTasksResponse,
  kilianTilesResponse,
  kilianUploadsResponse,
  startedKilianTaskResponse,
} from '@praxisport/contract/kilian';
import { classPlanResponse, guidanceResponse, okResponse as placementOkResponse, placementResponse, providerResponse, providersResponse, studentPlanResponse } from '@praxisport/contract/placements';
import {
  competencyAssessmentResponse,
  competencyAssessmentTypesResponse,
  competencyTestByCategoryResponse,
  competencyTestResponse,
  explanationResponse,
  nursingLinksResponse,
  nursingPhenomenonResponse,
  nursingPhenomenonTestsResponse,
  subTestByIdResponse,
  testByIdResponse,
} from '@praxisport/contract/nursing-phenomena';
import { notificationPreferences, notificationsResponse } from '@praxisport/contract/notifications';
import { profileResponse } from '@praxisport/contract/profile';
import { importPreview, importResult } from '@praxisport/contract/student-import';
import { outboxMailResponse, outboxResponse } from '@praxisport/contract/mail';
import { optionAnswerResponse, optionAnswersResponse, optionExtrasResponse } from '@praxisport/contract/option-questions';
import { classStatusResponse, dueResponse, studentStatusResponse, trainingResponse } from '@praxisport/contract/status';
import { dueVisitsResponse, visitResponse, visitsResponse } from '@praxisport/contract/visits';
import { assessmentSavedResponse, qualifiedAssessmentResponse } from '@praxisport/contract/qualified-assessments';

/**
 * What the server answers on success, by route (the schemas its routes declare). The web test
 * stubs check every reply against this table: a test cannot pass on a reply the server never sends.
 * Listed most specific first: '/api/grade/notJoined/:userId' before '/api/grade/:userId'.
 */
export const apiRoutes: Record<string, z.ZodType | null> = {
  'POST /api/user/auth/login': loginResponse,
  'POST /api/user/auth/register': registerResponse,
  'POST /api/user/auth/logout': logoutResponse,
  'GET /api/user/auth/options': signInOptions,
  'GET /api/user/auth/session': loginResponse,
  'POST /api/admin/auth/login': adminLoginResponse,
  'POST /api/admin/auth/logout': null,
  'GET /api/admin/users/pending': pendingUsersResponse,
  'GET /api/admin/privacy/:userId': privacySummary,
  'DELETE /api/admin/privacy/:userId': eraseResponse,
  'PATCH /api/admin/users/:userId/approve': approveResponse,
  'PATCH /api/admin/users/:userId/reject': accountResponse,
  'PATCH /api/admin/users/:userId/deactivate': accountResponse,
  'PATCH /api/admin/users/:userId/reactivate': accountResponse,
  'GET /api/admin/users': accountsResponse,
  'POST /api/admin/users': createKilianResponse,
  'POST /api/user/auth/changePassword': null,
  // password reset, notifications, profile, CSV import, outbox
  'POST /api/user/auth/forgotPassword': null,
  'POST /api/user/auth/resetPassword': null,
  'POST /api/admin/auth/forgotPassword': null,
  'POST /api/admin/auth/resetPassword': null,
  'GET /api/notifications': notificationsResponse,
  'POST /api/notifications/readAll': null,
  'POST /api/notifications/:notificationId/read': null,
  'GET /api/notifications/preferences': notificationPreferences,
  'PUT /api/notifications/preferences': notificationPreferences,
  'GET /api/user/profile': profileResponse,
  'PATCH /api/user/profile': profileResponse,
  'POST /api/grade/:classId/import/preview': importPreview,
  'POST /api/grade/:classId/import': importResult,
  'POST /api/grade/:classId/students/:studentId/invitation': null,
  'GET /api/admin/outbox': outboxResponse,
  'GET /api/admin/outbox/:mailId': outboxMailResponse,
  'GET /api/admin/test/competencyCat': competencyCatsResponse,
  'POST /api/admin/test/competencyCat': competencyCatResponse,
  'GET /api/admin/test/competencyCatOption/:id': competencyCatOptionsResponse,
  'POST /api/admin/test/competencyCatOption': competencyCatOptionResponse,
  'GET /api/admin/test/competencyCatOptionTest/:id': competencyCatOptionTestsResponse,
  'POST /api/admin/test/competencyCatOptionTest': competencyCatOptionTestResponse,
  'GET /api/admin/test/competencyCatOptionSubTest': subTestsResponse,
  'GET /api/admin/test/competencyCatOptionSubTest/:id': subTestsResponse,
  'POST /api/admin/test/competencyCatOptionSubTest': subTestResponse,
  'GET /api/admin/test/subTestLinks/:testId/:subTestId': subTestLinksResponse,
  'PUT /api/admin/test/addSubTestLinks': subTestLinksResponse,
  'GET /api/admin/trainingPortfolio/categories': portfolioCategoriesResponse,
  'POST /api/admin/trainingPortfolio/category': portfolioCategoryResponse,
  'POST /api/admin/trainingPortfolio/item': portfolioItemResponse,
  'GET /api/admin/trainingPortfolio/items/:id': portfolioItemsResponse,
  'PATCH /api/admin/trainingPortfolio/items/:id': portfolioItemResponse,
  'GET /api/admin/assessment/root': assessmentRootResponse,
  'GET /api/admin/assessment/competencyAssessmentCategories/:id': assessmentCategoriesResponse,
  'POST /api/admin/assessment/competencyAssessmentCategory': assessmentCategoryResponse,
  'GET /api/admin/assessment/competencyAssessmentCatTest/:categoryId/:subTestId/:testId': assessmentCategoryTestsResponse,
  'POST /api/admin/assessment/competencyAssessmentCatTest': assessmentCategoryTestResponse,
  'GET /api/admin/assessment/competencyAssessmentCategoryOptions/:id': assessmentOptionsResponse,
  'POST /api/admin/assessment/competencyAssessmentCategoryOption': assessmentOptionResponse,
  'GET /api/admin/assessment/assessmentTestNSubTest/:testId/:subTestId': testAndSubTestResponse,
  'POST /api/admin/registerAnalysis/lfce': lfceResponse,
  'PATCH /api/admin/registerAnalysis/lfce': lfceResponse,
  'GET /api/admin/registerAnalysis/allTrainingPortfolioItems': allPortfolioItemsResponse,
  'GET /api/grade/signupClasses': signupClassesResponse,
  'POST /api/grade/create': classResponse,
  'GET /api/grade/notJoined/:userId': notJoinedResponse,
  'POST /api/grade/joinClass/:userId/:classId': classResponse,
  'GET /api/grade/:userId': classesResponse,
  'GET /api/user/students/:classId': studentsResponse,
  'GET /api/user/byId/:id': byIdResponse,
  'GET /api/user/getSupervisors': supervisorsResponse,
  'POST /api/user/comment': commentResponse,
  'GET /api/user/comments/:id': commentsResponse,
  'GET /api/home/forms/:studentId': formsResponse,
  'GET /api/home/reviews/:studentId': reviewsResponse,
  'GET /api/home/getReview/:id': reviewResponse,
  'GET /api/home/items/:id': itemsResponse,
  'GET /api/home/getItems/:id': itemsResponse,
  'GET /api/home/item/:id': itemResponse,
  'GET /api/home/getItem/:id': itemResponse,
  'PUT /api/home/updatePoint': itemResponse,
  'PUT /api/home/item/update': itemResponse,
  'PUT /api/home/review': updateReviewResponse,
  'GET /api/user/talk/:studentId/:talkType': talkResponse,
  'POST /api/user/talk': savedTalkResponse,
  'PUT /api/user/talk/:talkId': savedTalkResponse,
  'POST /api/user/talk/kilianTask/': startedKilianTaskResponse,
  'GET /api/user/talk/kilianTask/students': kilianStudentsResponse,
  'GET /api/user/talk/kilianTask/started': kilianTasksResponse,
  'GET /api/user/talk/kilianTask/:studentId': kilianTasksResponse,
  'GET /api/user/talk/kilianTask/:studentId/:kilianType': kilianTaskResponse,
  'POST /api/teacher/kilianUploads': createdKilianUploadResponse,
  'GET /api/teacher/kilianUploads/subTests/:studentId': kilianTilesResponse,
  'GET /api/teacher/kilianUploads/:studentId/:subTestId/:type': kilianUploadsResponse,
  'POST /api/teacher/kilianUploads/competencySubTestById/:id': kilianSubTestResponse,
  'GET /api/placements/providers': providersResponse,
  'POST /api/placements/providers': providerResponse,
  'GET /api/placements/student/:studentId': studentPlanResponse,
  'POST /api/placements/student/:studentId': placementResponse,
  'GET /api/placements/class/:classId': classPlanResponse,
  'PUT /api/placements/guidance/:recordId': guidanceResponse,
  'POST /api/placements/:placementId/guidance': guidanceResponse,
  'POST /api/placements/:placementId/absences': placementOkResponse,
  'PUT /api/placements/:placementId': placementResponse,
  'DELETE /api/placements/:placementId': placementOkResponse,
  // Praxisbegleitung and the qualified assessment of a placement
  'POST /api/visits/placement/:placementId': visitResponse,
  'DELETE /api/visits/:visitId': okBody,
  'GET /api/visits/student/:studentId': visitsResponse,
  'GET /api/visits/due': dueVisitsResponse,
  'GET /api/qualified-assessments/placement/:placementId': qualifiedAssessmentResponse,
  'PUT /api/qualified-assessments/placement/:placementId': assessmentSavedResponse,
  'POST /api/qualified-assessments/:assessmentId/confirm': assessmentSavedResponse,
  // the training status: literal segments (due, class) before the student id
  'GET /api/status/due': dueResponse,
  'GET /api/status/class/:classId': classStatusResponse,
  'GET /api/status/:studentId': studentStatusResponse,
  'PUT /api/status/:studentId/training': trainingResponse,
  'GET /api/teacher/talks/nursingphenomenon/:studentId': nursingPhenomenonResponse,
  'GET /api/teacher/talks/competencyAssessment/:studentId': competencyAssessmentResponse,
  'POST /api/teacher/talks/competencyAssessmentTypes': competencyAssessmentTypesResponse,
  'GET /api/teacher/talks/tests/:optionId': nursingPhenomenonTestsResponse,
  'GET /api/teacher/talks/testById/:testId': testByIdResponse,
  'GET /api/teacher/talks/subtestById/:testId/:subTestId': subTestByIdResponse,
  'GET /api/teacher/talks/subTestLinks/:testId/:subTestId': nursingLinksResponse,
  'GET /api/teacher/talks/explanation/:optionId': explanationResponse,
  'POST /api/teacher/talks/createTest': competencyTestResponse,
  'GET /api/teacher/talks/competencyTestByCategory/:studentId/:competencyCatId': competencyTestByCategoryResponse,
  'GET /api/user/optionAnswers/:studentId/:option': optionAnswersResponse,
  'PUT /api/user/optionAnswers/:studentId/:option': optionAnswerResponse,
  'PUT /api/user/optionAnswers/:studentId/:option/extras': optionExtrasResponse,
  'GET /api/teacher/trainingportfolio/categories/:id': studentPortfolioResponse,
  'PATCH /api/teacher/trainingportfolio/update': updateTrainingPortfolioResponse,
  'PUT /api/teacher/trainingportfolio/form/:id': portfolioFormResponse,
  'GET /api/grade/attendance/byDate/:date/:classId': attendanceByDateResponse,
  'PUT /api/grade/attendance': saveAttendanceResponse,
  'GET /api/grade/attendance/statistics/student/:studentId': studentAbsenceResponse,
  'GET /api/grade/attendance/statistics/:classId': classAbsenceResponse,
  'GET /api/admin/registerAnalysis/lfce': lfcesResponse,
  'GET /api/admin/registerAnalysis/byDate/:date/:classId': analysisByDateResponse,
  'GET /api/admin/registerAnalysis/all/:classId': analysisAllResponse,
  'PUT /api/admin/registerAnalysis/classRegisterAnalysis': saveAnalysisResponse,
  'GET /api/upload/preSignedURL/:fileType': preSignedUrlResponse,
  'PUT /api/upload/files/:key': uploadPutResponse,
  'GET /api/teacher/assessment/competencyAssessment/:studentId': subTestsAssessmentResponse,
  'GET /api/teacher/assessment/competencyAssessmentCategories/:studentId/:testId/:subTestId': assessmentCategoriesOfTestResponse,
  'GET /api/teacher/assessment/assessmentTests/:studentId/:categoryId/:testId/:subTestId': assessmentTestsResponse,
  'GET /api/teacher/assessment/competencyAssessmentCategoryOptions/:categoryTestId': categoryOptionsResponse,
  'POST /api/teacher/assessment/assessment': createdAssessmentResponse,
  'GET /api/teacher/assessment/assessment/:categoryTestId/:studentId': assessmentResponse,
  'GET /api/teacher/assessment/requiredAssessments/:studentId/:testId/:subTestId': requiredAssessmentsResponse,
  'GET /api/grade/assessmentGradesByCategories/:studentId': gradesByCategoriesResponse,
  'GET /api/teacher/assessment/progress/:studentId': assessmentProgressResponse,
  'GET /api/teacher/assessment/classProgress/:classId': assessmentProgressResponse,
};

const patterns = Object.entries(apiRoutes).map(([route, schema]) => {
  const [method, path] = route.split(' ') as [string, string];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return { route, method, regex: new RegExp(`^${source}$`), schema, params: (path.match(/:\w+/g) ?? []).length };
});

/**
 * The route of a call ('GET /api/grade/:userId'), or undefined when the server has none; as the
 * server's router does, a literal segment wins over a parameter (/kilianTask/students is not a talk).
 */
export function routeOf(method: string, url: string) {
  const path = new URL(url, 'http://localhost').pathname;
  return patterns.filter((p) => p.method === method && p.regex.test(path)).sort((a, b) => a.params - b.params)[0];
}

/**
 * Throws unless the server could send this reply: a known route, and a body that parses with the
 * route's schema (2xx) or with the one error shape (4xx/5xx).
 */
export function checkReply(method: string, url: string, status: number, body: unknown) {
  const route = routeOf(method, url);
  if (!route) throw new Error(`stubbed reply for an unknown route: ${method} ${url}`);
  const schema = status >= 400 ? errorBody : route.schema;
  // 204 No Content: nothing to check (the sign-out answers 204 or 200 with a body)
  if (!schema || status === 204) return;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`stubbed reply of ${route.route} (${status}) is not what the server sends: ${parsed.error.message}`);
}

/** Wraps a fetch mock so that each of its JSON replies is checked with checkReply. */
export function checkedFetch(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const res = await inner(input, init);
    const text = await res.clone().text();
    checkReply(init?.method ?? 'GET', String(input), res.status, text ? JSON.parse(text) : null);
    return res;
  };
}
