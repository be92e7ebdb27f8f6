import type { DbOrTx } from '../../db/client';
import { firstPart, keptPerHandle } from '../../lib/announced-cache';

/**
 * A short cache of a student's first page of comments (issue 17, decision 023): the student's home,
 * the teacher's student screen and the comments screen open it, and it changes when a teacher
 * writes. Per student and page size. The database announces every comment written, changed or
 * deleted ('b:<student id>', db/session-notify.ts) and a renamed or deleted person ('b:*': the
 * comments name their teachers); each process drops what it kept, the process where the comment
 * was written at once (`dropCommentPages`). Pages after a cursor always come from the database; so
 * does everything inside a transaction.
 */
const caches = keptPerHandle<unknown>('b:', { max: 5_000, groupOf: firstPart });

/** A student's first page of `limit` comments through the cache of `db` when it has one. */
export function cachedCommentPage<T>(db: DbOrTx, studentId: string, limit: number, lookup: () => Promise<T>): Promise<T> {
  return caches.get(db, `${studentId}|${limit}`, lookup) as Promise<T>;
}

/** After a comment written here (its trigger announces it to the other processes): drops the student's kept pages here at once. */
export function dropCommentPages(db: DbOrTx, studentId: string): void {
  caches.drop(db, studentId);
}
