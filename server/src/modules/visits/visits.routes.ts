import { okBody } from '@praxisport/contract/common';
import { placementIdParams, studentIdParams } from '@praxisport/contract/placements';
import { dueVisitsResponse, visitBody, visitIdParams, visitMessages, visitResponse, visitsResponse } from '@praxisport/contract/visits';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { getDueVisits, getStudentVisits, recordVisit, removeVisit } from './visits.service';

const tags = ['visits'];
/** Reading a student's visits: the student, the class's supervisor and teachers; admins. */
const readers = access.rolesOrAdmin('supervisor', 'teacher', 'student');
/** Recording and removing visits: supervisors (the service checks it is the class's). */
const supervisors = access.roles('supervisor', { forbidden: visitMessages.onlySupervisor });
/** The due list: supervisors, across the classes they created. */
const dueReaders = access.roles('supervisor', { forbidden: visitMessages.onlySupervisorDue });

/** Praxisbegleitung: the school's visits to the apprentice's placements. */
export function visitsRoutes(app: App, { db }: AppContext) {
  app.post(
    '/api/visits/placement/:placementId',
    {
      config: { access: supervisors },
      schema: { tags, params: placementIdParams, body: visitBody, response: { 201: visitResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => reply.status(201).send({ visit: await recordVisit(db, await actorOf(request), request.params.placementId, request.body) }),
  );

  app.delete(
    '/api/visits/:visitId',
    { config: { access: supervisors }, schema: { tags, params: visitIdParams, response: { 200: okBody, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      await removeVisit(db, await actorOf(request), request.params.visitId);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/visits/student/:studentId',
    { config: { access: readers }, schema: { tags, params: studentIdParams, response: { 200: visitsResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getStudentVisits(db, await actorOf(request), request.params.studentId),
  );

  app.get(
    '/api/visits/due',
    { config: { access: dueReaders }, schema: { tags, response: { 200: dueVisitsResponse, ...errorResponses(401, 403) } } },
    async (request) => getDueVisits(db, await actorOf(request)),
  );
}
