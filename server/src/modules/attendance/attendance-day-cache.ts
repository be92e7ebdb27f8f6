import type { DbOrTx } from '../../db/client';
import { firstPart, keptPerHandle } from '../../lib/announced-cache';

/**
 * A short cache of a class's attendance day (issue 17, decision 023): the supervisor's list opens it
 * and reloads it after every save, and it changes only with a save. Per class and day, the record
 * with its entries (or none). The database announces every record or entry written or deleted
 * ('a:<class id>', db/session-notify.ts: one announcement per statement, not per entry); each
 * process drops the class's days, the process that saved at once (`dropAttendanceDays`). The
 * students beside it come from the student lists' own cache; everything inside a transaction comes
 * from the database.
 */
const caches = keptPerHandle<unknown>('a:', { max: 5_000, groupOf: firstPart });

/** A student's kept sums in a class (attendance_totals). */
export interface ClassTotal {
  studentId: string;
  recordedDays: number;
  missedMinutes: number;
}

/**
 * The kept sums of a class's students (attendance_totals), per class: the absence statistics and a
 * student's figures read them, and they change only with the class's entries, which the same
 * announcements ('a:<class id>') name. The students beside them come from the class's own cache.
 */
const totals = keptPerHandle<ClassTotal[]>('a:', { max: 5_000 });

/** The sums of a class's students through the cache of `db` when it has one. */
export function cachedClassTotals(db: DbOrTx, classId: string, lookup: () => Promise<ClassTotal[]>): Promise<ClassTotal[]> {
  return totals.get(db, classId, lookup);
}

/** A class's attendance of a day through the cache of `db` when it has one. */
export function cachedAttendanceDay<T>(db: DbOrTx, classId: string, date: string, lookup: () => Promise<T>): Promise<T> {
  return caches.get(db, `${classId}|${date}`, lookup) as Promise<T>;
}

/** After a save here (its triggers announce it to the other processes): drops the class's kept days and sums here at once. */
export function dropAttendanceDays(db: DbOrTx, classId: string): void {
  totals.drop(db, classId);
  caches.drop(db, classId);
}
