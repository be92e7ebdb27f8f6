import type { DbOrTx } from '../../db/client';
import { announcedCache, type AnnouncedCache } from '../../lib/announced-cache';
import type { Announcements } from '../../lib/announcements';

const caches = new WeakMap<object, AnnouncedCache<string | null>>();

/**
 * A short cache of the student an item belongs to (issue 17, decision 023), for the point switch:
 * an item never changes its form or review, nor they their student, so the entry cannot go wrong;
 * a deleted item is found out by the write, which then asks the database again (updatePoint). The
 * student's class, which decides access, comes from the student lookup, whose cache every change
 * of a user empties. Emptied with the other caches when the process cannot hear the database;
 * only `db` itself uses it (inside a transaction the lookup always asks the database).
 */
export function startItemOwnerCache(db: DbOrTx, announcements: Announcements, { ttlMs, max = 20_000 }: { ttlMs: number; max?: number }): void {
  if (ttlMs) caches.set(db, announcedCache(announcements, 'item:', { ttlMs, max }));
}

/** The id of the student an item belongs to, null for an unknown item, through the cache of `db` when it has one. */
export function cachedItemStudent(db: DbOrTx, itemId: string, lookup: () => Promise<string | null>): Promise<string | null> {
  const cache = caches.get(db);
  return cache ? cache.get(itemId, lookup) : lookup();
}
