import { errorBody } from '@praxisport/contract/common';
import { byIdResponse, userIdParams } from '@praxisport/contract/users';
import { supervisorsResponse } from '@praxisport/contract/classes';
import { access, currentUser } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { toPublicUser } from './users.mapper';
import { canViewUser } from './users.policy';
import { findUserById, listActiveSupervisors } from './users.repository';

export const userMessages = {
  notFound: 'Benutzer nicht gefunden.',
  forbidden: 'Sie haben keinen Zugriff auf diesen Benutzer.',
} as const;

export function usersRoutes(app: App, { db }: AppContext) {
  // API-12: the user themselves, a teacher of the student's joined class, or an admin (AMB-47).
  app.get(
    '/api/user/byId/:id',
    {
      config: { access: access.anyUserOrAdmin },
      schema: { tags: ['users'], params: userIdParams, response: { 200: byIdResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } },
    },
    async (request) => {
      const user = await findUserById(db, request.params.id);
      if (!user) throw new AppError('NOT_FOUND', userMessages.notFound);
      if (request.actor?.kind !== 'admin' && !(await canViewUser(db, currentUser(request), user.id))) {
        throw new AppError('FORBIDDEN', userMessages.forbidden);
      }
      return { user: toPublicUser(user) };
    },
  );

  // API-13: the supervisor filter of the class register analysis (teachers), and supervisors.
  app.get(
    '/api/user/getSupervisors',
    { config: { access: access.roles('teacher', 'supervisor') }, schema: { tags: ['users'], response: { 200: supervisorsResponse, 401: errorBody, 403: errorBody } } },
    async () => ({ supervisors: await listActiveSupervisors(db) }),
  );
}
