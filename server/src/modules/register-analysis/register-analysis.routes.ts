import {
  analysisAllResponse,
  analysisByDateResponse,
  analysisListQuery,
  lfcesResponse,
  registerAnalysisMessages,
  saveAnalysisBody,
  saveAnalysisResponse,
} from '@praxisport/contract/register-analysis';
import { classIdParams, dateClassParams } from '@praxisport/contract/attendance';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { getAnalysisByDate, listClassAnalyses, listLfces, saveAnalysis } from './register-analysis.service';

const tags = ['register-analysis'];
/** Reading: supervisors and teachers of the class, admins (AMB-16, AMB-67, SEC-06). */
const readers = access.rolesOrAdmin('supervisor', 'teacher');
/** Writing: the class's supervisor (RA-15, PERM-03, SEC-02). */
const writers = access.roles('supervisor', { forbidden: registerAnalysisMessages.onlySupervisor });

export function registerAnalysisRoutes(app: App, { db }: AppContext) {
  // API-31
  app.get(
    '/api/admin/registerAnalysis/lfce',
    { config: { access: readers }, schema: { tags, response: { 200: lfcesResponse, ...errorResponses(401, 403) } } },
    async () => ({ lfces: await listLfces(db) }),
  );

  // API-28
  app.get(
    '/api/admin/registerAnalysis/byDate/:date/:classId',
    { config: { access: readers }, schema: { tags, params: dateClassParams, response: { 200: analysisByDateResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ({ classRegisterAnalysis: await getAnalysisByDate(db, await actorOf(request), request.params) }),
  );

  // API-29: paged by cursor and filtered when the query asks
  app.get(
    '/api/admin/registerAnalysis/all/:classId',
    {
      config: { access: readers },
      schema: { tags, params: classIdParams, querystring: analysisListQuery, response: { 200: analysisAllResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => listClassAnalyses(db, await actorOf(request), request.params.classId, request.query),
  );

  // API-30 (AMB-70; 409 on a stale save)
  app.put(
    '/api/admin/registerAnalysis/classRegisterAnalysis',
    { config: { access: writers }, schema: { tags, body: saveAnalysisBody, response: { 200: saveAnalysisResponse, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => ({ classRegisterAnalysis: await saveAnalysis(db, await actorOf(request), request.body) }),
  );
}
