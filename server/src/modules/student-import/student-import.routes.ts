import { z } from 'zod';
import { importBody, importPreview, importResult, invitationParams, studentImportMessages } from '@praxisport/contract/student-import';
import { idSchema } from '@praxisport/contract/common';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { previewImport, resendInvitation, runImport } from './student-import.service';

const tags = ['student-import'];
const errors = errorResponses(400, 401, 403, 404, 409);
const config = { access: access.roles('supervisor', { forbidden: studentImportMessages.onlySupervisor }) };
const params = z.object({ classId: idSchema });
// a file of up to 1 MB arrives as base64; larger bodies are read to answer with the clear message
const bodyLimit = 16 * 1024 * 1024;

/** CSV import of students by the class's supervisor (ADR 022). */
export function studentImportRoutes(app: App, { db, config: appConfig }: AppContext) {
  app.post(
    '/api/grade/:classId/import/preview',
    { config, bodyLimit, schema: { tags, params, body: importBody, response: { 200: importPreview, ...errors } } },
    async (request) => previewImport(db, await actorOf(request), request.params.classId, request.body.data),
  );
  app.post(
    '/api/grade/:classId/import',
    { config, bodyLimit, schema: { tags, params, body: importBody, response: { 200: importResult, ...errors } } },
    async (request) => runImport(db, appConfig, await actorOf(request), request.params.classId, request.body.data),
  );
  app.post(
    '/api/grade/:classId/students/:studentId/invitation',
    { config, schema: { tags, params: invitationParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await resendInvitation(db, appConfig, await actorOf(request), request.params.classId, request.params.studentId);
      return reply.status(204).send(null);
    },
  );
}
