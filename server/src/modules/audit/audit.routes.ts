import { auditAssessmentParams, auditAttendanceParams, auditClassParams, auditEventsResponse, auditQuery } from '@praxisport/contract/audit';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { getAssessmentHistory } from '../assessments/grading.service';
import { getAttendanceHistory } from '../attendance/attendance.service';
import { getMembershipHistory } from '../classes/classes.service';
import { listAllEvents, peopleNamed } from './audit.service';

const tags = ['audit'];
const errors = errorResponses(400, 401, 403, 404);

/** The audit trail (issue 16 item 5, decision 025): histories for the staff of a class, everything for admins. */
export function auditRoutes(app: App, { db }: AppContext) {
  /** A record's history with the names its values refer to. */
  const history = async (events: Awaited<ReturnType<typeof getAttendanceHistory>>) => ({ events, names: await peopleNamed(db, events), nextCursor: null });
  // the supervisor who created the class (and admins): every save of an attendance day
  app.get(
    '/api/audit/attendance/:classId/:date',
    { config: { access: access.rolesOrAdmin('supervisor') }, schema: { tags, params: auditAttendanceParams, response: { 200: auditEventsResponse, ...errors } } },
    async (request) => history(await getAttendanceHistory(db, await actorOf(request), request.params)),
  );

  // the supervisor who created the class (and admins): who joined it and who was removed
  app.get(
    '/api/audit/classes/:classId',
    { config: { access: access.rolesOrAdmin('supervisor') }, schema: { tags, params: auditClassParams, response: { 200: auditEventsResponse, ...errors } } },
    async (request) => history(await getMembershipHistory(db, await actorOf(request), request.params.classId)),
  );

  // the teachers of the student's class (and admins): the history of an assessment
  app.get(
    '/api/audit/assessments/:assessmentId',
    { config: { access: access.rolesOrAdmin('teacher') }, schema: { tags, params: auditAssessmentParams, response: { 200: auditEventsResponse, ...errors } } },
    async (request) => history(await getAssessmentHistory(db, await actorOf(request), request.params.assessmentId)),
  );

  // admins: every event, filterable, by cursor
  app.get(
    '/api/admin/audit',
    { config: { access: access.admin }, schema: { tags, querystring: auditQuery, response: { 200: auditEventsResponse, ...errors } } },
    async (request) => listAllEvents(db, request.query),
  );
}
