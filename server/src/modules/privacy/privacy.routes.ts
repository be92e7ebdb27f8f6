import { eraseBody, eraseResponse, privacyParams, privacySummary } from '@praxisport/contract/privacy';
import { z } from 'zod';
import { access } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { attachment } from '../../lib/download';
import { errorResponses } from '../../lib/error-responses';
import { erasePerson, exportPerson, privacySummary as summaryOf } from './privacy.service';

const tags = ['privacy'];
const config = { access: access.admin };

/** Data protection (DSGVO): admins only. */
export function privacyRoutes(app: App, { db, storage }: AppContext) {
  app.get(
    '/api/admin/privacy/:userId',
    { config, schema: { tags, params: privacyParams, response: { 200: privacySummary, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => summaryOf(db, request.params.userId),
  );

  app.get(
    '/api/admin/privacy/:userId/export',
    {
      config,
      // application/gzip (person.json and files/), streamed (not serialised); the refusals documented like any route
      schema: { tags, params: privacyParams, description: 'application/gzip: person.json and files/', response: { 200: z.any().describe('application/gzip'), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const { stream, fileName, done } = await exportPerson(db, storage, request.params.userId);
      stream.once('close', done).once('error', done);
      return attachment(reply, fileName, 'application/gzip').send(stream);
    },
  );

  app.delete(
    '/api/admin/privacy/:userId',
    { config, schema: { tags, params: privacyParams, body: eraseBody, response: { 200: eraseResponse, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => erasePerson(db, storage, request.params.userId, request.body),
  );
}
