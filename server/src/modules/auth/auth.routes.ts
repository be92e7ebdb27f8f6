import { adminLoginBody, adminLoginResponse, changePasswordBody, loginBody, loginResponse, registerBody, registerResponse } from '@praxisport/contract/auth';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { access, actorOf, ADMIN_COOKIE, USER_COOKIE } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { changePassword, endSession, loginAdmin, loginUser, register } from './auth.service';

const errors = errorResponses(400, 401, 403, 409, 429);

export function authRoutes(app: App, { db, config }: AppContext) {
  const setCookie = (reply: FastifyReply, name: string, token: string) =>
    reply.setCookie(name, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      path: '/',
      // no Max-Age: the browser keeps the cookie until it closes; the server ends the session after
      // SESSION_TTL_HOURS without use, so a cookie date would cut off active users
    });

  app.post(
    '/api/user/auth/login',
    { config: { access: access.public }, schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse, ...errors } } },
    async (request, reply) => {
      const { token, session } = await loginUser(db, config, request.body, request.ip);
      setCookie(reply, USER_COOKIE, token);
      return session;
    },
  );

  app.post(
    '/api/user/auth/register',
    {
      config: { access: access.public, rateLimit: 'register' },
      schema: { tags: ['auth'], body: registerBody, response: { 201: registerResponse, ...errors } },
    },
    async (request, reply) => {
      // Someone signed in (e.g. a teacher helping on the ward) may register with images they uploaded.
      const claimant = await actorOf(request);
      const user = await register(db, { body: request.body, claimantId: claimant?.id, publicUrl: config.publicUrl });
      return reply.status(201).send({ user });
    },
  );

  // ADR 014: a one-time password set by an admin is replaced at the first sign-in
  app.post(
    '/api/user/auth/changePassword',
    { config: { access: access.anyUser, allowWhileMustChangePassword: true }, schema: { tags: ['auth'], body: changePasswordBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      await changePassword(db, { userId: actor.id, token: request.cookies[USER_COOKIE] ?? '', body: request.body });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/user/auth/logout',
    { config: { access: access.public }, schema: { tags: ['auth'], response: { 204: z.null() } } },
    async (request, reply) => {
      const token = request.cookies[USER_COOKIE];
      if (token) await endSession(db, token);
      reply.clearCookie(USER_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/auth/login',
    { config: { access: access.public }, schema: { tags: ['admin'], body: adminLoginBody, response: { 200: adminLoginResponse, ...errors } } },
    async (request, reply) => {
      const { token, session } = await loginAdmin(db, config, request.body, request.ip);
      setCookie(reply, ADMIN_COOKIE, token);
      return session;
    },
  );

  app.post(
    '/api/admin/auth/logout',
    { config: { access: access.public }, schema: { tags: ['admin'], response: { 204: z.null() } } },
    async (request, reply) => {
      const token = request.cookies[ADMIN_COOKIE];
      if (token) await endSession(db, token);
      reply.clearCookie(ADMIN_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );
}
