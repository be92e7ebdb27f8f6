import {
  createdKilianUploadResponse,
  createKilianUploadBody,
  kilianMessages,
  kilianStudentParams,
  kilianStudentsResponse,
  kilianSubTestParams,
  kilianSubTestResponse,
  kilianTaskParams,
  kilianTaskResponse,
  kilianTasksResponse,
  kilianTilesResponse,
  kilianUploadsParams,
  kilianUploadsResponse,
  startedKilianTaskResponse,
  startKilianTaskBody,
} from '@praxisport/contract/kilian';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { getSubTest, getTask, getTiles, listFolderFiles, listStartedTasks, listStudentTasks, listTaskStudents, recordUpload, startTask } from './kilian.service';

const tags = ['kilian'];
/** Starting tasks: kilian users (KIL-11, PERM-23). */
const kilians = access.roles('kilian', { forbidden: kilianMessages.onlyKilian });
/** Reading a task: kilian users, the student, the teachers of the class (API-45). */
const taskReaders = access.roles('kilian', 'student', 'teacher');
/** The folders: the student and the teachers of the class (API-55, API-56). */
const folderReaders = access.roles('student', 'teacher');
/** Uploading: the student themself (UPL-11, SEC-02); every other role gets the same refusal as another student. */
const uploaders = access.roles('student', { forbidden: kilianMessages.onlyOwner });

export function kilianRoutes(app: App, { db, config }: AppContext) {
  // API-44, KIL-05..09 (the documented path ends with a slash; the one without is accepted too)
  for (const [url, hide] of [
    ['/api/user/talk/kilianTask/', false],
    ['/api/user/talk/kilianTask', true],
  ] as const) {
    app.post(
      url,
      {
        config: { access: kilians },
        schema: { tags, hide, body: startKilianTaskBody, response: { 200: startedKilianTaskResponse, ...errorResponses(400, 401, 403, 404, 409) } },
      },
      async (request) => startTask(db, await actorOf(request), request.body),
    );
  }

  // AMB-118: whom a kilian user may start a task for
  app.get(
    '/api/user/talk/kilianTask/students',
    { config: { access: kilians }, schema: { tags, response: { 200: kilianStudentsResponse, ...errorResponses(401, 403) } } },
    async () => listTaskStudents(db),
  );

  // the kilian user's started tasks with their topics
  app.get(
    '/api/user/talk/kilianTask/started',
    { config: { access: kilians }, schema: { tags, response: { 200: kilianTasksResponse, ...errorResponses(401, 403) } } },
    async (request) => listStartedTasks(db, await actorOf(request)),
  );

  // a student's started tasks with their topics, for the student, the class's teachers and kilian users
  app.get(
    '/api/user/talk/kilianTask/:studentId',
    { config: { access: taskReaders }, schema: { tags, params: kilianStudentParams, response: { 200: kilianTasksResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => listStudentTasks(db, await actorOf(request), request.params.studentId),
  );

  // API-45, KIL-03, KIL-04
  app.get(
    '/api/user/talk/kilianTask/:studentId/:kilianType',
    { config: { access: taskReaders }, schema: { tags, params: kilianTaskParams, response: { 200: kilianTaskResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getTask(db, await actorOf(request), request.params.studentId, request.params.kilianType),
  );

  // API-54, UPL-10..12
  app.post(
    '/api/teacher/kilianUploads',
    {
      config: { access: uploaders },
      schema: { tags, body: createKilianUploadBody, response: { 200: createdKilianUploadResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => ({ kilianUpload: await recordUpload(db, await actorOf(request), request.body, { publicUrl: config.publicUrl }) }),
  );

  // KIL-02, AMB-117: the upload tiles of the KILIAN Tasks screen
  app.get(
    '/api/teacher/kilianUploads/subTests/:studentId',
    { config: { access: folderReaders }, schema: { tags, params: kilianStudentParams, response: { 200: kilianTilesResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getTiles(db, await actorOf(request), request.params.studentId),
  );

  // API-55, UPL-08
  app.get(
    '/api/teacher/kilianUploads/:studentId/:subTestId/:type',
    { config: { access: folderReaders }, schema: { tags, params: kilianUploadsParams, response: { 200: kilianUploadsResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ({ kilianUploads: await listFolderFiles(db, await actorOf(request), request.params) }),
  );

  // API-56, UPL-06, AMB-110: a read, although POST
  app.post(
    '/api/teacher/kilianUploads/competencySubTestById/:id',
    { config: { access: folderReaders }, schema: { tags, params: kilianSubTestParams, response: { 200: kilianSubTestResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getSubTest(db, request.params.id),
  );
}
