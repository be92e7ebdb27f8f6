import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { AttendanceMap, AttendanceReason } from '@praxisport/contract/attendance';
import type { DbOrTx } from '../../db/client';
import { prepared, preparedSql } from '../../db/prepared';
import { attendanceEntries, attendanceRecords, attendanceTotals } from '../../db/schema/attendance';
import { users } from '../../db/schema/users';

export type RecordRow = typeof attendanceRecords.$inferSelect;
export type EntryRow = typeof attendanceEntries.$inferSelect;
/** What an answer shows of a record and of an entry. */
export type RecordFields = Pick<RecordRow, 'id' | 'classId' | 'date' | 'teacherId' | 'version' | 'updatedAt'>;
export type EntryFields = Omit<EntryRow, 'recordId'>;

/** The record of a class and day, or null. */
export async function findRecord(db: DbOrTx, classId: string, date: string): Promise<RecordRow | null> {
  const [row] = await db
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.classId, classId), eq(attendanceRecords.date, date)))
    .limit(1);
  return row ?? null;
}

/** The record of a class and day with its entries, in one query (issue 17: were two), or null. */
export async function findRecordWithEntries(db: DbOrTx, classId: string, date: string): Promise<{ record: RecordFields; entries: EntryFields[] } | null> {
  // only the columns the answer shows (issue 17: the record's are repeated on each of its entries)
  const rows = await prepared(db, 'attendance_record_with_entries', (d) =>
    d
      .select({
        record: {
          id: attendanceRecords.id,
          classId: attendanceRecords.classId,
          date: attendanceRecords.date,
          teacherId: attendanceRecords.teacherId,
          version: attendanceRecords.version,
          updatedAt: attendanceRecords.updatedAt,
        },
        entry: {
          studentId: attendanceEntries.studentId,
          b8: attendanceEntries.b8,
          b10: attendanceEntries.b10,
          b12: attendanceEntries.b12,
          b1345: attendanceEntries.b1345,
          reason: attendanceEntries.reason,
        },
      })
      .from(attendanceRecords)
      .leftJoin(attendanceEntries, eq(attendanceEntries.recordId, attendanceRecords.id))
      .where(and(eq(attendanceRecords.classId, sql.placeholder('classId')), eq(attendanceRecords.date, sql.placeholder('date'))))
      .limit(1000),
  ).execute({ classId, date });
  const [first] = rows;
  if (!first) return null;
  return { record: first.record, entries: rows.flatMap((r) => (r.entry ? [r.entry] : [])) };
}

/** A new record (version 1). @throws the unique violation attendance_records_class_date_unique when one exists */
export async function insertRecord(db: DbOrTx, values: { classId: string; date: string; teacherId: string }): Promise<RecordRow> {
  // built once (issue 17), like every statement of a save
  const [row] = await prepared(db, 'attendance_insert_record', (d) =>
    d.insert(attendanceRecords).values({ classId: sql.placeholder('classId'), date: sql.placeholder('date'), teacherId: sql.placeholder('teacherId') }).returning(),
  ).execute(values);
  return row!;
}

/** Bumps the version of the record only when it is still `version`; null when someone saved in between. */
export async function bumpRecord(db: DbOrTx, { classId, date, version, teacherId }: { classId: string; date: string; version: number; teacherId: string }) {
  const [row] = await prepared(db, 'attendance_bump_record', (d) =>
    d
      .update(attendanceRecords)
      .set({ version: sql`${attendanceRecords.version} + 1`, teacherId: sql`${sql.placeholder('teacherId')}::uuid`, updatedAt: sql`now()` })
      .where(and(eq(attendanceRecords.classId, sql.placeholder('classId')), eq(attendanceRecords.date, sql.placeholder('date')), eq(attendanceRecords.version, sql.placeholder('version'))))
      .returning(),
  ).execute({ classId, date, version, teacherId });
  return row ?? null;
}

/**
 * Replaces the entries of a record with the map's, in one statement built once whatever the class
 * size (issue 17). Only what differs is written: entries of students left out are deleted, new
 * ones inserted, changed ones updated, unchanged ones not touched, so that the kept sums
 * (attendance_totals, migration 0008) and the foreign key checks work on the changed rows only
 * (a save that corrects two students touched all 25 rows twice: a delete and an insert of all).
 * @returns the record's entries before (for the audit trail) and the ones it has now
 */
export async function replaceEntries(db: DbOrTx, recordId: string, map: AttendanceMap): Promise<{ removed: EntryRow[]; entries: EntryRow[] }> {
  const entries: EntryRow[] = Object.entries(map).map(([studentId, e]) => ({
    recordId,
    studentId,
    b8: e['8'],
    b10: e['10'],
    b12: e['12'],
    b1345: e['13:45'],
    reason: e.reason === '' ? null : (e.reason as AttendanceReason),
  }));
  type Before = { student_id: string; b8: boolean; b10: boolean; b12: boolean; b1345: boolean; reason: AttendanceReason | null };
  const { rows } = await preparedSql<Before>(db, 'attendance_replace_entries', () => {
    const record = sql`${sql.placeholder('recordId')}::uuid`;
    const students = sql`${sql.placeholder('studentIds')}::uuid[]`;
    return sql`
    with before as (
      select student_id, b8, b10, b12, b1345, reason from attendance_entries where record_id = ${record}
    ), gone as (
      delete from attendance_entries where record_id = ${record} and student_id <> all(${students})
    ), put as (
      insert into attendance_entries as e (record_id, student_id, b8, b10, b12, b1345, reason)
      select ${record}, u.student_id, u.b8, u.b10, u.b12, u.b1345, u.reason::attendance_reason
      from unnest(${students}, ${sql.placeholder('b8')}::boolean[], ${sql.placeholder('b10')}::boolean[], ${sql.placeholder('b12')}::boolean[],
        ${sql.placeholder('b1345')}::boolean[], ${sql.placeholder('reasons')}::text[]) as u(student_id, b8, b10, b12, b1345, reason)
      on conflict (record_id, student_id) do update set b8 = excluded.b8, b10 = excluded.b10, b12 = excluded.b12, b1345 = excluded.b1345, reason = excluded.reason
      where (e.b8, e.b10, e.b12, e.b1345, e.reason) is distinct from (excluded.b8, excluded.b10, excluded.b12, excluded.b1345, excluded.reason)
    )
    select * from before`;
  }).execute({
    recordId,
    studentIds: entries.map((e) => e.studentId),
    b8: entries.map((e) => e.b8),
    b10: entries.map((e) => e.b10),
    b12: entries.map((e) => e.b12),
    b1345: entries.map((e) => e.b1345),
    reasons: entries.map((e) => e.reason),
  });
  const removed = rows.map((r) => ({ recordId, studentId: r.student_id, b8: r.b8, b10: r.b10, b12: r.b12, b1345: r.b1345, reason: r.reason }));
  return { removed, entries };
}

export interface AbsenceRow {
  id: string;
  firstName: string;
  name: string;
  recordedDays: number;
  missedMinutes: number;
}

/** The kept sums of a class's students (attendance_totals, migration 0008): one row per student with a recorded day. */
export async function classTotals(db: DbOrTx, classId: string): Promise<{ studentId: string; recordedDays: number; missedMinutes: number }[]> {
  return prepared(db, 'attendance_class_totals', (d) =>
    d
      .select({ studentId: attendanceTotals.studentId, recordedDays: attendanceTotals.recordedDays, missedMinutes: attendanceTotals.missedMinutes })
      .from(attendanceTotals)
      .where(eq(attendanceTotals.classId, sql.placeholder('classId')))
      .limit(1000),
  ).execute({ classId });
}

/**
 * Per student of the class: the days recorded for them in this class and the minutes missed, read
 * from the sums kept by the database (attendance_totals, migration 0008, issue 17): one row per
 * student whatever the number of days.
 */
export async function classAbsence(db: DbOrTx, classId: string, studentId?: string): Promise<AbsenceRow[]> {
  // two fixed shapes, each its own statement: the whole class, or one student of it
  return prepared(db, studentId ? 'attendance_class_absence_of_student' : 'attendance_class_absence', (d) =>
    d
      .select({
        id: users.id,
        firstName: users.firstName,
        name: users.name,
        recordedDays: sql<number>`coalesce(${attendanceTotals.recordedDays}, 0)`,
        missedMinutes: sql<number>`coalesce(${attendanceTotals.missedMinutes}, 0)`,
      })
      .from(users)
      .leftJoin(attendanceTotals, and(eq(attendanceTotals.classId, sql.placeholder('classId')), eq(attendanceTotals.studentId, users.id)))
      .where(and(eq(users.gradeId, sql.placeholder('classId')), eq(users.userType, 'student'), studentId ? eq(users.id, sql.placeholder('studentId')) : undefined))
      .orderBy(sql`lower(${users.name})`, sql`lower(${users.firstName})`, users.id)
      .limit(1000),
  ).execute(studentId ? { classId, studentId } : { classId });
}

/** A user as the statistics need them: a student's class. */
export async function findUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, userType: users.userType, gradeId: users.gradeId })
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
