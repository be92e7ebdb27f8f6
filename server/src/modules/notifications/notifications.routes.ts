import { z } from 'zod';
import { notificationPreferences, notificationsQuery, notificationsResponse, savePreferencesBody } from '@praxisport/contract/notifications';
import { idSchema } from '@praxisport/contract/common';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { getNotifications, getPreferences, readAllNotifications, readNotification, savePreferences, setNotificationLinkBase } from './notifications.service';

const tags = ['notifications'];
const errors = errorResponses(400, 401, 403, 404);
const config = { access: access.anyUserOrAdmin };

/** The bell: own notifications only; e-mail switches per kind. */
export function notificationsRoutes(app: App, { db, config: appConfig }: AppContext) {
  setNotificationLinkBase(appConfig.mail.appUrl);

  // paged by cursor when asked
  app.get('/api/notifications', { config, schema: { tags, querystring: notificationsQuery, response: { 200: notificationsResponse, ...errors } } }, async (request) =>
    getNotifications(db, await actorOf(request), request.query),
  );
  app.post(
    '/api/notifications/readAll',
    { config, schema: { tags, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await readAllNotifications(db, await actorOf(request));
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/notifications/:notificationId/read',
    { config, schema: { tags, params: z.object({ notificationId: idSchema }), response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await readNotification(db, await actorOf(request), request.params.notificationId);
      return reply.status(204).send(null);
    },
  );
  app.get('/api/notifications/preferences', { config, schema: { tags, response: { 200: notificationPreferences, ...errors } } }, async (request) =>
    getPreferences(db, await actorOf(request)),
  );
  app.put(
    '/api/notifications/preferences',
    { config, schema: { tags, body: savePreferencesBody, response: { 200: notificationPreferences, ...errors } } },
    async (request) => savePreferences(db, await actorOf(request), request.body),
  );
}
