import { approveParams, approveResponse, pendingUsersResponse } from '@praxisport/contract/users';
import { accountResponse, accountsResponse, createKilianBody, createKilianResponse, listAccountsQuery } from '@praxisport/contract/admin';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { approveUser, createKilianUser, deactivateUser, listAccounts, listPendingApprovals, reactivateUser, rejectUser } from './admin.service';

const tags = ['admin'];
const errors = errorResponses(400, 401, 403, 404, 409);
const config = { access: access.admin };

export function adminRoutes(app: App, { db }: AppContext) {
  // API-P21: staff accounts from sign-up that wait for approval (SEC-10).
  app.get('/api/admin/users/pending', { config, schema: { tags, response: { 200: pendingUsersResponse, ...errors } } }, async () => ({
    users: await listPendingApprovals(db),
  }));

  // Every account, searchable and paged.
  app.get('/api/admin/users', { config, schema: { tags, querystring: listAccountsQuery, response: { 200: accountsResponse, ...errors } } }, async (request) =>
    listAccounts(db, request.query),
  );

  // API-P22
  app.patch(
    '/api/admin/users/:userId/approve',
    { config, schema: { tags, params: approveParams, response: { 200: approveResponse, ...errors } } },
    async (request) => ({ user: await approveUser(db, await actorOf(request), request.params.userId) }),
  );

  for (const [action, run] of [
    ['reject', rejectUser],
    ['deactivate', deactivateUser],
    ['reactivate', reactivateUser],
  ] as const) {
    app.patch(
      `/api/admin/users/:userId/${action}`,
      { config, schema: { tags, params: approveParams, response: { 200: accountResponse, ...errors } } },
      async (request) => ({ user: await run(db, await actorOf(request), request.params.userId) }),
    );
  }

  // API-P23: kilian accounts are created by an admin (AMB-07), with a one-time password.
  app.post(
    '/api/admin/users',
    { config, schema: { tags, body: createKilianBody, response: { 201: createKilianResponse, ...errors } } },
    async (request, reply) => reply.status(201).send({ user: await createKilianUser(db, request.body) }),
  );
}
