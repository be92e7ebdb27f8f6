import type { DbOrTx } from '../../db/client';
import { firstPart, keptPerHandle } from '../../lib/announced-cache';

/** The items of a form or review, or a review with its items, as PostgreSQL wrote the answer, and the student they belong to. */
export interface KeptItems {
  studentId: string;
  answer: string;
}

/**
 * A short cache of the items of a form or of a review, and of a review with its items (issue 17,
 * decision 023): the form's and the review's screens open them and the teacher returns to them after
 * each item. Per form or review id, the answer as
 * PostgreSQL wrote it and the student it belongs to; who may read it is decided on every request,
 * from the student's class as the student cache knows it. The database announces every point, item,
 * form or review name (a review's date and attending people) written or deleted ('i:<form or review
 * id>', db/session-notify.ts) and a
 * renamed or deleted person ('i:*': a point names who changed it last); each process drops what it
 * kept, the process that wrote at once (`dropItems`). Everything inside a transaction comes from the
 * database.
 */
const caches = keptPerHandle<KeptItems | null>('i:', { max: 5_000 });
const reviews = keptPerHandle<KeptItems | null>('i:', { max: 5_000 });
/** An item with its owner (the item read), per '<form or review id>|<item id>': the form's or review's announcements drop it. */
const single = keptPerHandle<KeptItems | null>('i:', { max: 20_000, groupOf: firstPart });

/** The items of a form or review through the cache of `db` when it has one. */
export function cachedItems(db: DbOrTx, ownerId: string, lookup: () => Promise<KeptItems | null>): Promise<KeptItems | null> {
  return caches.get(db, ownerId, lookup);
}

/** A review with its items through the cache of `db` when it has one. */
export function cachedReview(db: DbOrTx, reviewId: string, lookup: () => Promise<KeptItems | null>): Promise<KeptItems | null> {
  return reviews.get(db, reviewId, lookup);
}

/** An item with its owner through the cache of `db` when it has one. */
export function cachedItem(db: DbOrTx, ownerId: string, itemId: string, lookup: () => Promise<KeptItems | null>): Promise<KeptItems | null> {
  return single.get(db, `${ownerId}|${itemId}`, lookup);
}

/** Drops the kept items of a form or review, each item, and the review, in this process (after a write here; other processes hear the database). */
export function dropItems(db: DbOrTx, ownerId: string): void {
  caches.drop(db, ownerId);
  reviews.drop(db, ownerId);
  single.drop(db, ownerId);
}
