import { z } from 'zod';
import { outboxMailResponse, outboxResponse } from '@praxisport/contract/mail';
import { idSchema } from '@praxisport/contract/common';
import { access } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { getOutboxMail, listOutbox } from './mail.service';

const tags = ['mail'];
const errors = errorResponses(400, 401, 403, 404);

/** The outbox in the back office: what was sent, or written as .eml without SMTP. */
export function mailRoutes(app: App, { db, config }: AppContext) {
  app.get('/api/admin/outbox', { config: { access: access.admin }, schema: { tags, response: { 200: outboxResponse, ...errors } } }, async () =>
    listOutbox(db, config),
  );
  app.get(
    '/api/admin/outbox/:mailId',
    { config: { access: access.admin }, schema: { tags, params: z.object({ mailId: idSchema }), response: { 200: outboxMailResponse, ...errors } } },
    async (request) => getOutboxMail(db, request.params.mailId),
  );
}
