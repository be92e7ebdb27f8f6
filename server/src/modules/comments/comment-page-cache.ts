import type { DbOrTx } from '../../db/client';
import { announcedCache, type AnnouncedCache } from '../../lib/announced-cache';
import type { Announcements } from '../../lib/announcements';

const caches = new WeakMap<object, AnnouncedCache<unknown>>();

/**
 * A short cache of a student's first page of comments (issue 17, decision 023): the student's home,
 * the teacher's student screen and the comments screen open it, and it changes when a teacher
 * writes. Per student and page size. The database announces every comment written, changed or
 * deleted ('b:<student id>', db/session-notify.ts) and a renamed or deleted person ('b:*': the
 * comments name their teachers); each process drops what it kept, the process where the comment
 * was written at once (`dropCommentPages`). Pages after a cursor always come from the database; so
 * does everything inside a transaction.
 */
export function startCommentPageCache(db: DbOrTx, announcements: Announcements, { ttlMs, max = 5_000 }: { ttlMs: number; max?: number }): void {
  if (ttlMs) caches.set(db, announcedCache(announcements, 'b:', { ttlMs, max, groupOf: (key) => key.slice(0, key.indexOf('|')) }));
}

/** A student's first page of `limit` comments through the cache of `db` when it has one. */
export function cachedCommentPage<T>(db: DbOrTx, studentId: string, limit: number, lookup: () => Promise<T>): Promise<T> {
  const cache = caches.get(db) as AnnouncedCache<T> | undefined;
  return cache ? cache.get(`${studentId}|${limit}`, lookup) : lookup();
}

/** Drops a student's kept pages in this process (after a comment written here; other processes hear the database). */
export function dropCommentPages(db: DbOrTx, studentId: string): void {
  caches.get(db)?.drop(studentId);
}
