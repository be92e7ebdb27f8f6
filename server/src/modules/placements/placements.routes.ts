import { z } from 'zod';
import {
  absenceBody,
  classIdParams,
  classPlanResponse,
  decideGuidanceBody,
  guidanceBody,
  guidanceResponse,
  okResponse,
  placementBody,
  placementIdParams,
  placementMessages,
  placementResponse,
  providerBody,
  providerResponse,
  providersResponse,
  recordIdParams,
  studentIdParams,
  studentPlanResponse,
} from '@praxisport/contract/placements';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { attachment } from '../../lib/download';
import { errorResponses } from '../../lib/error-responses';
import {
  addProvider,
  decideGuidanceRecord,
  exportClassCsv,
  exportProofPdf,
  getClassPlan,
  getProviders,
  getStudentPlan,
  planPlacement,
  recordAbsence,
  recordGuidance,
  removePlacement,
  replanPlacement,
} from './placements.service';

const tags = ['placements'];
/** Reading a plan: the student, the assigned teachers, the supervisor; admins read-only. */
const readers = access.rolesOrAdmin('supervisor', 'teacher', 'student');
/** Reading a class's calendar and proof table: its supervisor, its teachers; admins. */
const staffReaders = access.rolesOrAdmin('supervisor', 'teacher');
const planners = access.roles('supervisor', { forbidden: placementMessages.onlySupervisor });
const instructors = access.roles('teacher', { forbidden: placementMessages.onlyTeacher });
const trainees = access.roles('student', { forbidden: placementMessages.onlyStudent });

/** Placements, guidance records, the proof and practical absences. */
export function placementsRoutes(app: App, { db }: AppContext) {
  app.get(
    '/api/placements/providers',
    { config: { access: staffReaders }, schema: { tags, response: { 200: providersResponse, ...errorResponses(401, 403) } } },
    async (request) => {
      await actorOf(request);
      return { providers: await getProviders(db) };
    },
  );

  app.post(
    '/api/placements/providers',
    { config: { access: planners }, schema: { tags, body: providerBody, response: { 200: providerResponse, ...errorResponses(400, 401, 403, 409) } } },
    async (request) => ({ provider: await addProvider(db, await actorOf(request), request.body) }),
  );

  app.get(
    '/api/placements/student/:studentId',
    { config: { access: readers }, schema: { tags, params: studentIdParams, response: { 200: studentPlanResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getStudentPlan(db, await actorOf(request), request.params.studentId),
  );

  app.get(
    '/api/placements/student/:studentId/pdf',
    { config: { access: readers }, schema: { tags, params: studentIdParams, response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const { pdf, fileName } = await exportProofPdf(db, await actorOf(request), request.params.studentId);
      return attachment(reply, fileName, 'application/pdf').send(pdf);
    },
  );

  app.post(
    '/api/placements/student/:studentId',
    {
      config: { access: planners },
      schema: { tags, params: studentIdParams, body: placementBody, response: { 200: placementResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => ({ placement: await planPlacement(db, await actorOf(request), request.params.studentId, request.body) }),
  );

  app.put(
    '/api/placements/:placementId',
    {
      config: { access: planners },
      schema: { tags, params: placementIdParams, body: placementBody, response: { 200: placementResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => ({ placement: await replanPlacement(db, await actorOf(request), request.params.placementId, request.body) }),
  );

  app.delete(
    '/api/placements/:placementId',
    { config: { access: planners }, schema: { tags, params: placementIdParams, response: { 200: okResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      await removePlacement(db, await actorOf(request), request.params.placementId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/placements/:placementId/guidance',
    {
      config: { access: instructors },
      schema: { tags, params: placementIdParams, body: guidanceBody, response: { 200: guidanceResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => ({ guidance: await recordGuidance(db, await actorOf(request), request.params.placementId, request.body) }),
  );

  app.post(
    '/api/placements/:placementId/absences',
    { config: { access: instructors }, schema: { tags, params: placementIdParams, body: absenceBody, response: { 200: okResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      await recordAbsence(db, await actorOf(request), request.params.placementId, request.body);
      return { ok: true as const };
    },
  );

  app.put(
    '/api/placements/guidance/:recordId',
    {
      config: { access: trainees },
      schema: { tags, params: recordIdParams, body: decideGuidanceBody, response: { 200: guidanceResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => ({ guidance: await decideGuidanceRecord(db, await actorOf(request), request.params.recordId, request.body) }),
  );

  app.get(
    '/api/placements/class/:classId',
    { config: { access: staffReaders }, schema: { tags, params: classIdParams, response: { 200: classPlanResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getClassPlan(db, await actorOf(request), request.params.classId),
  );

  app.get(
    '/api/placements/class/:classId/csv',
    { config: { access: staffReaders }, schema: { tags, params: classIdParams, response: { 200: z.string().describe('text/csv'), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const { csv, fileName } = await exportClassCsv(db, await actorOf(request), request.params.classId);
      return attachment(reply, fileName, 'text/csv; charset=utf-8').send(csv);
    },
  );
}
