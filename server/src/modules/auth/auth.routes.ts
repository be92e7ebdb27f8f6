import {
  adminLoginBody,
  adminLoginResponse,
  changePasswordBody,
  loginBody,
  loginResponse,
  logoutResponse,
  registerBody,
  registerResponse,
  signInOptions,
  type ProviderOutcome,
} from '@praxisport/contract/auth';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { access, actorOf, ADMIN_COOKIE, USER_COOKIE } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { changePassword, currentSession, endSession, loginAdmin, loginUser, register } from './auth.service';
import { ATTEMPT_MAX_AGE_SECONDS, beginProviderSignIn, finishProviderSignIn, providerOf, providerSignOutUrl } from './auth.provider';

/** The cookie of a provider sign-in in progress (PKCE verifier, state, nonce), sent only to the provider routes. */
const ATTEMPT_COOKIE = 'pp_provider';
const ATTEMPT_PATH = '/api/user/auth/provider';

const errors = errorResponses(400, 401, 403, 409, 429);

export function authRoutes(app: App, { db, config }: AppContext) {
  const provider = providerOf(config);
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
    { config: { access: access.public }, schema: { tags: ['auth'], response: { 200: logoutResponse, 204: z.null() } } },
    async (request, reply) => {
      const token = request.cookies[USER_COOKIE];
      const ended = token ? await endSession(db, token) : undefined;
      reply.clearCookie(USER_COOKIE, { path: '/' });
      // a session from the school's provider: the browser ends the provider's session too
      const endSessionUrl = await providerSignOutUrl(provider, ended?.idToken);
      return endSessionUrl ? reply.status(200).send({ endSessionUrl }) : reply.status(204).send(null);
    },
  );

  app.get(
    '/api/user/auth/options',
    { config: { access: access.public }, schema: { tags: ['auth'], response: { 200: signInOptions } } },
    async () => ({ provider: Boolean(provider), passwordSignIn: config.passwordSignIn }),
  );

  app.get(
    '/api/user/auth/session',
    { config: { access: access.anyUser, allowWhileMustChangePassword: true }, schema: { tags: ['auth'], response: { 200: loginResponse, ...errors } } },
    async (request) => currentSession(db, (await actorOf(request)).id),
  );

  // Sign-in with the school's account (decision 034): both answer with a redirect, never an error page
  const backToSignIn = (reply: FastifyReply, outcome: ProviderOutcome) => reply.redirect(`/signin?provider=${outcome}`, 302);

  app.get('/api/user/auth/provider/start', { config: { access: access.public }, schema: { tags: ['auth'], hide: true } }, async (request, reply) => {
    if (!provider) return backToSignIn(reply, 'notConfigured');
    let started: Awaited<ReturnType<typeof beginProviderSignIn>>;
    try {
      started = await beginProviderSignIn(provider);
    } catch (err) {
      request.log.warn({ err }, 'identity provider unreachable');
      return backToSignIn(reply, 'unavailable');
    }
    reply.setCookie(ATTEMPT_COOKIE, started.attempt, { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: ATTEMPT_PATH, maxAge: ATTEMPT_MAX_AGE_SECONDS });
    return reply.redirect(started.url, 302);
  });

  app.get('/api/user/auth/provider/callback', { config: { access: access.public }, schema: { tags: ['auth'], hide: true } }, async (request, reply) => {
    if (!provider) return backToSignIn(reply, 'notConfigured');
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const result = await finishProviderSignIn(db, config, provider, { search, attemptCookie: request.cookies[ATTEMPT_COOKIE] });
    reply.clearCookie(ATTEMPT_COOKIE, { path: ATTEMPT_PATH });
    if (result.token) setCookie(reply, USER_COOKIE, result.token);
    else request.log.info({ outcome: result.outcome, reason: result.reason }, 'provider sign-in refused');
    return backToSignIn(reply, result.outcome);
  });

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
