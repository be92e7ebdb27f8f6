import type { DbOrTx } from '../db/client';
import { announcedCache, type AnnouncedCache } from './announced-cache';
import type { Announcements } from './announcements';

const caches = new WeakMap<object, AnnouncedCache<unknown>>();

/**
 * A short cache of the catalogues every student's page reads and only an administrator changes in
 * the back office (issue 17, decision 023): the assessment categories ('assessment_categories'),
 * the training portfolio's categories with their items ('portfolio'), the school's classes with
 * their numbers of students ('classes', modules/classes/class-list-cache.ts). The database announces every
 * insert, update, delete or truncate of a catalogue's tables as 'k:<key>' (db/session-notify.ts),
 * and each process drops that entry (lib/announced-cache.ts). Only `db` itself uses it: inside a
 * transaction a catalogue always comes from the database.
 */
export function startCatalogueCache(db: DbOrTx, announcements: Announcements, { ttlMs }: { ttlMs: number }): void {
  if (ttlMs) {
    caches.set(db, announcedCache(announcements, 'k:', { ttlMs, max: 100 }));
    hearing.set(db, announcements);
  }
}

const hearing = new WeakMap<object, Announcements>();

/** Whether `db` has a catalogue cache that hears the database right now (else every lookup asks the database). */
export const catalogueCacheActive = (db: DbOrTx): boolean => hearing.get(db)?.active ?? false;

type CatalogueKey = 'assessment_categories' | 'portfolio' | 'classes';

/** Drops a catalogue in this process at once (after this process changed it; the others hear the database). */
export function dropCatalogue(db: DbOrTx, key: CatalogueKey): void {
  caches.get(db)?.drop(key);
}

/** The catalogue `key` through the cache of `db` when it has one (see startCatalogueCache). */
export function cachedCatalogue<T>(db: DbOrTx, key: CatalogueKey, lookup: () => Promise<T>): Promise<T> {
  const cache = caches.get(db) as AnnouncedCache<T> | undefined;
  return cache ? cache.get(key, lookup) : lookup();
}
