import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { DAY_MINUTES, type AttendanceMap, type AttendanceReason } from '@praxisport/contract/attendance';
import type { Db, DbOrTx } from '../../db/client';
import { batcher } from '../../db/batch';
import { prepared, preparedSql } from '../../db/prepared';
import { SESSION_CHANGE_CHANNEL } from '../../db/session-notify';
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

/** The CTEs of a save's statement (`dayWriter`) that its audit record is written from. */
export interface SaveStatement {
  /** the saved records: one row per save (id, class_id, date, teacher_id, version, n: the save's number in the statement) */
  days: SQL;
  /** per save that changed entries: n (the save's), the entries before (`old`) and after (`new`) of the students whose entries it changed, as JSON objects keyed by student in text (a student without an entry before or after left out of that side) */
  changes: SQL;
}

type Day = { classId: string; date: string; teacherId: string; version: number | null; map: AttendanceMap };
/** A student's kept sums in a class (attendance_totals, migration 0008). */
export type StudentSums = { studentId: string; recordedDays: number; missedMinutes: number };
type DaySaved = { record: RecordFields; touched: StudentSums[] } | null;

/**
 * A writer of a class's days whose saves `recordOf` records (a CTE over the statement's `days` and
 * `changes`). Saves a class's day in one statement (issue 17: were BEGIN, the record, the entries,
 * the audit record and COMMIT, each a round trip): creates the record (`version` null) or bumps it
 * only when it is still `version`, then replaces its entries with the map's. Only what differs is
 * written: entries of students left out are deleted, new ones inserted, changed ones updated,
 * unchanged ones not touched (not even offered to the upsert, whose conflict check would lock each
 * of them: fifteenth round; `before` holds what the save replaces, since the record's version check
 * admits no other save in between), so that the kept sums (attendance_totals, migration 0008) and
 * the foreign key checks work on the changed rows only. Nothing is written when someone saved in
 * between (or created the day first): then null. The saves of other requests that arrive meanwhile
 * share the statement (db/batch.ts, sixteenth round; never two of one day). The statement announces
 * its saved classes itself (`announced`, once each, delivered at its commit: twentieth round; the
 * attendance triggers, which announce every other writer's changes, did it from the transition
 * tables of its five writes, one lookup of the records each); the caller drops them here
 * (dropAttendanceDays). The statement keeps
 * its students' sums itself (eighteenth round, migration 0013: were the entries' triggers, and the
 * rows locked beforehand for the thresholds' figures): it adds what it changed per class and student
 * (`moved`, over all of its saves) in one upsert in key order (two processes' saves never deadlock)
 * and marks itself (in `asked`, before any of its writes), so that the triggers, which keep the sums
 * and announce the classes for every other writer (db/session-notify.ts), leave its rows
 * alone. The upsert answers the sums after it (the latest committed plus this statement's) of the
 * students whose days or minutes it moved, for the absence thresholds (a student whose figures it
 * did not move keeps their rate, and was checked when it last moved), and of those only the ones at
 * the rate `sumsFrom` or over it (the lowest absence threshold: a student below it crosses none; most
 * are, and their sums were built, sent and read for nothing: twentieth round); each save of a class
 * is answered the students of that class the statement moved (another day of the class saved in the
 * same statement may add some: checked once more, notified once).
 * @returns per save: the record as saved and the students of its class whose figures the statement moved to `sumsFrom` or over, with their sums after it
 */
export function dayWriter({ sumsFrom }: { sumsFrom: number }, recordOf: (s: SaveStatement) => SQL): (db: Db, day: Day) => Promise<DaySaved> {
  // minutes a recorded day at the rate `sumsFrom`, written into the statement (built once) as a decimal
  const perDay = DAY_MINUTES * sumsFrom;
  if (!Number.isFinite(perDay) || perDay < 0) throw new Error('dayWriter: sumsFrom must be a rate of 0 or more');
  const b = batcher<Day, DaySaved>({ key: (d) => `${d.classId}|${d.date}`, runMany: (db, days) => saveDays(db, days, recordOf, String(perDay)) });
  return (db, day) => b.run(db, day);
}

async function saveDays(db: Db, days: Day[], recordOf: (s: SaveStatement) => SQL, minutesPerDayFrom: string): Promise<DaySaved[]> {
  type Row = { id: string | null; classId: string; date: string; teacherId: string; version: number; updatedAtMs: number; touched: StudentSums[] };
  const { rows } = await preparedSql<Row>(db, 'attendance_save_days', () => {
    const p = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
    // a student's entry as JSON text, concatenated (nineteenth round: jsonb_build_object per entry and
    // jsonb_object_agg per save were ~70 µs of PostgreSQL's CPU a save; the audit casts the whole text once).
    // Only a uuid, booleans and a reason's name go in: nothing to escape.
    const entry = (side: 'o' | '') => {
      const [b8, b10, b12, b1345, reason] = side === 'o' ? ['o8', 'o10', 'o12', 'o1345', 'oreason'] : ['b8', 'b10', 'b12', 'b1345', 'reason'];
      return sql.raw(
        `'"' || student_id::text || '":{"8":' || ${b8}::text || ',"10":' || ${b10}::text || ',"12":' || ${b12}::text || ',"13:45":' || ${b1345}::text || ',"reason":"' || coalesce(${reason}::text, '') || '"}'`,
      );
    };
    return sql`
    with asked as (
      select * from unnest(${p('classIds', 'uuid[]')}, ${p('dates', 'date[]')}, ${p('teacherIds', 'uuid[]')}, ${p('versions', 'int[]')})
        with ordinality as d(class_id, date, teacher_id, version, n)
      where pp_attendance_totals_keep_in_statement()
    ), created as (
      insert into ${attendanceRecords} (class_id, date, teacher_id) select d.class_id, d.date, d.teacher_id from asked d where d.version is null
      on conflict (class_id, date) do nothing
      returning id, class_id, date, teacher_id, version, updated_at
    ), bumped as (
      update ${attendanceRecords} r set version = r.version + 1, teacher_id = d.teacher_id, updated_at = now()
      from asked d where r.class_id = d.class_id and r.date = d.date and r.version = d.version
      returning r.id, r.class_id, r.date, r.teacher_id, r.version, r.updated_at
    ), days as (
      select w.*, d.n from (select * from created union all select * from bumped) w join asked d on d.class_id = w.class_id and d.date = w.date
    ), input as (
      select u.n, u.student_id, (u.blocks & 1) <> 0 as b8, (u.blocks & 2) <> 0 as b10, (u.blocks & 4) <> 0 as b12, (u.blocks & 8) <> 0 as b1345,
        u.reason::attendance_reason as reason
      from unnest(${p('ns', 'int[]')}, ${p('studentIds', 'uuid[]')}, ${p('blocks', 'int[]')}, ${p('reasons', 'text[]')}) as u(n, student_id, blocks, reason)
      where u.n in (select n from days)
    ), before as (
      select r.n, e.student_id, e.b8, e.b10, e.b12, e.b1345, e.reason from ${attendanceEntries} e join days r on e.record_id = r.id
    ), diff as (
      select coalesce(b.n, i.n) as n, coalesce(b.student_id, i.student_id) as student_id,
        b.student_id is not null as had, b.b8 as o8, b.b10 as o10, b.b12 as o12, b.b1345 as o1345, b.reason as oreason,
        i.student_id is not null as kept, i.b8, i.b10, i.b12, i.b1345, i.reason
      from before b full join input i on i.n = b.n and i.student_id = b.student_id
      where (b.b8, b.b10, b.b12, b.b1345, b.reason) is distinct from (i.b8, i.b10, i.b12, i.b1345, i.reason)
    ), gone as (
      delete from ${attendanceEntries} e using diff c join days r on r.n = c.n
      where not c.kept and e.record_id = r.id and e.student_id = c.student_id
    ), put as (
      insert into ${attendanceEntries} as e (record_id, student_id, b8, b10, b12, b1345, reason)
      select r.id, c.student_id, c.b8, c.b10, c.b12, c.b1345, c.reason from diff c join days r on r.n = c.n where c.kept
      on conflict (record_id, student_id) do update set b8 = excluded.b8, b10 = excluded.b10, b12 = excluded.b12, b1345 = excluded.b1345, reason = excluded.reason
    ), changes as (
      select n, '{' || coalesce(string_agg(${entry('o')}, ',') filter (where had), '') || '}' as old,
        '{' || coalesce(string_agg(${entry('')}, ',') filter (where kept), '') || '}' as new
      from diff group by n
    ), moved as (
      select r.class_id, c.student_id, sum(c.kept::int - c.had::int)::int as days,
        sum(case when c.kept then pp_missed_minutes(c.b8, c.b10, c.b12, c.b1345, c.reason) else 0 end
          - case when c.had then pp_missed_minutes(c.o8, c.o10, c.o12, c.o1345, c.oreason) else 0 end)::int as missed
      from diff c join days r on r.n = c.n
      group by r.class_id, c.student_id
    ), kept as (
      insert into ${attendanceTotals} as t (class_id, student_id, recorded_days, missed_minutes)
      select m.class_id, m.student_id, m.days, m.missed from moved m
      where m.days <> 0 or m.missed <> 0
      order by m.class_id, m.student_id
      on conflict (class_id, student_id) do update
        set recorded_days = t.recorded_days + excluded.recorded_days, missed_minutes = t.missed_minutes + excluded.missed_minutes
      returning t.class_id, t.student_id, t.recorded_days, t.missed_minutes
    ), touched as (
      -- per class, not per save (twentieth round: matching each changed entry with the upserted sums
      -- compared every pair, 80 × 80 for ten saves, the planner taking both for one row); only the
      -- students at the given rate or over it (exact: integers against a decimal)
      select s.class_id, json_agg(json_build_object('studentId', s.student_id, 'recordedDays', s.recorded_days, 'missedMinutes', s.missed_minutes)) as touched
      from kept s where s.missed_minutes >= s.recorded_days * ${sql.raw(`${minutesPerDayFrom}::numeric`)} group by s.class_id
    ), announced as (
      select count(pg_notify(${sql.raw(`'${SESSION_CHANGE_CHANNEL}'`)}, 'a:' || c.class_id::text)) as classes from (select distinct class_id from days) c
    ), recorded as (${recordOf({ days: sql`days`, changes: sql`changes` })})
    select r.id, r.class_id as "classId", r.date, r.teacher_id as "teacherId", r.version,
      (extract(epoch from r.updated_at) * 1000)::float8 as "updatedAtMs",
      coalesce(t.touched, '[]') as touched
    from asked d cross join announced left join days r on r.n = d.n left join touched t on t.class_id = r.class_id
    order by d.n`;
  }).execute({
    classIds: days.map((d) => d.classId),
    dates: days.map((d) => d.date),
    teacherIds: days.map((d) => d.teacherId),
    versions: days.map((d) => d.version),
    ...entryArrays(days),
  });
  return rows.map((r) => {
    if (r.id === null) return null;
    const { updatedAtMs, touched, ...record } = r;
    return { record: { ...record, id: r.id, updatedAt: new Date(updatedAtMs) }, touched };
  });
}

/**
 * The saves' entries as the statement's four arrays, each written as a PostgreSQL array literal in
 * one pass (seventeenth round: seven `flatMap`s and the driver quoting each of up to 800 values were
 * about 7 % of the server's CPU a save): per entry the save's number, the student, the four blocks
 * as the bits of one number (nineteenth round: were four boolean arrays, three quarters of the
 * values PostgreSQL parsed a statement) and the reason. Only numbers, ids and reason names go in;
 * an id or reason that would need quoting is refused rather than quoted.
 */
function entryArrays(days: Day[]) {
  const ns: number[] = [];
  const studentIds: string[] = [];
  const blocks: number[] = [];
  const reasons: string[] = [];
  days.forEach((d, i) => {
    for (const [studentId, e] of Object.entries(d.map)) {
      ns.push(i + 1);
      studentIds.push(studentId);
      blocks.push((e['8'] ? 1 : 0) | (e['10'] ? 2 : 0) | (e['12'] ? 4 : 0) | (e['13:45'] ? 8 : 0));
      reasons.push(e.reason === '' ? 'NULL' : e.reason);
    }
  });
  const literal = (values: (string | number)[], check: boolean) => {
    const text = values.join(',');
    if (check && !/^[\w,-]*$/.test(text)) throw new Error('attendance save: a value that would need quoting');
    return `{${text}}`;
  };
  return { ns: literal(ns, false), studentIds: literal(studentIds, true), blocks: literal(blocks, false), reasons: literal(reasons, true) };
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
