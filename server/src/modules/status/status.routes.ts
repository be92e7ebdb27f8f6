import { z } from 'zod';
import {
  certificateParams,
  classStatusResponse,
  dueResponse,
  statusClassParams,
  statusMessages,
  statusStudentParams,
  studentStatusResponse,
  trainingBody,
  trainingResponse,
} from '@praxisport/contract/status';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { attachment } from '../../lib/download';
import { errorResponses } from '../../lib/error-responses';
import { exportCertificatePdf, exportClassStatusCsv, getClassStatus, getDue, getStudentStatus, setTraining } from './status.service';

const tags = ['status'];
/** An apprentice's status: the apprentice, the class's supervisor and teachers; admins read. */
const readers = access.rolesOrAdmin('supervisor', 'teacher', 'student', { forbidden: statusMessages.noAccess });
/** A class's overview: its supervisor and teachers; admins read. */
const classReaders = access.rolesOrAdmin('supervisor', 'teacher', { forbidden: statusMessages.noClassAccess });
const supervisors = access.roles('supervisor', { forbidden: statusMessages.onlySupervisor });
const certificateMakers = access.rolesOrAdmin('supervisor', { forbidden: statusMessages.onlySupervisorCertificate });

/** The training status (Ausbildungsstand), the class overview, "Was ist fällig" and the yearly certificate. */
export function statusRoutes(app: App, { db }: AppContext) {
  app.get(
    '/api/status/due',
    { config: { access: access.roles('supervisor') }, schema: { tags, response: { 200: dueResponse, ...errorResponses(401, 403) } } },
    async (request) => getDue(db, await actorOf(request)),
  );

  app.get(
    '/api/status/class/:classId',
    { config: { access: classReaders }, schema: { tags, params: statusClassParams, response: { 200: classStatusResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getClassStatus(db, await actorOf(request), request.params.classId),
  );

  app.get(
    '/api/status/class/:classId/csv',
    { config: { access: classReaders }, schema: { tags, params: statusClassParams, response: { 200: z.string().describe('text/csv'), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const { csv, fileName } = await exportClassStatusCsv(db, await actorOf(request), request.params.classId);
      return attachment(reply, fileName, 'text/csv; charset=utf-8').send(csv);
    },
  );

  app.get(
    '/api/status/:studentId',
    { config: { access: readers }, schema: { tags, params: statusStudentParams, response: { 200: studentStatusResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getStudentStatus(db, await actorOf(request), request.params.studentId),
  );

  app.put(
    '/api/status/:studentId/training',
    {
      config: { access: supervisors },
      schema: { tags, params: statusStudentParams, body: trainingBody, response: { 200: trainingResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ training: await setTraining(db, await actorOf(request), request.params.studentId, request.body) }),
  );

  app.get(
    '/api/status/:studentId/certificate/:year',
    {
      config: { access: certificateMakers },
      schema: { tags, params: certificateParams, response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      const { pdf, fileName } = await exportCertificatePdf(db, await actorOf(request), request.params.studentId, request.params.year);
      return attachment(reply, fileName, 'application/pdf').send(pdf);
    },
  );
}
