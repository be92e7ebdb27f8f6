import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserType } from '@praxisport/contract/common';
import { authMessages } from '@praxisport/contract/auth';
import { AppError } from '../lib/app-error';
import { findSessionActor, type AdminActor, type UserActor } from '../modules/auth/auth.repository';
import type { Db } from '../db/client';

/** Who may call a route. Every route declares one (checked at registration). */
export type Access = 'public' | { users?: readonly UserType[] | 'any'; admin?: boolean };

export const access = {
  public: 'public' as const,
  anyUser: { users: 'any' } as const,
  admin: { admin: true } as const,
  roles: (...users: UserType[]) => ({ users }),
  rolesOrAdmin: (...users: UserType[]) => ({ users, admin: true }),
  anyUserOrAdmin: { users: 'any', admin: true } as const,
};

export const USER_COOKIE = 'pp_session';
export const ADMIN_COOKIE = 'pp_admin_session';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: UserActor | AdminActor | null;
  }
}

/** The signed-in user of a user route. @throws UNAUTHENTICATED */
export function currentUser(request: FastifyRequest): UserActor {
  if (request.actor?.kind !== 'user') throw new AppError('UNAUTHENTICATED', authMessages.unauthenticated);
  return request.actor;
}

/** The signed-in admin of an admin route. @throws UNAUTHENTICATED */
export function currentAdmin(request: FastifyRequest): AdminActor {
  if (request.actor?.kind !== 'admin') throw new AppError('UNAUTHENTICATED', authMessages.unauthenticated);
  return request.actor;
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

/**
 * Enforces each route's declared access before validation, so that an anonymous caller gets
 * 401 and a wrong role 403 whatever the body holds.
 */
export function registerAccess(app: FastifyInstance, db: Db, routes: RouteEntry[]) {
  app.decorateRequest('actor', null);
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
    const user = userToken ? await findSessionActor(db, userToken, 'user') : null;
    if (user?.kind === 'user' && acc.users && (acc.users === 'any' || acc.users.includes(user.userType))) {
      request.actor = user;
      return;
    }
    const admin = adminToken ? await findSessionActor(db, adminToken, 'admin') : null;
    if (admin) {
      request.actor = admin;
      return;
    }
    if (user) throw new AppError('FORBIDDEN', authMessages.forbidden);
    throw new AppError('UNAUTHENTICATED', authMessages.unauthenticated);
  });
}
