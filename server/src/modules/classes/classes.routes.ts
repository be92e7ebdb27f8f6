import {
  classesResponse,
  classIdParams,
  classMessages,
  classResponse,
  createClassBody,
  joinClassParams,
  signupClassesResponse,
  studentsResponse,
} from '@praxisport/contract/classes';
import { userIdParams } from '@praxisport/contract/users';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import {
  createClass,
  joinClass,
  listAllClasses,
  listClassesOfUser,
  listClassStudents,
  listNotJoinedClasses,
  listSignupClasses,
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
      schema: { tags, params: userIdParams, response: { 200: classesResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ classes: await listNotJoinedClasses(db, await actorOf(request), request.params.userId) }),
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
}
