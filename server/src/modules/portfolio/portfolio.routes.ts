import {
  createPortfolioCategoryBody,
  createPortfolioItemBody,
  idParams,
  portfolioCategoriesResponse,
  portfolioCategoryResponse,
  portfolioItemResponse,
  portfolioItemsResponse,
  updatePortfolioItemBody,
} from '@praxisport/contract/portfolio';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import * as portfolio from './portfolio.service';

const tags = ['portfolio'];
const errors = errorResponses(400, 401, 403, 404);
const config = { access: access.admin };

/** The training portfolio catalogue (ADM-22..ADM-29, API-77..API-81); admins only (SEC-06). */
export function portfolioRoutes(app: App, { db }: AppContext) {
  app.post(
    '/api/admin/trainingPortfolio/category',
    { config, schema: { tags, body: createPortfolioCategoryBody, response: { 201: portfolioCategoryResponse, ...errors } } },
    async (request, reply) => reply.status(201).send({ trainingPortfolioCategory: await portfolio.createCategory(db, await actorOf(request), request.body.title) }),
  );

  app.get('/api/admin/trainingPortfolio/categories', { config, schema: { tags, response: { 200: portfolioCategoriesResponse, ...errors } } }, async () => ({
    trainingPortfolioCategories: await portfolio.listCategories(db),
  }));

  app.post(
    '/api/admin/trainingPortfolio/item',
    { config, schema: { tags, body: createPortfolioItemBody, response: { 201: portfolioItemResponse, ...errors } } },
    async (request, reply) => reply.status(201).send({ trainingPortfolioItem: await portfolio.createItem(db, await actorOf(request), request.body) }),
  );

  app.get(
    '/api/admin/trainingPortfolio/items/:id',
    { config, schema: { tags, params: idParams, response: { 200: portfolioItemsResponse, ...errors } } },
    async (request) => ({ trainingPortfolioItems: await portfolio.listItems(db, request.params.id) }),
  );

  app.patch(
    '/api/admin/trainingPortfolio/items/:id',
    { config, schema: { tags, params: idParams, body: updatePortfolioItemBody, response: { 200: portfolioItemResponse, ...errors } } },
    async (request) => ({ trainingPortfolioItem: await portfolio.updateItem(db, await actorOf(request), request.params.id, request.body) }),
  );
}
