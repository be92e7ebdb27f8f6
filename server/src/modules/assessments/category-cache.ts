import type { DbOrTx } from '../../db/client';
import { announcedCache, type AnnouncedCache } from '../../lib/announced-cache';
import type { Announcements } from '../../lib/announcements';

type Categories = Awaited<ReturnType<typeof import('./grading.repository').listAllCategories>>;

/** The database announces any change of the assessment categories as '<prefix><table>' (db/session-notify.ts). */
const PREFIX = 'k:';
const KEY = 'assessment_categories';
const caches = new WeakMap<object, AnnouncedCache<Categories>>();

/**
 * A short cache of the assessment categories (issue 17, decision 023): the competence profile's
 * boxes, read with every student's grades, changed only by an administrator in the back office.
 * The database announces every insert, update, delete or truncate of the catalogue table
 * ('k:assessment_categories'), and each process drops it (lib/announced-cache.ts). Only `db`
 * itself uses it: inside a transaction the categories always come from the database.
 */
export function startCategoryCache(db: DbOrTx, announcements: Announcements, { ttlMs }: { ttlMs: number }): void {
  if (ttlMs) caches.set(db, announcedCache(announcements, PREFIX, { ttlMs, max: 10 }));
}

/** The categories through the cache of `db` when it has one (see startCategoryCache). */
export function cachedCategories(db: DbOrTx, lookup: () => Promise<Categories>): Promise<Categories> {
  const cache = caches.get(db);
  return cache ? cache.get(KEY, lookup) : lookup();
}
