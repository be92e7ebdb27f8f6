import type { DbOrTx } from '../../db/client';
import { firstPart, keptPerHandle } from '../../lib/announced-cache';

/**
 * A short cache of "has this teacher joined this class" (issue 17, decision 023), the check behind
 * nearly every teacher's request on a student: one query less per request. Like the session cache
 * it never outlives a change in any process: the database announces every join and removal
 * ('m:<teacher id>', db/session-notify.ts) and each process drops that teacher's entries (keys
 * '<teacher>|<class>', grouped by teacher: lib/announced-cache.ts); while the process cannot hear,
 * nothing is cached. A lookup that overlapped an announcement is not kept. Only `db` itself uses
 * it: inside a transaction the check always asks the database.
 */
const caches = keptPerHandle<boolean>('m:', { max: 50_000, groupOf: firstPart });

/** The membership check through the cache of `db` when it has one. */
export function cachedMembership(db: DbOrTx, classId: string, teacherId: string, lookup: () => Promise<boolean>): Promise<boolean> {
  return caches.get(db, `${teacherId}|${classId}`, lookup);
}
