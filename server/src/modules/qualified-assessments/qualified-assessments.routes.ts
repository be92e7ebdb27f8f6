import { z } from 'zod';
import { placementIdParams } from '@praxisport/contract/placements';
import {
  assessmentSavedResponse,
  qualifiedAssessmentBody,
  qualifiedAssessmentIdParams,
  qualifiedAssessmentMessages,
  qualifiedAssessmentResponse,
} from '@praxisport/contract/qualified-assessments';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { attachment } from '../../lib/download';
import { errorResponses } from '../../lib/error-responses';
import { confirmAssessment, exportAssessmentPdf, getAssessment, saveAssessment } from './qualified-assessments.service';

const tags = ['qualified-assessments'];
/** Reading: the student, the class's supervisor and teachers; admins. */
const readers = access.rolesOrAdmin('supervisor', 'teacher', 'student');
/** Writing: the placement's instructors (the service checks the assignment). */
const instructors = access.roles('teacher', { forbidden: qualifiedAssessmentMessages.onlyInstructor });
/** Confirming the discussion: the placement's student. */
const trainees = access.roles('student', { forbidden: qualifiedAssessmentMessages.onlyStudent });

/** The qualified assessment of a placement: written by its instructor, confirmed by the apprentice, as a PDF. */
export function qualifiedAssessmentsRoutes(app: App, { db }: AppContext) {
  app.get(
    '/api/qualified-assessments/placement/:placementId',
    { config: { access: readers }, schema: { tags, params: placementIdParams, response: { 200: qualifiedAssessmentResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getAssessment(db, await actorOf(request), request.params.placementId),
  );

  app.put(
    '/api/qualified-assessments/placement/:placementId',
    {
      config: { access: instructors },
      schema: { tags, params: placementIdParams, body: qualifiedAssessmentBody, response: { 200: assessmentSavedResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => ({ assessment: await saveAssessment(db, await actorOf(request), request.params.placementId, request.body) }),
  );

  app.post(
    '/api/qualified-assessments/:assessmentId/confirm',
    { config: { access: trainees }, schema: { tags, params: qualifiedAssessmentIdParams, response: { 200: assessmentSavedResponse, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => ({ assessment: await confirmAssessment(db, await actorOf(request), request.params.assessmentId) }),
  );

  app.get(
    '/api/qualified-assessments/placement/:placementId/pdf',
    { config: { access: readers }, schema: { tags, params: placementIdParams, response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      const { pdf, fileName } = await exportAssessmentPdf(db, await actorOf(request), request.params.placementId);
      return attachment(reply, fileName, 'application/pdf').send(pdf);
    },
  );
}
