import type { DbOrTx } from '../../db/client';
import { keptPerHandle } from '../../lib/announced-cache';
import type { ClassWithCount } from './classes.presenter';
import type { StudentOfClass } from './classes.repository';

/** A class with its students, as the cache keeps it (never changed by its readers). */
export type Roster = { cls: ClassWithCount; students: StudentOfClass[] };

/**
 * A short cache of a class with its students (name, supervisor, the students' names and contacts)
 * behind every request on a class's attendance, register and lists (issue 17, decision 023): one
 * query less per request, none for the class list. The database announces a renamed, reassigned or
 * deleted class, every student who joins, leaves or changes class and every change of a student's
 * name, e-mail, contact, status or type ('c:<class id>', db/session-notify.ts), and each process drops that entry
 * (lib/announced-cache.ts). Only `db` itself uses it: inside a transaction the lookup always asks
 * the database.
 */
const caches = keptPerHandle<Roster | null>('c:', { max: 10_000 });

/** The class lookup through the cache of `db` when it has one. */
export function cachedRoster(db: DbOrTx, id: string, lookup: () => Promise<Roster | null>): Promise<Roster | null> {
  return caches.get(db, id, lookup);
}
