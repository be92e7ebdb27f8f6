import { confirmTalkBody, savedTalkResponse, submitTalkBody, talkIdParams, talkMessages, talkParams, talkResponse } from '@praxisport/contract/talks';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { confirmTalk, getTalk, submitTalk } from './talks.service';

const tags = ['talks'];
/** Reading: the student themself and the teachers of their class (PERM-17, PERM-20, SEC-04). */
const readers = access.roles('teacher', 'student');
/** Submitting: the teachers of the student's class (PERM-17, TALK-11). */
const instructors = access.roles('teacher', { forbidden: talkMessages.onlyTeacher });
/** Confirming: the talk's own student (PERM-20, SEC-14). */
const trainees = access.roles('student', { forbidden: talkMessages.onlyStudent });

export function talksRoutes(app: App, { db }: AppContext) {
  // API-41, TALK-10
  app.get(
    '/api/user/talk/:studentId/:talkType',
    { config: { access: readers }, schema: { tags, params: talkParams, response: { 200: talkResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getTalk(db, await actorOf(request), request.params.studentId, request.params.talkType),
  );

  // API-42, TALK-15, AMB-76: an upsert per student and type until the student confirmed.
  app.post(
    '/api/user/talk',
    { config: { access: instructors }, schema: { tags, body: submitTalkBody, response: { 200: savedTalkResponse, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => ({ talk: await submitTalk(db, await actorOf(request), request.body) }),
  );

  // API-43, TALK-19
  app.put(
    '/api/user/talk/:talkId',
    {
      config: { access: trainees },
      schema: { tags, params: talkIdParams, body: confirmTalkBody, response: { 200: savedTalkResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => ({ talk: await confirmTalk(db, await actorOf(request), request.params.talkId, request.body) }),
  );
}
