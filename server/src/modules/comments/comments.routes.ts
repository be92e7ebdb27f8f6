import { commentBody, commentResponse, commentsParams, commentsQuery, commentsResponse } from '@praxisport/contract/comments';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { createComment, listComments } from './comments.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['comments'];

export function commentsRoutes(app: App, { db }: AppContext) {
  // API-24: teachers of the student's class.
  app.post(
    '/api/user/comment',
    { config: { access: access.roles('teacher') }, schema: { tags, body: commentBody, response: { 201: commentResponse, ...errors } } },
    async (request, reply) => reply.status(201).send({ comment: await createComment(db, await actorOf(request), request.body) }),
  );

  // API-25: teachers of the student's class, and the student themself (AMB-58).
  app.get(
    '/api/user/comments/:id',
    { config: { access: access.roles('teacher', 'student') }, schema: { tags, params: commentsParams, querystring: commentsQuery, response: { 200: commentsResponse, ...errors } } },
    async (request) => listComments(db, await actorOf(request), request.params.id, request.query),
  );
}
