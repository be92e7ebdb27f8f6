import type { FastifyInstance } from 'fastify';
import { authMessages } from '@praxisport/contract/auth';
import { commonMessages } from '@praxisport/contract/common';
import { uploadMessages } from '@praxisport/contract/uploads';
import { passwordResetMessages } from '@praxisport/contract/password-reset';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { countHit } from '../lib/rate-limit';
import { sessionUserOf } from './access';

/** The rate limits a route may declare; each has its rule (max per window) in `config.rateLimits`. */
export type RouteRateLimit = 'register' | 'signupClasses' | 'anonymousUpload' | 'passwordReset' | 'passwordResetUse';

interface Declaration {
  /** Prefix of the counter's key; the client's address follows. */
  key: string;
  message: string;
  /** Counts only callers without a user session. */
  anonymousOnly?: boolean;
}

const declarations: Record<RouteRateLimit, Declaration> = {
  register: { key: 'register', message: authMessages.tooManyRegistrations },
  signupClasses: { key: 'signupClasses', message: commonMessages.tooManyRequests },
  anonymousUpload: { key: 'upload:anon', message: uploadMessages.tooManyAnonymous, anonymousOnly: true },
  passwordReset: { key: 'passwordReset', message: passwordResetMessages.tooMany },
  passwordResetUse: { key: 'passwordResetUse', message: passwordResetMessages.tooMany },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
}

/**
 * Enforces each route's declared `rateLimit`: per client address, after validation (a refused
 * body does not count) and before the handler; past the maximum, 429 with the limit's message.
 */
export function registerRateLimits(app: FastifyInstance, { db, rules }: { db: Db; rules: AppConfig['rateLimits'] }) {
  app.addHook('preHandler', async (request) => {
    const name = request.routeOptions.config?.rateLimit;
    if (!name) return;
    const { key, message, anonymousOnly } = declarations[name];
    if (anonymousOnly && (await sessionUserOf(request))) return;
    await countHit(db, { key: `${key}:${request.ip}`, rule: rules[name], message });
  });
}
