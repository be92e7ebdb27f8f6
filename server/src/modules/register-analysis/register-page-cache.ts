import type { DbOrTx } from '../../db/client';
import { firstPart, keptPerHandle } from '../../lib/announced-cache';

/**
 * A short cache of a class register's first page (issue 17, decision 023): every teacher and supervisor
 * of the class opens it, the supervisor writes a day once. The answer, as PostgreSQL wrote it, per class,
 * page size and view (the teacher's entries for instructors, the supervisor's all). The database
 * announces every analysis or entry written or deleted ('r:<class id>', db/session-notify.ts) and a
 * renamed or deleted person ('r:*': the entries name their supervisors); each process drops what it
 * kept, the process that saved at once (`dropRegisterPages`). Pages after a cursor or with a filter
 * always come from the database; so does everything inside a transaction.
 */
const caches = keptPerHandle<string>('r:', { max: 1_000, groupOf: firstPart });

/** A class's day as the by-date read finds it (the record with all its entries, or none), kept like the pages. */
const days = keptPerHandle<unknown>('r:', { max: 5_000, groupOf: firstPart });

/** A class register's first page through the cache of `db` when it has one. */
export function cachedRegisterPage(db: DbOrTx, classId: string, view: string, lookup: () => Promise<string>): Promise<string> {
  return caches.get(db, `${classId}|${view}`, lookup);
}

/** A class's register day through the cache of `db` when it has one (each view filters it afterwards). */
export function cachedRegisterDay<T>(db: DbOrTx, classId: string, date: string, lookup: () => Promise<T>): Promise<T> {
  return days.get(db, `${classId}|${date}`, lookup) as Promise<T>;
}

/** Drops a class's kept register pages and days in this process (after its own save; other processes hear the database). */
export function dropRegisterPages(db: DbOrTx, classId: string): void {
  caches.drop(db, classId);
  days.drop(db, classId);
}
