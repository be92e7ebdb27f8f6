import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserType } from '@praxisport/contract/common';
import { authMessages } from '@praxisport/contract/auth';
import { AppError } from '../lib/app-error';
import type { Actor, AdminActor, UserActor } from '../lib/actor';

/** Users admitted by role; `forbidden` replaces the generic 403 text where the specification has its own. */
interface UsersOnly {
  readonly users: readonly UserType[] | 'any';
  readonly admin?: undefined;
  readonly forbidden?: string;
}
interface AdminOnly {
  readonly admin: true;
  readonly users?: undefined;
}
interface UsersOrAdmin {
  readonly users: readonly UserType[] | 'any';
  readonly admin: true;
  readonly forbidden?: string;
}

/** Who may call a route. Every route declares one (checked at registration). */
export type Access = 'public' | UsersOnly | AdminOnly | UsersOrAdmin;

/** Options of `access.roles`: the refusal text of a wrong role (403). */
export interface RoleOptions {
  forbidden: string;
}

export const access = {
  /** Anyone; the signed-in user, if any, is the actor. */
  public: 'public' as const,
  anyUser: { users: 'any' } as const,
  admin: { admin: true } as const,
  anyUserOrAdmin: { users: 'any', admin: true } as const,
  /** @example access.roles('supervisor', { forbidden: classMessages.onlySupervisor }) */
  roles: (...args: [UserType, ...(UserType | RoleOptions)[]]): UsersOnly => {
    const users = args.filter((a): a is UserType => typeof a === 'string');
    const options = args.find((a): a is RoleOptions => typeof a === 'object');
    return options ? { users, forbidden: options.forbidden } : { users };
  },
  /** @example access.rolesOrAdmin('supervisor', { forbidden: statusMessages.onlySupervisorCertificate }) */
  rolesOrAdmin: (...args: (UserType | RoleOptions)[]): UsersOrAdmin => {
    const users = args.filter((a): a is UserType => typeof a === 'string');
    const options = args.find((a): a is RoleOptions => typeof a === 'object');
    return options ? { users, admin: true, forbidden: options.forbidden } : { users, admin: true };
  },
};

/** The actor a route's access admits: what `actorOf` returns. */
export type ActorOf<A> = A extends 'public'
  ? UserActor | null
  : A extends UsersOrAdmin
    ? Actor
    : A extends AdminOnly
      ? AdminActor
      : A extends UsersOnly
        ? UserActor
        : never;

export const USER_COOKIE = 'pp_session';
export const ADMIN_COOKIE = 'pp_admin_session';

/** Looks up the actor of a session token; null when unknown, expired or not active. */
export type FindActor = (token: string, kind: 'user' | 'admin') => Promise<Actor | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Open to a user who must still replace a one-time password (the password change itself). */
    allowWhileMustChangePassword?: boolean;
  }
  interface FastifyRequest {
    /** Set by the access hook; read it through `actorOf`. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    findActor: FindActor;
  }
}

// public routes look the session up only when asked, once per request
const publicActors = new WeakMap<FastifyRequest, Promise<UserActor | null>>();

/** The signed-in user on a public route, or null (looked up once, on first use). */
export function sessionUserOf(request: FastifyRequest): Promise<UserActor | null> {
  let found = publicActors.get(request);
  if (!found) {
    const token = request.cookies[USER_COOKIE];
    // a user who must still replace a one-time password counts as anonymous here
    found = token
      ? request.server.findActor(token, 'user').then((a) => (a?.kind === 'user' && !a.mustChangePassword ? a : null))
      : Promise.resolve(null);
    publicActors.set(request, found);
  }
  return found;
}

/**
 * The caller of a route, typed by the route's declared access: `UserActor` for user routes,
 * `AdminActor` for admin routes, `Actor` for both, `UserActor | null` for public routes.
 * @throws UNAUTHENTICATED when a protected route has no actor (the access hook prevents it)
 */
export async function actorOf<C extends { access?: Access }>(
  request: FastifyRequest<any, any, any, any, any, C>,
): Promise<ActorOf<C['access']>> {
  const acc = (request.routeOptions.config as { access?: Access }).access;
  if (acc === 'public') return (await sessionUserOf(request)) as ActorOf<C['access']>;
  if (!request.actor) throw new AppError('UNAUTHENTICATED', authMessages.unauthenticated);
  return request.actor as ActorOf<C['access']>;
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

/**
 * Enforces each route's declared access before validation, so that an anonymous caller gets
 * 401 and a wrong role 403 whatever the body holds. `findActor` is the session lookup (app.ts
 * passes the auth module's), so that this plugin imports no module.
 */
export function registerAccess(app: FastifyInstance, { findActor, routes }: { findActor: FindActor; routes: RouteEntry[] }) {
  app.decorateRequest('actor', null);
  app.decorate('findActor', findActor);
  app.addHook('onRoute', (route) => {
    const acc = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isDocs = route.url.startsWith('/api/docs');
    const isStatic = !route.url.startsWith('/api');
    if (!acc && !isDocs && !isStatic) throw new Error(`Route ${methods.join(',')} ${route.url} declares no access`);
    for (const m of methods) {
      if (m === 'HEAD' || m === 'OPTIONS') continue;
      routes.push({ method: m, url: route.url, access: acc ?? 'public' });
    }
  });

  app.addHook('onRequest', async (request) => {
    const acc = request.routeOptions.config?.access;
    if (!acc || acc === 'public') return;
    const userToken = request.cookies[USER_COOKIE];
    const adminToken = acc.admin ? request.cookies[ADMIN_COOKIE] : undefined;
    const user = userToken ? await findActor(userToken, 'user') : null;
    if (user?.kind === 'user' && acc.users && (acc.users === 'any' || acc.users.includes(user.userType))) {
      // ADR 014: the one-time password is enforced here, not only in the web app
      if (user.mustChangePassword && !request.routeOptions.config.allowWhileMustChangePassword) {
        throw new AppError('FORBIDDEN', authMessages.mustChangePassword);
      }
      request.actor = user;
      return;
    }
    const admin = adminToken ? await findActor(adminToken, 'admin') : null;
    if (admin) {
      request.actor = admin;
      return;
    }
    if (user) throw new AppError('FORBIDDEN', ('forbidden' in acc && acc.forbidden) || authMessages.forbidden);
    throw new AppError('UNAUTHENTICATED', authMessages.unauthenticated);
  });
}
