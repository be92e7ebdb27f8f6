import { auditEventsResponse, auditQuery } from '@praxisport/contract/audit';
import { access } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { listAllEvents } from './audit.service';

const tags = ['audit'];
const errors = errorResponses(400, 401, 403, 404);

/** The audit trail (decision 025): histories for the staff of a class, everything for admins. */
export function auditRoutes(app: App, { db }: AppContext) {
  // admins: every event, filterable, by cursor
  app.get(
    '/api/admin/audit',
    { config: { access: access.admin }, schema: { tags, querystring: auditQuery, response: { 200: auditEventsResponse, ...errors } } },
    async (request) => listAllEvents(db, request.query),
  );
}
