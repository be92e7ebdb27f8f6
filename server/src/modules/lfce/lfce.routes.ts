import { allPortfolioItemsResponse, createLfceBody, lfceResponse, updateLfceBody } from '@praxisport/contract/lfce';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { createLfce, listPortfolioItems, updateLfce } from './lfce.service';

const tags = ['lfce'];
const errors = errorResponses(400, 401, 403, 404, 409);
const config = { access: access.admin };

/** The admin LFCE screen's writes (LFCE-12, LFCE-14, API-32..API-34); the list (API-31) is in register-analysis. */
export function lfceRoutes(app: App, { db }: AppContext) {
  app.post('/api/admin/registerAnalysis/lfce', { config, schema: { tags, body: createLfceBody, response: { 201: lfceResponse, ...errors } } }, async (request, reply) =>
    reply.status(201).send({ lfce: await createLfce(db, await actorOf(request), request.body) }),
  );

  app.patch('/api/admin/registerAnalysis/lfce', { config, schema: { tags, body: updateLfceBody, response: { 200: lfceResponse, ...errors } } }, async (request) => ({
    lfce: await updateLfce(db, await actorOf(request), request.body),
  }));

  app.get('/api/admin/registerAnalysis/allTrainingPortfolioItems', { config, schema: { tags, response: { 200: allPortfolioItemsResponse, ...errors } } }, async () => ({
    trainingPortfolioItems: await listPortfolioItems(db),
  }));
}
