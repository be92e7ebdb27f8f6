import type { NotificationsResponse } from '@praxisport/contract/notifications';
import type { DbOrTx } from '../../db/client';
import { firstPart, keptPerHandle } from '../../lib/announced-cache';

/**
 * A short cache of a person's first page of notifications (issue 17, decision 023): the bell asks
 * for it every 20 seconds on every open page of every signed-in person, and it changes far less
 * often. The database announces every notification made, read or deleted for a person
 * ('n:<user or admin id>', db/session-notify.ts), and each process drops that person's pages; the
 * process where the person marks one read drops them at once (`dropNotificationPages`). Pages
 * after a cursor always come from the database; so does everything inside a transaction.
 */
const caches = keptPerHandle<NotificationsResponse>('n:', { max: 50_000, groupOf: firstPart });

/** The first page of `limit` of a person's notifications through the cache of `db` when it has one. */
export function cachedFirstPage(db: DbOrTx, recipientId: string, limit: number, lookup: () => Promise<NotificationsResponse>): Promise<NotificationsResponse> {
  return caches.get(db, `${recipientId}|${limit}`, lookup);
}

/** Drops a person's cached pages in this process (after their own change; other processes hear the database). */
export function dropNotificationPages(db: DbOrTx, recipientId: string): void {
  caches.drop(db, recipientId);
}
