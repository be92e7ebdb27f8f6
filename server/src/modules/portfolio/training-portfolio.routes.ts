import { z } from 'zod';
import {
  portfolioFormBody,
  portfolioFormResponse,
  portfolioSignAlerts,
  studentIdParams,
  studentPortfolioResponse,
  updateTrainingPortfolioBody,
  updateTrainingPortfolioResponse,
} from '@praxisport/contract/portfolio';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { attachment } from '../../lib/download';
import { errorResponses } from '../../lib/error-responses';
import { exportPortfolioPdf, getStudentPortfolio, saveForm, updateTick } from './training-portfolio.service';

const tags = ['training portfolio'];
/** The student and the teachers of their class; anyone else gets 'Action not allowed' (PORT-11, ERR-15). */
const config = { access: access.roles('teacher', 'student', { forbidden: portfolioSignAlerts.notAllowed }) };

/** A student's training portfolio (PORT-01..PORT-17). */
export function trainingPortfolioRoutes(app: App, { db }: AppContext) {
  // PORT-06, AMB-84
  app.get(
    '/api/teacher/trainingportfolio/categories/:id',
    { config, schema: { tags, params: studentIdParams, response: { 200: studentPortfolioResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getStudentPortfolio(db, await actorOf(request), request.params.id),
  );

  // PORT-13, AMB-85
  app.patch(
    '/api/teacher/trainingportfolio/update',
    { config, schema: { tags, body: updateTrainingPortfolioBody, response: { 200: updateTrainingPortfolioResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ({ trainingPortfolio: await updateTick(db, await actorOf(request), request.body), message: portfolioSignAlerts.success }),
  );

  // the blanks and assignment blocks, saved per student
  app.put(
    '/api/teacher/trainingportfolio/form/:id',
    {
      config,
      schema: { tags, params: studentIdParams, body: portfolioFormBody, response: { 200: portfolioFormResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ form: await saveForm(db, await actorOf(request), request.params.id, request.body), message: portfolioSignAlerts.success }),
  );

  // the filled portfolio as a PDF made on the server
  app.get(
    '/api/teacher/trainingportfolio/pdf/:id',
    {
      config,
      schema: { tags, params: studentIdParams, response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const { pdf, fileName } = await exportPortfolioPdf(db, await actorOf(request), request.params.id);
      return attachment(reply, fileName, 'application/pdf').send(pdf);
    },
  );
}
