import { z } from 'zod';
import { forgotPasswordBody, resetPasswordBody } from '@praxisport/contract/password-reset';
import { access } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { requestPasswordReset, resetPassword } from './password-reset.service';

const errors = errorResponses(400, 429);

/** 'Passwort vergessen?' for users and admins (ADR 022). */
export function passwordResetRoutes(app: App, { db, config }: AppContext) {
  for (const [kind, prefix, tags] of [
    ['user', '/api/user/auth', ['auth']],
    ['admin', '/api/admin/auth', ['admin']],
  ] as const) {
    app.post(
      `${prefix}/forgotPassword`,
      { config: { access: access.public, rateLimit: 'passwordReset' }, schema: { tags, body: forgotPasswordBody, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await requestPasswordReset(db, config, kind, request.body);
        return reply.status(204).send(null);
      },
    );
    app.post(
      `${prefix}/resetPassword`,
      { config: { access: access.public, rateLimit: 'passwordResetUse' }, schema: { tags, body: resetPasswordBody, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await resetPassword(db, kind, request.body);
        return reply.status(204).send(null);
      },
    );
  }
}
