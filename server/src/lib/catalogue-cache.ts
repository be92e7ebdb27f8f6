import type { DbOrTx } from '../db/client';
import { keptPerHandle } from './announced-cache';

/**
 * A short cache of the catalogues every student's page reads and only an administrator changes in
 * the back office (issue 17, decision 023): the assessment categories ('assessment_categories'),
 * the training portfolio's categories with their items ('portfolio'), the school's classes with
 * their numbers of students ('classes', modules/classes/class-list-cache.ts). The database announces every
 * insert, update, delete or truncate of a catalogue's tables as 'k:<key>' (db/session-notify.ts),
 * and each process drops that entry (lib/announced-cache.ts). Only `db` itself uses it: inside a
 * transaction a catalogue always comes from the database.
 */
const caches = keptPerHandle<unknown>('k:', { max: 100 });

/** Whether `db` has a catalogue cache that hears the database right now (else every lookup asks the database). */
export const catalogueCacheActive = (db: DbOrTx): boolean => caches.active(db);

type CatalogueKey = 'assessment_categories' | 'portfolio' | 'classes';

/** Drops a catalogue in this process at once (after this process changed it; the others hear the database). */
export function dropCatalogue(db: DbOrTx, key: CatalogueKey): void {
  caches.drop(db, key);
}

/** The catalogue `key` through the cache of `db` when it has one. */
export function cachedCatalogue<T>(db: DbOrTx, key: CatalogueKey, lookup: () => Promise<T>): Promise<T> {
  return caches.get(db, key, lookup) as Promise<T>;
}
