import type { DbOrTx } from '../../db/client';
import { keptPerHandle } from '../../lib/announced-cache';

/**
 * A short cache of the student and the form or review an item belongs to (issue 17, decision 023),
 * for the point switch and the item read: an item never changes its form or review, nor they their
 * student, so the entry cannot go wrong; a deleted item is found out by the write, which then asks
 * the database again (updatePoint), and by the read, whose kept item its deletion dropped. The
 * student's class, which decides access, comes from the student lookup, whose cache every change
 * of a user empties. Emptied with the other caches when the process cannot hear the database;
 * only `db` itself uses it (inside a transaction the lookup always asks the database).
 */
const caches = keptPerHandle<ItemRef | null>('item:', { max: 20_000 });

/** Whom an item belongs to: its student and its form or review. */
export interface ItemRef {
  studentId: string;
  ownerId: string;
}

/** The student and the form or review an item belongs to, null for an unknown item, through the cache of `db` when it has one. */
export function cachedItemRef(db: DbOrTx, itemId: string, lookup: () => Promise<ItemRef | null>): Promise<ItemRef | null> {
  return caches.get(db, itemId, lookup);
}
