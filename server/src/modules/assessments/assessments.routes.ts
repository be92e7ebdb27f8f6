import {
  assessmentCategoriesResponse,
  assessmentCategoryResponse,
  assessmentCategoryTestResponse,
  assessmentCategoryTestsResponse,
  assessmentOptionResponse,
  assessmentOptionsResponse,
  assessmentRootResponse,
  categoryTestsParams,
  createAssessmentCategoryBody,
  createAssessmentCategoryTestBody,
  createAssessmentOptionBody,
  idParams,
  testAndSubTestParams,
  testAndSubTestResponse,
} from '@praxisport/contract/assessments';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import * as assessments from './assessments.service';

const tags = ['assessments'];
const errors = errorResponses(400, 401, 403, 404);
const config = { access: access.admin };

/**
 * The assessment catalogue editor (ADM-30..ADM-44, API-68..API-76, API-P12); admins only (SEC-06).
 * allAssessments and requiredAssessments (API-69, API-70) read students' assessments and come with them.
 */
export function assessmentsRoutes(app: App, { db }: AppContext) {
  app.get('/api/admin/assessment/root', { config, schema: { tags, response: { 200: assessmentRootResponse, ...errors } } }, async () => ({
    rootId: assessments.ASSESSMENT_ROOT_ID,
  }));

  app.get(
    '/api/admin/assessment/competencyAssessmentCategories/:id',
    { config, schema: { tags, params: idParams, response: { 200: assessmentCategoriesResponse, ...errors } } },
    async (request) => ({ competencyAssessmentCats: await assessments.listCategories(db, request.params.id) }),
  );

  app.post(
    '/api/admin/assessment/competencyAssessmentCategory',
    { config, schema: { tags, body: createAssessmentCategoryBody, response: { 201: assessmentCategoryResponse, ...errors } } },
    async (request, reply) => reply.status(201).send({ competencyAssessmentCat: await assessments.createCategory(db, await actorOf(request), request.body.title) }),
  );

  app.get(
    '/api/admin/assessment/competencyAssessmentCatTest/:categoryId/:subTestId/:testId',
    { config, schema: { tags, params: categoryTestsParams, response: { 200: assessmentCategoryTestsResponse, ...errors } } },
    async (request) => ({ competencyAssessmentTests: await assessments.listCategoryTests(db, request.params) }),
  );

  app.post(
    '/api/admin/assessment/competencyAssessmentCatTest',
    { config, schema: { tags, body: createAssessmentCategoryTestBody, response: { 201: assessmentCategoryTestResponse, ...errors } } },
    async (request, reply) => reply.status(201).send({ competencyAssessmentTest: await assessments.createCategoryTest(db, await actorOf(request), request.body) }),
  );

  app.get(
    '/api/admin/assessment/competencyAssessmentCategoryOptions/:id',
    { config, schema: { tags, params: idParams, response: { 200: assessmentOptionsResponse, ...errors } } },
    async (request) => ({ competencyTestOptions: await assessments.listOptions(db, request.params.id) }),
  );

  app.post(
    '/api/admin/assessment/competencyAssessmentCategoryOption',
    { config, schema: { tags, body: createAssessmentOptionBody, response: { 201: assessmentOptionResponse, ...errors } } },
    async (request, reply) => reply.status(201).send({ competencyTestOption: await assessments.createOption(db, await actorOf(request), request.body) }),
  );

  app.get(
    '/api/admin/assessment/assessmentTestNSubTest/:testId/:subTestId',
    { config, schema: { tags, params: testAndSubTestParams, response: { 200: testAndSubTestResponse, ...errors } } },
    async (request) => assessments.getTestAndSubTestPair(db, request.params.testId, request.params.subTestId),
  );
}
