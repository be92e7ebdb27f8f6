import type { DbOrTx } from '../../db/client';
import { announcedCache, type AnnouncedCache } from '../../lib/announced-cache';
import type { Announcements } from '../../lib/announcements';

const caches = new WeakMap<object, AnnouncedCache<unknown>>();

/**
 * A short cache of a class's attendance day (issue 17, decision 023): the supervisor's list opens it
 * and reloads it after every save, and it changes only with a save. Per class and day, the record
 * with its entries (or none). The database announces every record or entry written or deleted
 * ('a:<class id>', db/session-notify.ts: one announcement per statement, not per entry); each
 * process drops the class's days, the process that saved at once (`dropAttendanceDays`). The
 * students beside it come from the student lists' own cache; everything inside a transaction comes
 * from the database.
 */
export function startAttendanceDayCache(db: DbOrTx, announcements: Announcements, { ttlMs, max = 5_000 }: { ttlMs: number; max?: number }): void {
  if (ttlMs) caches.set(db, announcedCache(announcements, 'a:', { ttlMs, max, groupOf: (key) => key.slice(0, key.indexOf('|')) }));
}

/** A class's attendance of a day through the cache of `db` when it has one. */
export function cachedAttendanceDay<T>(db: DbOrTx, classId: string, date: string, lookup: () => Promise<T>): Promise<T> {
  const cache = caches.get(db) as AnnouncedCache<T> | undefined;
  return cache ? cache.get(`${classId}|${date}`, lookup) : lookup();
}

/** Drops a class's kept days in this process (after a save here; other processes hear the database). */
export function dropAttendanceDays(db: DbOrTx, classId: string): void {
  caches.get(db)?.drop(classId);
}
