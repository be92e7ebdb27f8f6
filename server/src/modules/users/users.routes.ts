import { byIdParams, byIdResponse, supervisorsResponse } from '@praxisport/contract/users';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { getUser, listSupervisors } from './users.service';

const tags = ['users'];

export function usersRoutes(app: App, { db }: AppContext) {
  // API-12: the user themselves, a teacher of the student's joined class, or an admin (AMB-47).
  app.get(
    '/api/user/byId/:id',
    {
      config: { access: access.anyUserOrAdmin },
      schema: { tags, params: byIdParams, response: { 200: byIdResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ user: await getUser(db, await actorOf(request), request.params.id) }),
  );

  // API-13: the supervisor filter of the class register analysis (teachers), and supervisors.
  app.get(
    '/api/user/getSupervisors',
    { config: { access: access.roles('teacher', 'supervisor') }, schema: { tags, response: { 200: supervisorsResponse, ...errorResponses(401, 403) } } },
    async () => ({ supervisors: await listSupervisors(db) }),
  );
}
