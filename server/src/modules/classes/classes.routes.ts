import {
  classesResponse,
  notJoinedQuery,
  notJoinedResponse,
  classIdParams,
  classMessages,
  classResponse,
  classTeacherParams,
  classTeachersResponse,
  createClassBody,
  joinClassParams,
  signupClassesResponse,
  studentsResponse,
} from '@praxisport/contract/classes';
import { auditClassParams, auditEventsResponse } from '@praxisport/contract/audit';
import { userIdParams } from '@praxisport/contract/users';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import * as audit from '../audit/audit.service';
import {
  createClass,
  getMembershipHistory,
  joinClass,
  listAllClasses,
  listClassesOfUser,
  listClassStudents,
  listNotJoinedClasses,
  listSignupClasses,
  listClassTeachers,
  removeClassTeacher,
} from './classes.service';

const tags = ['classes'];

export function classesRoutes(app: App, { db }: AppContext) {
  // API-P14: anonymous, rate-limited, class names only.
  app.get(
    '/api/grade/signupClasses',
    { config: { access: access.public, rateLimit: 'signupClasses' }, schema: { tags, response: { 200: signupClassesResponse, ...errorResponses(429) } } },
    async () => ({ classes: await listSignupClasses(db) }),
  );

  // API-06. Other users read the specification's text (CLS-13); like every role check, before
  // validation (decision 006).
  app.post(
    '/api/grade/create',
    {
      config: { access: access.roles('supervisor', { forbidden: classMessages.onlySupervisor }) },
      schema: { tags, body: createClassBody, response: { 201: classResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => reply.status(201).send({ class: await createClass(db, await actorOf(request), request.body) }),
  );

  // API-10 and its GET twin API-P15: every class, for supervisors (read-only) and admins.
  const allClasses = {
    config: { access: access.rolesOrAdmin('supervisor') },
    schema: { tags, response: { 200: classesResponse, ...errorResponses(400, 401, 403, 404) } },
  };
  const listAll = async () => ({ classes: await listAllClasses(db) });
  app.get('/api/grade/allClasses', allClasses, listAll);
  app.post('/api/grade/allClasses', allClasses, listAll);

  // API-08
  app.get(
    '/api/grade/notJoined/:userId',
    {
      config: { access: access.roles('teacher') },
      schema: { tags, params: userIdParams, querystring: notJoinedQuery, response: { 200: notJoinedResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    // paged by cursor when asked
    async (request) => listNotJoinedClasses(db, await actorOf(request), request.params.userId, request.query),
  );

  // API-09: idempotent.
  app.post(
    '/api/grade/joinClass/:userId/:classId',
    {
      config: { access: access.roles('teacher') },
      schema: { tags, params: joinClassParams, response: { 200: classResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ class: await joinClass(db, await actorOf(request), request.params) }),
  );

  // API-07: a teacher's joined classes, a supervisor's created classes.
  app.get(
    '/api/grade/:userId',
    {
      config: { access: access.rolesOrAdmin('teacher', 'supervisor') },
      schema: { tags, params: userIdParams, response: { 200: classesResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ classes: await listClassesOfUser(db, await actorOf(request), request.params.userId) }),
  );

  // API-11: a joined teacher, the creating supervisor, or an admin (AMB-40).
  app.get(
    '/api/user/students/:classId',
    {
      config: { access: access.rolesOrAdmin('teacher', 'supervisor') },
      schema: { tags, params: classIdParams, response: { 200: studentsResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => listClassStudents(db, await actorOf(request), request.params.classId),
  );

  // the teachers who joined a class, for the supervisor who created it (admins read)
  app.get(
    '/api/grade/class/:classId/teachers',
    {
      config: { access: access.rolesOrAdmin('supervisor') },
      schema: { tags, params: classIdParams, response: { 200: classTeachersResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ teachers: await listClassTeachers(db, await actorOf(request), request.params.classId) }),
  );

  // the supervisor who created the class removes a teacher from it (recorded in the audit trail)
  app.delete(
    '/api/grade/class/:classId/teachers/:teacherId',
    {
      config: { access: access.roles('supervisor') },
      schema: { tags, params: classTeacherParams, response: { 200: classTeachersResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const actor = await actorOf(request);
      await removeClassTeacher(db, actor, request.params);
      return { teachers: await listClassTeachers(db, actor, request.params.classId) };
    },
  );

  // the history of a class's members (who joined, who was removed), for the supervisor who created it (admins read)
  app.get(
    '/api/audit/classes/:classId',
    {
      config: { access: access.rolesOrAdmin('supervisor') },
      schema: { tags: ['audit'], params: auditClassParams, response: { 200: auditEventsResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const events = await getMembershipHistory(db, await actorOf(request), request.params.classId);
      return { events, names: await audit.peopleNamed(db, events), nextCursor: null };
    },
  );
}
