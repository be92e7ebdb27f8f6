import { approveParams, approveResponse, pendingUsersResponse } from '@praxisport/contract/users';
import { createKilianBody, createKilianResponse } from '@praxisport/contract/admin';
import { access } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { approveUser, createKilianUser, listPendingApprovals } from './admin.service';

const tags = ['admin'];

export function adminRoutes(app: App, { db }: AppContext) {
  // API-P21: staff accounts from sign-up that wait for approval (SEC-10).
  app.get(
    '/api/admin/users/pending',
    { config: { access: access.admin }, schema: { tags, response: { 200: pendingUsersResponse, ...errorResponses(400, 401, 403, 404, 409) } } },
    async () => ({ users: await listPendingApprovals(db) }),
  );

  // API-P22
  app.patch(
    '/api/admin/users/:userId/approve',
    { config: { access: access.admin }, schema: { tags, params: approveParams, response: { 200: approveResponse, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => ({ user: await approveUser(db, request.params.userId) }),
  );

  // API-P23: kilian accounts are created by an admin (AMB-07).
  app.post(
    '/api/admin/users',
    { config: { access: access.admin }, schema: { tags, body: createKilianBody, response: { 201: createKilianResponse, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => reply.status(201).send({ user: await createKilianUser(db, request.body) }),
  );
}
