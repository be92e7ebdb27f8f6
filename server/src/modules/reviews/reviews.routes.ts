import {
  formsResponse,
  idParams,
  itemResponse,
  itemsResponse,
  reviewMessages,
  reviewResponse,
  reviewsResponse,
  studentIdParams,
  updateItemBody,
  updatePointBody,
  updateReviewBody,
  updateReviewResponse,
} from '@praxisport/contract/reviews';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { getItem, getReview, listForms, listItems, listReviews, updateItem, updatePoint, updateReview } from './reviews.service';

const tags = ['reviews'];
const errors = errorResponses(400, 401, 403, 404);
/** Reading: the student themself and the teachers of their class (PERM-10, PERM-14). */
const readers = access.roles('teacher', 'student');
/** Writing: the teachers of the student's class (PERM-05, AMB-52). */
const writers = access.roles('teacher', { forbidden: reviewMessages.onlyTeacher });

export function reviewsRoutes(app: App, { db }: AppContext) {
  // API-14
  app.get(
    '/api/home/forms/:studentId',
    { config: { access: readers }, schema: { tags, params: studentIdParams, response: { 200: formsResponse, ...errors } } },
    async (request) => ({ forms: await listForms(db, await actorOf(request), request.params.studentId) }),
  );

  // API-15: students never receive the comments entry (REV-04).
  app.get(
    '/api/home/reviews/:studentId',
    { config: { access: readers }, schema: { tags, params: studentIdParams, response: { 200: reviewsResponse, ...errors } } },
    async (request) => ({ reviews: await listReviews(db, await actorOf(request), request.params.studentId) }),
  );

  // API-16
  app.get(
    '/api/home/getReview/:id',
    { config: { access: readers }, schema: { tags, params: idParams, response: { 200: reviewResponse, ...errors } } },
    async (request) => getReview(db, await actorOf(request), request.params.id),
  );

  // API-17 (a form's items) and API-18 (a review's items): each accepts either id (AMB-49, AMB-50).
  for (const url of ['/api/home/items/:id', '/api/home/getItems/:id']) {
    app.get(
      url,
      { config: { access: readers }, schema: { tags, params: idParams, response: { 200: itemsResponse, ...errors } } },
      async (request) => listItems(db, await actorOf(request), request.params.id),
    );
  }

  // API-19 and its alias API-20
  for (const url of ['/api/home/item/:id', '/api/home/getItem/:id']) {
    app.get(
      url,
      { config: { access: readers }, schema: { tags, params: idParams, response: { 200: itemResponse, ...errors } } },
      async (request) => getItem(db, await actorOf(request), request.params.id),
    );
  }

  // API-21: sets `done` when sent, toggles otherwise (AMB-51).
  app.put(
    '/api/home/updatePoint',
    { config: { access: writers }, schema: { tags, body: updatePointBody, response: { 200: itemResponse, ...errors } } },
    async (request) => updatePoint(db, await actorOf(request), request.body),
  );

  // API-22
  app.put(
    '/api/home/item/update',
    { config: { access: writers }, schema: { tags, body: updateItemBody, response: { 200: itemResponse, ...errors } } },
    async (request) => updateItem(db, await actorOf(request), request.body),
  );

  // API-23 (AMB-53)
  app.put(
    '/api/home/review',
    { config: { access: writers }, schema: { tags, body: updateReviewBody, response: { 200: updateReviewResponse, ...errors } } },
    async (request) => updateReview(db, await actorOf(request), request.body),
  );
}
