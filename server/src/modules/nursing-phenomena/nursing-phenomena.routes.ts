import {
  competencyAssessmentResponse,
  competencyAssessmentTypesResponse,
  competencyTestByCategoryResponse,
  competencyTestResponse,
  createCompetencyTestBody,
  explanationResponse,
  nursingLinksResponse,
  nursingPhenomenaMessages,
  nursingPhenomenonResponse,
  nursingPhenomenonTestsResponse,
  optionParams,
  studentAndCategoryParams,
  studentParams,
  subTestByIdResponse,
  testAndSubTestParams,
  testByIdResponse,
  testParams,
} from '@praxisport/contract/nursing-phenomena';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import * as np from './nursing-phenomena.service';

const tags = ['nursing-phenomena'];
const errors = errorResponses(400, 401, 403, 404);
/** Reading the catalogue and a student's choices: the student themself and the teachers of their class (D2 §6, SEC-04). */
const readers = access.roles('teacher', 'student');
/** 'Select': teachers only, disabled for students (NP-08, PERM-21, AMB-113). */
const instructors = access.roles('teacher', { forbidden: nursingPhenomenaMessages.onlyTeacher });

/** The nursing-phenomena calls of D2 §7 under /teacher/talks (kept as documented, AMB-110) and API-P11, API-P13. */
export function nursingPhenomenaRoutes(app: App, { db }: AppContext) {
  // API-46, NP-01..NP-03
  app.get(
    '/api/teacher/talks/nursingphenomenon/:studentId',
    { config: { access: readers }, schema: { tags, params: studentParams, response: { 200: nursingPhenomenonResponse, ...errors } } },
    async (request) => np.getNursingPhenomena(db, await actorOf(request), request.params.studentId),
  );

  // API-47, NP-17, AMB-155
  app.get(
    '/api/teacher/talks/competencyAssessment/:studentId',
    { config: { access: readers }, schema: { tags, params: studentParams, response: { 200: competencyAssessmentResponse, ...errors } } },
    async (request) => np.getCompetencyAssessment(db, await actorOf(request), request.params.studentId),
  );

  // API-48, NP-18 (a read, AMB-110)
  app.post(
    '/api/teacher/talks/competencyAssessmentTypes',
    { config: { access: readers }, schema: { tags, response: { 200: competencyAssessmentTypesResponse, ...errors } } },
    async () => ({ competencyAssessments: await np.listCompetencyAssessmentTypes(db) }),
  );

  // API-49, NP-06, NP-19, API-P07
  app.get(
    '/api/teacher/talks/tests/:optionId',
    { config: { access: readers }, schema: { tags, params: optionParams, response: { 200: nursingPhenomenonTestsResponse, ...errors } } },
    async (request) => np.getTests(db, request.params.optionId),
  );

  // API-50, NP-20, AMB-109
  app.get(
    '/api/teacher/talks/testById/:testId',
    { config: { access: readers }, schema: { tags, params: testParams, response: { 200: testByIdResponse, ...errors } } },
    async (request) => np.getTestById(db, request.params.testId),
  );

  // API-51, NP-21, NP-23, API-P08
  app.get(
    '/api/teacher/talks/subtestById/:testId/:subTestId',
    { config: { access: readers }, schema: { tags, params: testAndSubTestParams, response: { 200: subTestByIdResponse, ...errors } } },
    async (request) => np.getSubTestById(db, request.params.testId, request.params.subTestId),
  );

  // API-P11, NP-10, AMB-115
  app.get(
    '/api/teacher/talks/subTestLinks/:testId/:subTestId',
    { config: { access: readers }, schema: { tags, params: testAndSubTestParams, response: { 200: nursingLinksResponse, ...errors } } },
    async (request) => np.getLinks(db, request.params.testId, request.params.subTestId),
  );

  // API-P13, NP-05, AMB-95, AMB-108
  app.get(
    '/api/teacher/talks/explanation/:optionId',
    { config: { access: readers }, schema: { tags, params: optionParams, response: { 200: explanationResponse, ...errors } } },
    async (request) => np.getExplanation(db, request.params.optionId),
  );

  // API-52, NP-11, NP-14, NP-24
  app.post(
    '/api/teacher/talks/createTest',
    {
      config: { access: instructors },
      schema: { tags, body: createCompetencyTestBody, response: { 200: competencyTestResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => ({ competencyTest: await np.chooseSubTest(db, await actorOf(request), request.body) }),
  );

  // API-53, NP-22
  app.get(
    '/api/teacher/talks/competencyTestByCategory/:studentId/:competencyCatId',
    { config: { access: readers }, schema: { tags, params: studentAndCategoryParams, response: { 200: competencyTestByCategoryResponse, ...errors } } },
    async (request) => ({
      competencyTest: await np.getRecordByCategory(db, await actorOf(request), request.params.studentId, request.params.competencyCatId),
    }),
  );
}
