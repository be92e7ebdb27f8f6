import { errorBody } from '@praxisport/contract/common';
import {
  classesResponse,
  classIdParams,
  classResponse,
  createClassBody,
  joinClassParams,
  signupClassesResponse,
  studentsResponse,
  userIdParams,
} from '@praxisport/contract/classes';
import { access, currentUser } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { hit } from '../../lib/rate-limit';
import { listSignupClasses } from './classes.repository';
import {
  assertCanCreateClass,
  createClass,
  joinClass,
  listAllClasses,
  listClassesOfUser,
  listClassStudents,
  listNotJoinedClasses,
} from './classes.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['classes'];

export function classesRoutes(app: App, { db, config }: AppContext) {
  // API-P14: anonymous, rate-limited, class names only.
  app.get(
    '/api/grade/signupClasses',
    { config: { access: access.public }, schema: { tags, response: { 200: signupClassesResponse, 429: errorBody } } },
    async (request) => {
      const { max, windowMs } = config.rateLimits.signupClasses;
      if ((await hit(db, `signupClasses:${request.ip}`, windowMs)) > max) {
        throw new AppError('TOO_MANY_REQUESTS', 'Zu viele Anfragen. Bitte später erneut versuchen.');
      }
      return { classes: await listSignupClasses(db) };
    },
  );

  // API-06. Any user reaches the role check, so that a non-supervisor reads the specification's
  // text (CLS-13); it runs before validation, like every other role check (decision 006).
  app.post(
    '/api/grade/create',
    {
      config: { access: access.anyUser },
      preValidation: async (request) => assertCanCreateClass(currentUser(request)),
      schema: { tags, body: createClassBody, response: { 201: classResponse, ...errors, 409: errorBody } },
    },
    async (request, reply) => reply.status(201).send({ class: await createClass(db, currentUser(request), request.body) }),
  );

  // API-10 and its GET twin API-P15: every class, for supervisors (read-only) and admins.
  const allClasses = {
    config: { access: access.rolesOrAdmin('supervisor') },
    schema: { tags, response: { 200: classesResponse, ...errors } },
  };
  const listAll = async () => ({ classes: await listAllClasses(db) });
  app.get('/api/grade/allClasses', allClasses, listAll);
  app.post('/api/grade/allClasses', allClasses, listAll);

  // API-08
  app.get(
    '/api/grade/notJoined/:userId',
    { config: { access: access.roles('teacher') }, schema: { tags, params: userIdParams, response: { 200: classesResponse, ...errors } } },
    async (request) => ({ classes: await listNotJoinedClasses(db, currentUser(request), request.params.userId) }),
  );

  // API-09: idempotent.
  app.post(
    '/api/grade/joinClass/:userId/:classId',
    { config: { access: access.roles('teacher') }, schema: { tags, params: joinClassParams, response: { 200: classResponse, ...errors } } },
    async (request) => ({ class: await joinClass(db, currentUser(request), request.params) }),
  );

  // API-07: a teacher's joined classes, a supervisor's created classes.
  app.get(
    '/api/grade/:userId',
    {
      config: { access: access.rolesOrAdmin('teacher', 'supervisor') },
      schema: { tags, params: userIdParams, response: { 200: classesResponse, ...errors } },
    },
    async (request) => ({ classes: await listClassesOfUser(db, request.actor!, request.params.userId) }),
  );

  // API-11: a joined teacher, the creating supervisor, or an admin (AMB-40).
  app.get(
    '/api/user/students/:classId',
    {
      config: { access: access.rolesOrAdmin('teacher', 'supervisor') },
      schema: { tags, params: classIdParams, response: { 200: studentsResponse, ...errors } },
    },
    async (request) => listClassStudents(db, request.actor!, request.params.classId),
  );
}
