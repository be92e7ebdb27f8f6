import type { NotificationKind, NotificationRow } from '@praxisport/contract/notifications';
import type { NotificationRecord } from './notifications.repository';

/** A notification as the bell lists it. */
export const toNotificationRow = (n: NotificationRecord): NotificationRow => ({
  _id: n.id,
  kind: n.kind as NotificationKind,
  params: n.params,
  link: n.link,
  read: n.readAt !== null,
  createdAt: n.createdAt.toISOString(),
});
