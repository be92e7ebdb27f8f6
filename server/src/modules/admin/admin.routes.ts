import { errorBody } from '@praxisport/contract/common';
import { approveParams, approveResponse, pendingUsersResponse } from '@praxisport/contract/users';
import { createKilianBody, createKilianResponse } from '@praxisport/contract/admin';
import { access } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { toPublicUser } from '../users/users.mapper';
import { activateUser, listPendingStaff } from '../users/users.repository';
import { createKilianUser } from './admin.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export function adminRoutes(app: App, { db }: AppContext) {
  // API-P21: staff accounts from sign-up that wait for approval (SEC-10).
  app.get(
    '/api/admin/users/pending',
    { config: { access: access.admin }, schema: { tags: ['admin'], response: { 200: pendingUsersResponse, ...errors } } },
    async () => ({ users: await listPendingStaff(db) }),
  );

  // API-P22
  app.patch(
    '/api/admin/users/:userId/approve',
    { config: { access: access.admin }, schema: { tags: ['admin'], params: approveParams, response: { 200: approveResponse, ...errors } } },
    async (request) => {
      const user = await activateUser(db, request.params.userId);
      if (!user) throw new AppError('NOT_FOUND', 'Benutzer nicht gefunden.');
      return { user: toPublicUser(user) };
    },
  );

  // API-P23: kilian accounts are created by an admin (AMB-07).
  app.post(
    '/api/admin/users',
    { config: { access: access.admin }, schema: { tags: ['admin'], body: createKilianBody, response: { 201: createKilianResponse, ...errors } } },
    async (request, reply) => reply.status(201).send({ user: await createKilianUser(db, request.body) }),
  );
}
