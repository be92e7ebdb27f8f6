import type { DbOrTx } from '../../db/client';
import { announcedCache, type AnnouncedCache } from '../../lib/announced-cache';
import type { Announcements } from '../../lib/announcements';
import type { ClassWithCount } from './classes.presenter';

const caches = new WeakMap<object, AnnouncedCache<ClassWithCount | null>>();

/**
 * A short cache of the class lookup (name, supervisor, number of students) behind every request on
 * a class's attendance, register and lists (issue 17, decision 023): one query less per request.
 * The database announces a renamed, reassigned or deleted class and every student who joins, leaves
 * or changes class ('c:<class id>', db/session-notify.ts), and each process drops that entry
 * (lib/announced-cache.ts). Only `db` itself uses it: inside a transaction the lookup always asks
 * the database.
 */
export function startClassCache(db: DbOrTx, announcements: Announcements, { ttlMs, max = 10_000 }: { ttlMs: number; max?: number }): void {
  if (ttlMs) caches.set(db, announcedCache(announcements, 'c:', { ttlMs, max }));
}

/** The class lookup through the cache of `db` when it has one (see startClassCache). */
export function cachedClass(db: DbOrTx, id: string, lookup: () => Promise<ClassWithCount | null>): Promise<ClassWithCount | null> {
  const cache = caches.get(db);
  return cache ? cache.get(id, lookup) : lookup();
}
