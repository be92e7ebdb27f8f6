import {
  addSubTestLinksBody,
  competencyCatOptionResponse,
  competencyCatOptionsResponse,
  competencyCatOptionTestResponse,
  competencyCatOptionTestsResponse,
  competencyCatResponse,
  competencyCatsResponse,
  createCompetencyCatBody,
  createCompetencyCatOptionBody,
  createCompetencyCatOptionTestBody,
  createSubTestBody,
  idParams,
  subTestLinksParams,
  subTestLinksResponse,
  subTestResponse,
  subTestsResponse,
} from '@praxisport/contract/catalogue';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import * as catalogue from './catalogue.service';

const tags = ['catalogue'];
const errors = errorResponses(400, 401, 403, 404);
const config = { access: access.admin };

/** The competency catalogue of the dashboard (ADM-08..ADM-21, API-57..API-67); admins only (SEC-06). */
export function catalogueRoutes(app: App, { db }: AppContext) {
  app.get('/api/admin/test/competencyCat', { config, schema: { tags, response: { 200: competencyCatsResponse, ...errors } } }, async () => ({
    competencyCats: await catalogue.listCategories(db),
  }));

  app.post(
    '/api/admin/test/competencyCat',
    { config, schema: { tags, body: createCompetencyCatBody, response: { 201: competencyCatResponse, ...errors } } },
    async (request, reply) => reply.status(201).send({ competencyCat: await catalogue.createCategory(db, await actorOf(request), request.body.title) }),
  );

  app.get(
    '/api/admin/test/competencyCatOption/:id',
    { config, schema: { tags, params: idParams, response: { 200: competencyCatOptionsResponse, ...errors } } },
    async (request) => ({ competencyCatOptions: await catalogue.listOptions(db, request.params.id) }),
  );

  app.post(
    '/api/admin/test/competencyCatOption',
    { config, schema: { tags, body: createCompetencyCatOptionBody, response: { 201: competencyCatOptionResponse, ...errors } } },
    async (request, reply) => reply.status(201).send({ competencyCatOption: await catalogue.createOption(db, await actorOf(request), request.body) }),
  );

  app.get(
    '/api/admin/test/competencyCatOptionTest/:id',
    { config, schema: { tags, params: idParams, response: { 200: competencyCatOptionTestsResponse, ...errors } } },
    async (request) => ({ competencyCatOptionTests: await catalogue.listTests(db, request.params.id) }),
  );

  app.post(
    '/api/admin/test/competencyCatOptionTest',
    { config, schema: { tags, body: createCompetencyCatOptionTestBody, response: { 201: competencyCatOptionTestResponse, ...errors } } },
    async (request, reply) => reply.status(201).send({ competencyCatOptionTest: await catalogue.createTest(db, await actorOf(request), request.body) }),
  );

  app.get('/api/admin/test/competencyCatOptionSubTest', { config, schema: { tags, response: { 200: subTestsResponse, ...errors } } }, async () => ({
    competencyCatOptionSubTests: await catalogue.listSubTests(db),
  }));

  app.get(
    '/api/admin/test/competencyCatOptionSubTest/:id',
    { config, schema: { tags, params: idParams, response: { 200: subTestsResponse, ...errors } } },
    async (request) => ({ competencyCatOptionSubTests: await catalogue.listSubTests(db, request.params.id) }),
  );

  app.post(
    '/api/admin/test/competencyCatOptionSubTest',
    { config, schema: { tags, body: createSubTestBody, response: { 201: subTestResponse, ...errors } } },
    async (request, reply) => reply.status(201).send({ competencyCatOptionSubTest: await catalogue.createSubTest(db, await actorOf(request), request.body) }),
  );

  // API-66 with the parameters named as AMB-116 reads them: test, then sub-test
  app.get(
    '/api/admin/test/subTestLinks/:testId/:subTestId',
    { config, schema: { tags, params: subTestLinksParams, response: { 200: subTestLinksResponse, ...errors } } },
    async (request) => ({ links: await catalogue.getSubTestLinks(db, request.params.testId, request.params.subTestId) }),
  );

  app.put(
    '/api/admin/test/addSubTestLinks',
    { config, schema: { tags, body: addSubTestLinksBody, response: { 200: subTestLinksResponse, ...errors } } },
    async (request) => ({ links: await catalogue.setSubTestLinks(db, await actorOf(request), request.body) }),
  );
}
