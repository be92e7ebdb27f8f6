import {
  attendanceByDateResponse,
  attendanceCsvQuery,
  attendanceMessages,
  classAbsenceResponse,
  classIdParams,
  dateClassParams,
  saveAttendanceBody,
  saveAttendanceResponse,
  studentAbsenceResponse,
  studentIdParams,
} from '@praxisport/contract/attendance';
import { auditAttendanceParams, auditEventsResponse } from '@praxisport/contract/audit';
import { z } from 'zod';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { attachment } from '../../lib/download';
import { errorResponses } from '../../lib/error-responses';
import { exportAttendanceCsv, getAttendanceByDate, getAttendanceHistory, getClassAbsence, getStudentAbsence, saveAttendance } from './attendance.service';

const tags = ['attendance'];
/** The attendance list is the supervisor's (ATT-01, API-26; admins read). */
const readers = access.rolesOrAdmin('supervisor');
/** Only supervisors submit it; the refusal keeps the specified wording (ATT-10, PERM-04, AMB-61). */
const writers = access.roles('supervisor', { forbidden: attendanceMessages.onlySupervisor });

export function attendanceRoutes(app: App, { db }: AppContext) {
  // API-26
  app.get(
    '/api/grade/attendance/byDate/:date/:classId',
    { config: { access: readers }, schema: { tags, params: dateClassParams, response: { 200: attendanceByDateResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getAttendanceByDate(db, await actorOf(request), request.params),
  );

  // API-27 (AMB-62, AMB-63, AMB-66; 409 on a stale save)
  app.put(
    '/api/grade/attendance',
    {
      config: { access: writers },
      schema: { tags, body: saveAttendanceBody, response: { 200: saveAttendanceResponse, ...errorResponses(400, 401, 403, 404, 409, 422) } },
    },
    async (request) => ({ attendance: await saveAttendance(db, await actorOf(request), request.body) }),
  );

  // every save of an attendance day, for the supervisor who created the class (and admins)
  app.get(
    '/api/audit/attendance/:classId/:date',
    {
      config: { access: access.rolesOrAdmin('supervisor') },
      schema: { tags: ['audit'], params: auditAttendanceParams, response: { 200: auditEventsResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => getAttendanceHistory(db, await actorOf(request), request.params),
  );

  // absence statistics of a class (its supervisor, its joined teachers, admins)
  app.get(
    '/api/grade/attendance/statistics/:classId',
    {
      config: { access: access.rolesOrAdmin('supervisor', 'teacher') },
      schema: { tags, params: classIdParams, response: { 200: classAbsenceResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ statistics: await getClassAbsence(db, await actorOf(request), request.params.classId) }),
  );

  // a student's own figures (the student, the staff of their class)
  app.get(
    '/api/grade/attendance/statistics/student/:studentId',
    {
      config: { access: access.roles('student', 'teacher', 'supervisor') },
      schema: { tags, params: studentIdParams, response: { 200: studentAbsenceResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ statistics: await getStudentAbsence(db, await actorOf(request), request.params.studentId) }),
  );

  // a month as CSV (text/csv, UTF-8 with BOM)
  app.get(
    '/api/grade/attendance/csv/:classId',
    {
      config: { access: readers },
      schema: {
        tags,
        params: classIdParams,
        querystring: attendanceCsvQuery,
        // sent as text/csv: Fastify serializes only JSON content types, the string goes out as it is
        response: { 200: z.string().describe('text/csv, UTF-8 with BOM'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await exportAttendanceCsv(db, await actorOf(request), { classId: request.params.classId, month: request.query.month });
      return attachment(reply, fileName, 'text/csv; charset=utf-8').send(csv);
    },
  );
}
