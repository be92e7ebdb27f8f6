import { errorBody } from '@praxisport/contract/common';
import { commentBody, commentResponse, commentsParams, commentsResponse } from '@praxisport/contract/comments';
import { access, currentUser } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { createComment, listComments } from './comments.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['comments'];

export function commentsRoutes(app: App, { db }: AppContext) {
  // API-24: teachers of the student's class.
  app.post(
    '/api/user/comment',
    { config: { access: access.roles('teacher') }, schema: { tags, body: commentBody, response: { 201: commentResponse, ...errors } } },
    async (request, reply) => reply.status(201).send({ comment: await createComment(db, currentUser(request), request.body) }),
  );

  // API-25: teachers of the student's class, and the student themself (AMB-58).
  app.get(
    '/api/user/comments/:id',
    { config: { access: access.roles('teacher', 'student') }, schema: { tags, params: commentsParams, response: { 200: commentsResponse, ...errors } } },
    async (request) => ({ comments: await listComments(db, currentUser(request), request.params.id) }),
  );
}
