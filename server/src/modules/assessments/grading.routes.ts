import { z } from 'zod';
import {
  allAssessmentsResponse,
  assessmentCategoriesOfTestResponse,
  assessmentProgressResponse,
  assessmentResponse,
  assessmentTestsResponse,
  categoryOptionsResponse,
  categoryTestIdParams,
  categoryTestStudentParams,
  classIdParams,
  createAssessmentBody,
  createdAssessmentResponse,
  gradesByCategoriesResponse,
  gradingMessages,
  requiredAssessmentsResponse,
  studentCategoryTestParams,
  studentIdParams,
  studentTestParams,
  subTestsAssessmentResponse,
} from '@praxisport/contract/assessments';
import { auditAssessmentParams, auditEventsResponse } from '@praxisport/contract/audit';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { attachment } from '../../lib/download';
import { errorResponses } from '../../lib/error-responses';
import * as audit from '../audit/audit.service';
import * as grading from './grading.service';

const tags = ['assessments'];
const errors = errorResponses(400, 401, 403, 404);
/** Reading: the student themself and the teachers who joined their class (SEC-04, AMB-17, AMB-99). */
const readers = { access: access.roles('teacher', 'student') };
/** Grading: teachers of the student's class only (PERM-18, ASMT-23, SEC-02). */
const graders = { access: access.roles('teacher', { forbidden: gradingMessages.onlyTeacher }) };
const admins = { access: access.admin };

/**
 * Competency assessments of students: the screens' reads, grading once per student and
 * category test (SEC-12), the CSV, the competence profile's grades and the progress at a glance.
 */
export function gradingRoutes(app: App, { db }: AppContext) {
  // the cards of /assessment/competency/{studentId} (ASMT-03, ASMT-05): every gradable sub-test; API-47 itself (the student's chosen sub-tests) is served by nursing-phenomena
  app.get(
    '/api/teacher/assessment/competencyAssessment/:studentId',
    { config: readers, schema: { tags, params: studentIdParams, response: { 200: subTestsAssessmentResponse, ...errors } } },
    async (request) => grading.listSubTestsAssessment(db, await actorOf(request), request.params.studentId),
  );

  // API-P02
  app.get(
    '/api/teacher/assessment/competencyAssessmentCategories/:studentId/:testId/:subTestId',
    { config: readers, schema: { tags, params: studentTestParams, response: { 200: assessmentCategoriesOfTestResponse, ...errors } } },
    async (request) => grading.listCategoriesOfTest(db, await actorOf(request), request.params),
  );

  // API-37, API-P03
  app.get(
    '/api/teacher/assessment/assessmentTests/:studentId/:categoryId/:testId/:subTestId',
    { config: readers, schema: { tags, params: studentCategoryTestParams, response: { 200: assessmentTestsResponse, ...errors } } },
    async (request) => grading.listAssessmentTests(db, await actorOf(request), request.params),
  );

  // API-P04: catalogue content, for any teacher or student
  app.get(
    '/api/teacher/assessment/competencyAssessmentCategoryOptions/:categoryTestId',
    { config: readers, schema: { tags, params: categoryTestIdParams, response: { 200: categoryOptionsResponse, ...errors } } },
    async (request) => grading.listCategoryOptions(db, request.params.categoryTestId),
  );

  // API-38, ASMT-15, SEC-12: once per student and category test, 409 after
  app.post(
    '/api/teacher/assessment/assessment',
    { config: graders, schema: { tags, body: createAssessmentBody, response: { 201: createdAssessmentResponse, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => reply.status(201).send({ assessment: await grading.createAssessment(db, await actorOf(request), request.body) }),
  );

  // API-39, ASMT-19
  app.get(
    '/api/teacher/assessment/assessment/:categoryTestId/:studentId',
    { config: readers, schema: { tags, params: categoryTestStudentParams, response: { 200: assessmentResponse, ...errors } } },
    async (request) => grading.getAssessment(db, await actorOf(request), request.params),
  );

  // API-P06, ASMT-29
  app.get(
    '/api/teacher/assessment/requiredAssessments/:studentId/:testId/:subTestId',
    { config: readers, schema: { tags, params: studentTestParams, response: { 200: requiredAssessmentsResponse, ...errors } } },
    async (request) => grading.getRequiredAssessments(db, await actorOf(request), request.params),
  );

  // ASMT-10..ASMT-13, AMB-105: the Download, made on the server (text/csv, UTF-8 with BOM)
  app.get(
    '/api/teacher/assessment/csv/:studentId/:testId/:subTestId',
    {
      config: readers,
      schema: { tags, params: studentTestParams, response: { 200: z.string().describe('text/csv, UTF-8 with BOM'), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      const { csv, fileName } = await grading.exportAssessmentCsv(db, await actorOf(request), request.params);
      return attachment(reply, fileName, 'text/csv; charset=utf-8').send(csv);
    },
  );

  // API-40, CPROF-06
  app.get(
    '/api/grade/assessmentGradesByCategories/:studentId',
    { config: readers, schema: { tags, params: studentIdParams, response: { 200: gradesByCategoriesResponse, ...errors } } },
    async (request) => grading.getGradesByCategories(db, await actorOf(request), request.params.studentId),
  );

  // progress at a glance: a student's, and a class's for whoever may open the class
  app.get(
    '/api/teacher/assessment/progress/:studentId',
    { config: readers, schema: { tags, params: studentIdParams, response: { 200: assessmentProgressResponse, ...errors } } },
    async (request) => grading.getStudentProgress(db, await actorOf(request), request.params.studentId),
  );
  app.get(
    '/api/teacher/assessment/classProgress/:classId',
    { config: { access: access.roles('teacher', 'supervisor') }, schema: { tags, params: classIdParams, response: { 200: assessmentProgressResponse, ...errors } } },
    async (request) => grading.getClassProgress(db, await actorOf(request), request.params.classId),
  );

  // API-69, API-70: the admin's reads of students' assessments
  app.get(
    '/api/admin/assessment/allAssessments/:studentId',
    { config: admins, schema: { tags, params: studentIdParams, response: { 200: allAssessmentsResponse, ...errors } } },
    async (request) => ({ assessments: await grading.listAllAssessments(db, await actorOf(request), request.params.studentId) }),
  );
  app.get(
    '/api/admin/assessment/requiredAssessments/:studentId/:testId/:subTestId',
    { config: admins, schema: { tags, params: studentTestParams, response: { 200: requiredAssessmentsResponse, ...errors } } },
    async (request) => grading.getRequiredAssessments(db, await actorOf(request), request.params),
  );

  // the history of an assessment, for the teachers of the student's class (and admins)
  app.get(
    '/api/audit/assessments/:assessmentId',
    { config: { access: access.rolesOrAdmin('teacher') }, schema: { tags: ['audit'], params: auditAssessmentParams, response: { 200: auditEventsResponse, ...errors } } },
    async (request) => {
      const events = await grading.getAssessmentHistory(db, await actorOf(request), request.params.assessmentId);
      return { events, names: await audit.peopleNamed(db, events), nextCursor: null };
    },
  );
}
