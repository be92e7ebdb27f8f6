import type { DbOrTx } from '../../db/client';
import { announcedCache, type AnnouncedCache } from '../../lib/announced-cache';
import type { Announcements } from '../../lib/announcements';

const caches = new WeakMap<object, AnnouncedCache<boolean>>();

/**
 * A short cache of "has this teacher joined this class" (issue 17, decision 023), the check behind
 * nearly every teacher's request on a student: one query less per request. Like the session cache
 * it never outlives a change in any process: the database announces every join and removal
 * ('m:<teacher id>', db/session-notify.ts) and each process drops that teacher's entries (keys
 * '<teacher>|<class>', grouped by teacher: lib/announced-cache.ts); while the process cannot hear,
 * nothing is cached. A lookup that overlapped an announcement is not kept. Only `db` itself uses
 * it: inside a transaction the check always asks the database.
 */
export function startMembershipCache(db: DbOrTx, announcements: Announcements, { ttlMs, max = 50_000 }: { ttlMs: number; max?: number }): void {
  if (ttlMs) caches.set(db, announcedCache(announcements, 'm:', { ttlMs, max, groupOf: (key) => key.slice(0, key.indexOf('|')) }));
}

/** The membership check through the cache of `db` when it has one (see startMembershipCache). */
export function cachedMembership(db: DbOrTx, classId: string, teacherId: string, lookup: () => Promise<boolean>): Promise<boolean> {
  const cache = caches.get(db);
  return cache ? cache.get(`${teacherId}|${classId}`, lookup) : lookup();
}
