import type { DbOrTx } from '../../db/client';
import { keptPerHandle } from '../../lib/announced-cache';
import type { StudentRef } from './users.service';

/**
 * A short cache of the student lookup (id, class, name) behind nearly every request on a student's
 * records: the access check needs the student's class (issue 17, decision 023). The database
 * announces every change of a user's class, type, status or name and every deleted user
 * ('o:<user id>', db/session-notify.ts), and each process drops that entry (lib/announced-cache.ts).
 * Only `db` itself uses it: inside a transaction the lookup always asks the database.
 */
const caches = keptPerHandle<StudentRef | null>('o:', { max: 50_000 });

/** The student lookup through the cache of `db` when it has one. */
export function cachedStudent(db: DbOrTx, id: string, lookup: () => Promise<StudentRef | null>): Promise<StudentRef | null> {
  return caches.get(db, id, lookup);
}
