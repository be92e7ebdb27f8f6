import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AttendanceReason } from '@praxisport/contract/attendance';
import type { DbOrTx } from '../../db/client';
import { attendanceEntries, attendanceRecords } from '../../db/schema/attendance';
import { users } from '../../db/schema/users';

export type RecordRow = typeof attendanceRecords.$inferSelect;
export type EntryRow = typeof attendanceEntries.$inferSelect;
/** What an answer shows of a record and of an entry. */
export type RecordFields = Pick<RecordRow, 'id' | 'classId' | 'date' | 'teacherId' | 'version' | 'updatedAt'>;
export type EntryFields = Omit<EntryRow, 'recordId'>;

/** The same, as the columns a query selects. */
const entryFields = {
  studentId: attendanceEntries.studentId,
  b8: attendanceEntries.b8,
  b10: attendanceEntries.b10,
  b12: attendanceEntries.b12,
  b1345: attendanceEntries.b1345,
  reason: attendanceEntries.reason,
};
const recordFields = {
  id: attendanceRecords.id,
  classId: attendanceRecords.classId,
  date: attendanceRecords.date,
  teacherId: attendanceRecords.teacherId,
  version: attendanceRecords.version,
  updatedAt: attendanceRecords.updatedAt,
};

/** The record of a class and day, or null. */
export async function findRecord(db: DbOrTx, classId: string, date: string): Promise<RecordRow | null> {
  const [row] = await db
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.classId, classId), eq(attendanceRecords.date, date)))
    .limit(1);
  return row ?? null;
}

/** The record of a class and day with its entries, in one query, or null. */
export async function findRecordWithEntries(db: DbOrTx, classId: string, date: string): Promise<{ record: RecordFields; entries: EntryFields[] } | null> {
  const rows = await db
    .select({ record: recordFields, entry: entryFields })
    .from(attendanceRecords)
    .leftJoin(attendanceEntries, eq(attendanceEntries.recordId, attendanceRecords.id))
    .where(and(eq(attendanceRecords.classId, classId), eq(attendanceRecords.date, date)))
    .limit(1000);
  const [first] = rows;
  if (!first) return null;
  return { record: first.record, entries: rows.flatMap((r) => (r.entry ? [r.entry] : [])) };
}

/**
 * Holds the class's attendance saves one after the other until the transaction ends: a save's
 * absence figures then count every save of the class committed before it.
 */
export async function lockClassAttendance(tx: DbOrTx, classId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`attendance:${classId}`}, 0))`);
}

/** Creates the record of a class and day; null when it exists already (someone saved it first). */
export async function insertRecord(db: DbOrTx, r: { classId: string; date: string; teacherId: string }): Promise<RecordFields | null> {
  const [row] = await db.insert(attendanceRecords).values(r).onConflictDoNothing().returning(recordFields);
  return row ?? null;
}

/**
 * Moves the record of a class and day to its next version if it is still at `version`; null when
 * someone saved in between. The updated row stays locked until the transaction ends, so that the
 * same day's other saves wait for it and then find the version moved.
 */
export async function bumpRecord(db: DbOrTx, r: { classId: string; date: string; teacherId: string; version: number }): Promise<RecordFields | null> {
  const [row] = await db
    .update(attendanceRecords)
    .set({ version: sql`${attendanceRecords.version} + 1`, teacherId: r.teacherId, updatedAt: sql`now()` })
    .where(and(eq(attendanceRecords.classId, r.classId), eq(attendanceRecords.date, r.date), eq(attendanceRecords.version, r.version)))
    .returning(recordFields);
  return row ?? null;
}

/** The entries of a record. */
export async function listEntries(db: DbOrTx, recordId: string): Promise<EntryFields[]> {
  return db.select(entryFields).from(attendanceEntries).where(eq(attendanceEntries.recordId, recordId)).limit(1000);
}

/** Deletes the entries of these students from a record. */
export async function deleteEntries(db: DbOrTx, recordId: string, studentIds: string[]): Promise<void> {
  await db.delete(attendanceEntries).where(and(eq(attendanceEntries.recordId, recordId), inArray(attendanceEntries.studentId, studentIds)));
}

/** Adds entries to a record. */
export async function insertEntries(db: DbOrTx, recordId: string, entries: EntryFields[]): Promise<void> {
  await db.insert(attendanceEntries).values(entries.map((e) => ({ ...e, recordId })));
}

/** How many of a student's days in a class had one shape (blocks and reason). */
export interface DayShapeCount extends EntryFields {
  days: number;
}

/**
 * A class's recorded days counted per student and shape of the day (the four blocks and the
 * reason), for the absence figures: a handful of rows per student however many days, which the
 * minute rule (missedMinutes, contract) turns into minutes. Only the students given, when given, and only
 * the days within `range` (inclusive), when given.
 * Served by the records' (class_id, date) index and the entries' primary key (record_id, student_id).
 */
export async function countDayShapes(db: DbOrTx, classId: string, studentIds?: string[], range?: { from: string; until: string }): Promise<DayShapeCount[]> {
  return db
    .select({ ...entryFields, days: count() })
    .from(attendanceRecords)
    .innerJoin(attendanceEntries, eq(attendanceEntries.recordId, attendanceRecords.id))
    .where(
      and(
        eq(attendanceRecords.classId, classId),
        studentIds ? inArray(attendanceEntries.studentId, studentIds) : undefined,
        range ? gte(attendanceRecords.date, range.from) : undefined,
        range ? lte(attendanceRecords.date, range.until) : undefined,
      ),
    )
    .groupBy(attendanceEntries.studentId, attendanceEntries.b8, attendanceEntries.b10, attendanceEntries.b12, attendanceEntries.b1345, attendanceEntries.reason);
}

/** A user as the statistics need them: a student's class and names. */
export async function findUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, userType: users.userType, gradeId: users.gradeId, firstName: users.firstName, name: users.name })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export interface MonthRow {
  date: string;
  firstName: string;
  name: string;
  b8: boolean;
  b10: boolean;
  b12: boolean;
  b1345: boolean;
  reason: AttendanceReason | null;
}

/** Every entry of a class between two days (a month: bounded by days × class size), by day and name. */
export async function listMonthEntries(db: DbOrTx, classId: string, from: string, to: string): Promise<MonthRow[]> {
  return db
    .select({
      date: attendanceRecords.date,
      firstName: users.firstName,
      name: users.name,
      b8: attendanceEntries.b8,
      b10: attendanceEntries.b10,
      b12: attendanceEntries.b12,
      b1345: attendanceEntries.b1345,
      reason: attendanceEntries.reason,
    })
    .from(attendanceRecords)
    .innerJoin(attendanceEntries, eq(attendanceEntries.recordId, attendanceRecords.id))
    .innerJoin(users, eq(users.id, attendanceEntries.studentId))
    .where(and(eq(attendanceRecords.classId, classId), gte(attendanceRecords.date, from), lte(attendanceRecords.date, to)))
    .orderBy(asc(attendanceRecords.date), sql`lower(${users.name})`, sql`lower(${users.firstName})`)
    .limit(20_000);
}
