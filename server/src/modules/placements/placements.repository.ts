import { and, asc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GuidanceKind, PlacementType } from '@praxisport/contract/placements';
import type { Db, DbOrTx } from '../../db/client';
import { batcher } from '../../db/batch';
import { prepared, preparedSql } from '../../db/prepared';
import { guidanceRecords, placementInstructors, placementProviders, placements, practicalAbsences } from '../../db/schema/placements';
import { classes, classTeachers, users } from '../../db/schema/users';

/** A student with their class (and its supervisor) and their five wishes. */
export interface PlanStudent {
  id: string;
  firstName: string;
  name: string;
  gradeId: string | null;
  className: string | null;
  supervisorId: string | null;
  wishes: (string | null)[];
}

/**
 * The student, and in the same query the ids of their placements `assignedTo` (a teacher) is an
 * instructor of: none without one (issue 17: one query less for a teacher's read of the plan).
 */
export async function findStudent(db: DbOrTx, id: string, assignedTo?: string): Promise<(PlanStudent & { assignedIds: string[] }) | null> {
  // one statement with or without a teacher: without one, `assignedTo` is null and the array empty
  const [row] = await prepared(db, 'placements_plan_student', (d) =>
    d
      .select({
        assignedIds: sql<string[]>`array(select ${placements.id}::text from ${placementInstructors} join ${placements} on ${placements.id} = ${placementInstructors.placementId}
          where ${placementInstructors.teacherId} = ${sql.placeholder('assignedTo')}::uuid and ${placements.studentId} = ${users.id})`,
        id: users.id,
        firstName: users.firstName,
        name: users.name,
        gradeId: users.gradeId,
        className: classes.className,
        supervisorId: classes.teacherId,
        w1: users.impatient1,
        w2: users.impatient2,
        w3: users.impatient3,
        w4: users.impatient4,
        w5: users.impatient5,
      })
      .from(users)
      .leftJoin(classes, eq(classes.id, users.gradeId))
      .where(and(eq(users.id, sql.placeholder('id')), eq(users.userType, 'student')))
      .limit(1),
  ).execute({ id, assignedTo: assignedTo ?? null });
  if (!row) return null;
  const { w1, w2, w3, w4, w5, ...rest } = row;
  return { ...rest, wishes: [w1, w2, w3, w4, w5] };
}

/** A student's plan as `findPlan` reads it: the student and every placement, guidance record, absence and instructor of theirs. */
export interface PlanRecords {
  student: PlanStudent & { assignedIds: string[] };
  placements: PlacementRecord[];
  guidance: GuidanceRecord[];
  absences: AbsenceRecord[];
  instructors: InstructorRecord[];
}

type Json = (string | number | boolean | null)[];
const person = (id: unknown, firstName: unknown, name: unknown) => ({ id: id as string, firstName: firstName as string, name: name as string });
const dateOf = (ms: unknown) => (ms === null ? null : new Date(ms as number));

/**
 * The student (with the ids of their placements `assignedTo`, a teacher, is an instructor of) and
 * all their placements, guidance records, absences and instructors in one statement (issue 17: the
 * plan took six queries, each a round trip that cost more than its rows). The lists come as JSON
 * arrays of values in a fixed order, turned into the records the single queries answer. Null when
 * the id is not a student's.
 */
export async function findPlan(db: DbOrTx, id: string, assignedTo?: string): Promise<PlanRecords | null> {
  const { rows } = await preparedSql<Record<string, unknown> & { placements: Json[]; guidance: Json[]; absences: Json[]; instructors: Json[] }>(db, 'placements_plan', () => sql`
    select s.id, s.first_name, s.name, s.grade_id, c.class_name, c.teacher_id as supervisor_id,
      s.impatient1, s.impatient2, s.impatient3, s.impatient4, s.impatient5,
      array(select i.placement_id::text from placement_instructors i join placements p on p.id = i.placement_id
        where i.teacher_id = ${sql.placeholder('assignedTo')}::uuid and p.student_id = s.id) as assigned_ids,
      coalesce((select json_agg(json_build_array(p.id, p.student_id, p.type, p.from_date, p.until_date, p.planned_hours, pp.id, pp.name, pp.ward) order by p.from_date)
        from placements p join placement_providers pp on pp.id = p.provider_id where p.student_id = s.id), '[]') as placements,
      coalesce((select json_agg(json_build_array(g.id, g.placement_id, g.student_id, g.teacher_id, g.date, g.minutes, g.kind, g.topic, g.competence_area, g.talk_id,
          g.status, g.comment, g.decided_by_id, extract(epoch from g.decided_at) * 1000, extract(epoch from g.created_at) * 1000,
          t.id, t.first_name, t.name, d.id, d.first_name, d.name) order by g.date, g.created_at)
        from guidance_records g left join users t on t.id = g.teacher_id left join users d on d.id = g.decided_by_id where g.student_id = s.id), '[]') as guidance,
      coalesce((select json_agg(json_build_array(a.id, a.placement_id, a.from_date, a.days, a.note, t.id, t.first_name, t.name) order by a.from_date)
        from practical_absences a join placements p on p.id = a.placement_id left join users t on t.id = a.teacher_id where p.student_id = s.id), '[]') as absences,
      coalesce((select json_agg(json_build_array(i.placement_id, u.id, u.first_name, u.name) order by u.name)
        from placement_instructors i join placements p on p.id = i.placement_id join users u on u.id = i.teacher_id where p.student_id = s.id), '[]') as instructors
    from users s left join classes c on c.id = s.grade_id
    where s.id = ${sql.placeholder('id')}::uuid and s.user_type = 'student'`).execute({ id, assignedTo: assignedTo ?? null });
  const r = rows[0];
  if (!r) return null;
  return {
    student: {
      id: r.id as string,
      firstName: r.first_name as string,
      name: r.name as string,
      gradeId: r.grade_id as string | null,
      className: r.class_name as string | null,
      supervisorId: r.supervisor_id as string | null,
      wishes: [r.impatient1, r.impatient2, r.impatient3, r.impatient4, r.impatient5] as (string | null)[],
      assignedIds: r.assigned_ids as string[],
    },
    placements: r.placements.map((v) => ({
      id: v[0] as string,
      studentId: v[1] as string,
      type: v[2] as PlacementType,
      from: v[3] as string,
      until: v[4] as string,
      plannedHours: v[5] as number,
      provider: { id: v[6] as string, name: v[7] as string, ward: v[8] as string },
    })),
    guidance: r.guidance.map((v) => ({
      record: {
        id: v[0] as string,
        placementId: v[1] as string,
        studentId: v[2] as string,
        teacherId: v[3] as string | null,
        date: v[4] as string,
        minutes: v[5] as number,
        kind: v[6] as GuidanceKind,
        topic: v[7] as string,
        competenceArea: v[8] as GuidanceRecord['record']['competenceArea'],
        talkId: v[9] as string | null,
        status: v[10] as GuidanceRecord['record']['status'],
        comment: v[11] as string | null,
        decidedById: v[12] as string | null,
        decidedAt: dateOf(v[13]),
        createdAt: dateOf(v[14])!,
      },
      teacher: v[15] === null ? null : person(v[15], v[16], v[17]),
      decidedBy: v[18] === null ? null : person(v[18], v[19], v[20]),
    })),
    absences: r.absences.map((v) => ({ id: v[0] as string, placementId: v[1] as string, from: v[2] as string, days: v[3] as number, note: v[4] as string | null, teacher: v[5] === null ? null : person(v[5], v[6], v[7]) })),
    instructors: r.instructors.map((v) => ({ placementId: v[0] as string, id: v[1] as string, firstName: v[2] as string, name: v[3] as string })),
  };
}

export async function findClass(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: classes.id, className: classes.className, teacherId: classes.teacherId }).from(classes).where(eq(classes.id, id)).limit(1);
  return row ?? null;
}

export function listClassStudents(db: DbOrTx, classId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, name: users.name })
    .from(users)
    .where(and(eq(users.gradeId, classId), eq(users.userType, 'student'), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.firstName));
}

/** The active teachers who joined a class: the instructors a supervisor may assign. */
export function listClassTeachers(db: DbOrTx, classId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, name: users.name })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.teacherId))
    .where(and(eq(classTeachers.classId, classId), eq(users.userType, 'teacher'), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.firstName));
}

/** Locks the student's row, so that concurrent plans of one student are checked one after the other. */
export async function lockStudent(db: DbOrTx, studentId: string): Promise<void> {
  // NO KEY UPDATE: it serializes the writers that take it, not the inserts that refer to the student (their key checks)
  await prepared(db, 'placements_lock_student', (d) => d.select({ id: users.id }).from(users).where(eq(users.id, sql.placeholder('studentId'))).for('no key update')).execute({ studentId });
}

// ---------------------------------------------------------------------------------------------
// Providers

export function listProviders(db: DbOrTx) {
  return db.select({ id: placementProviders.id, name: placementProviders.name, ward: placementProviders.ward }).from(placementProviders).orderBy(asc(placementProviders.name), asc(placementProviders.ward));
}

export async function findProvider(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: placementProviders.id, name: placementProviders.name, ward: placementProviders.ward }).from(placementProviders).where(eq(placementProviders.id, id)).limit(1);
  return row ?? null;
}

export async function insertProvider(db: DbOrTx, v: { name: string; ward: string; createdById: string }) {
  const [row] = await db.insert(placementProviders).values(v).returning({ id: placementProviders.id, name: placementProviders.name, ward: placementProviders.ward });
  return row!;
}

// ---------------------------------------------------------------------------------------------
// Placements

const placementColumns = {
  id: placements.id,
  studentId: placements.studentId,
  type: placements.type,
  from: placements.fromDate,
  until: placements.untilDate,
  plannedHours: placements.plannedHours,
  provider: { id: placementProviders.id, name: placementProviders.name, ward: placementProviders.ward },
};

export type PlacementRecord = Awaited<ReturnType<typeof listPlacementsOf>>[number];

export function listPlacementsOf(db: DbOrTx, studentIds: string[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  // issue 17: the ids as one array parameter, so that the statement is the same for any number of them
  return prepared(db, 'placements_of_students', (d) =>
    d
      .select(placementColumns)
      .from(placements)
      .innerJoin(placementProviders, eq(placementProviders.id, placements.providerId))
      .where(sql`${placements.studentId} = any(${sql.placeholder('studentIds')}::uuid[])`)
      .orderBy(asc(placements.fromDate)),
  ).execute({ studentIds });
}

export async function findPlacement(db: DbOrTx, id: string): Promise<PlacementRecord | null> {
  // built once (issue 17): every guidance record and absence looks its placement up
  const [row] = await prepared(db, 'placements_find', (d) =>
    d.select(placementColumns).from(placements).innerJoin(placementProviders, eq(placementProviders.id, placements.providerId)).where(eq(placements.id, sql.placeholder('id'))).limit(1),
  ).execute({ id });
  return row ?? null;
}

/**
 * A placement with its student (class, supervisor) and whether `teacherId` is one of its instructors,
 * in one query (issue 17: an instructor's guidance record or absence looked these up in three).
 * Null for an unknown placement.
 */
export async function findPlacementForInstructor(db: DbOrTx, id: string, teacherId: string) {
  const [row] = await prepared(db, 'placements_for_instructor', (d) =>
    d
      .select({
        ...placementColumns,
        student: { id: users.id, firstName: users.firstName, name: users.name, gradeId: users.gradeId, supervisorId: classes.teacherId },
        assigned: sql<boolean>`exists(select 1 from ${placementInstructors} where ${placementInstructors.placementId} = ${placements.id} and ${placementInstructors.teacherId} = ${sql.placeholder('teacherId')}::uuid)`,
      })
      .from(placements)
      .innerJoin(placementProviders, eq(placementProviders.id, placements.providerId))
      .innerJoin(users, and(eq(users.id, placements.studentId), eq(users.userType, 'student')))
      .leftJoin(classes, eq(classes.id, users.gradeId))
      .where(eq(placements.id, sql.placeholder('id')))
      .limit(1),
  ).execute({ id, teacherId });
  if (!row) return null;
  const { student, assigned, ...p } = row;
  return { p: p as PlacementRecord, student, assigned };
}

/** The student's other placements whose dates overlap [from, until]. */
export async function findOverlapping(db: DbOrTx, v: { studentId: string; from: string; until: string; exceptId?: string }) {
  const [row] = await db
    .select({ id: placements.id })
    .from(placements)
    .where(
      and(
        eq(placements.studentId, v.studentId),
        sql`${placements.fromDate} <= ${v.until} and ${placements.untilDate} >= ${v.from}`,
        v.exceptId ? ne(placements.id, v.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface PlacementFields {
  type: PlacementType;
  providerId: string;
  fromDate: string;
  untilDate: string;
  plannedHours: number;
}

export async function insertPlacement(db: DbOrTx, v: PlacementFields & { studentId: string; plannedById: string }): Promise<string> {
  const [row] = await db.insert(placements).values(v).returning({ id: placements.id });
  return row!.id;
}

export async function updatePlacement(db: DbOrTx, id: string, v: PlacementFields & { plannedById: string }): Promise<void> {
  await db
    .update(placements)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(placements.id, id));
}

export async function deletePlacement(db: DbOrTx, id: string): Promise<void> {
  await db.delete(placements).where(eq(placements.id, id));
}

export async function replaceInstructors(db: DbOrTx, placementId: string, teacherIds: string[]): Promise<void> {
  await db.delete(placementInstructors).where(eq(placementInstructors.placementId, placementId));
  if (teacherIds.length) await db.insert(placementInstructors).values([...new Set(teacherIds)].map((teacherId) => ({ placementId, teacherId })));
}

export function listInstructors(db: DbOrTx, placementIds: string[]) {
  if (placementIds.length === 0) return Promise.resolve([]);
  return prepared(db, 'placements_instructors_of', (d) =>
    d
      .select({ placementId: placementInstructors.placementId, id: users.id, firstName: users.firstName, name: users.name })
      .from(placementInstructors)
      .innerJoin(users, eq(users.id, placementInstructors.teacherId))
      .where(sql`${placementInstructors.placementId} = any(${sql.placeholder('placementIds')}::uuid[])`)
      .orderBy(asc(users.name)),
  ).execute({ placementIds });
}

/** The placements of these students the teacher is assigned to. */
export async function assignedPlacementIds(db: DbOrTx, teacherId: string, studentIds: string[]): Promise<Set<string>> {
  if (studentIds.length === 0) return new Set();
  const rows = await prepared(db, 'placements_assigned_ids', (d) =>
    d
      .select({ id: placements.id })
      .from(placementInstructors)
      .innerJoin(placements, eq(placements.id, placementInstructors.placementId))
      .where(and(eq(placementInstructors.teacherId, sql.placeholder('teacherId')), sql`${placements.studentId} = any(${sql.placeholder('studentIds')}::uuid[])`)),
  ).execute({ teacherId, studentIds });
  return new Set(rows.map((r) => r.id));
}

// ---------------------------------------------------------------------------------------------
// Guidance records and absences

const teacherU = alias(users, 'guidance_teacher');
const decidedU = alias(users, 'guidance_decided_by');

function selectGuidance(db: DbOrTx) {
  return db
    .select({
      record: guidanceRecords,
      teacher: { id: teacherU.id, firstName: teacherU.firstName, name: teacherU.name },
      decidedBy: { id: decidedU.id, firstName: decidedU.firstName, name: decidedU.name },
    })
    .from(guidanceRecords)
    .leftJoin(teacherU, eq(teacherU.id, guidanceRecords.teacherId))
    .leftJoin(decidedU, eq(decidedU.id, guidanceRecords.decidedById));
}

export type GuidanceRecord = Awaited<ReturnType<typeof selectGuidance>>[number];

export async function findGuidance(db: DbOrTx, id: string): Promise<GuidanceRecord | null> {
  const [row] = await selectGuidance(db).where(eq(guidanceRecords.id, id)).limit(1);
  return row ?? null;
}

/** Minutes per placement and status. */
export function minutesByPlacement(db: DbOrTx, placementIds: string[]) {
  if (placementIds.length === 0) return Promise.resolve([]);
  return db
    .select({ placementId: guidanceRecords.placementId, status: guidanceRecords.status, minutes: sql<number>`sum(${guidanceRecords.minutes})::int` })
    .from(guidanceRecords)
    .where(inArray(guidanceRecords.placementId, placementIds))
    .groupBy(guidanceRecords.placementId, guidanceRecords.status);
}

export interface GuidanceInsert {
  placementId: string;
  teacherId: string;
  date: string;
  minutes: number;
  kind: GuidanceKind;
  topic: string;
  competenceArea: 'I' | 'II' | 'III' | 'IV' | 'V' | null;
  talkId: string | null;
}

type GuidanceWritten = (GuidanceRecord['record'] & { classId: string | null }) | null;
type JoinedCondition = (teacherId: SQL, classId: SQL) => SQL;

/**
 * A writer of guidance records whose changes `recordOf` records (a CTE over `written`: the record's
 * row with `class_id`, the student's class). Inserts a guidance record in one statement (issue 17:
 * was a transaction: BEGIN, the student's row locked, the day's sum read, the insert, COMMIT), with
 * its student and class taken from the placement. With `checked` (`joined`: the classes policy's
 * condition over the teacher and the student's class), only where the placement is the teacher's,
 * the date inside it and the teacher in the student's class (the checks of placementForInstructor,
 * fifteenth round: the placement read before was a round trip of its own): null where one of them
 * fails, and the caller asks why. The day's counted minutes are kept by the database
 * (guidance_day_minutes, migration 0012): a record that would take the student's day past 12 hours
 * breaks its check and nothing is written (see isDayTooLong). The records of other requests that
 * arrive meanwhile share the statement (db/batch.ts, sixteenth round; never two of one placement;
 * where one breaks a check, each runs again alone). The 'g:' trigger announces the students' plans
 * in its transaction (one commit a batch; was quiet, and each record announced after its commit);
 * the caller drops them here (dropPlan).
 */
export function guidanceWriter(joined: JoinedCondition, recordOf: (s: { written: SQL }) => SQL): (db: Db, v: GuidanceInsert, checked: boolean) => Promise<GuidanceWritten> {
  const key = (v: GuidanceInsert) => v.placementId;
  const checkedWriter = batcher<GuidanceInsert, GuidanceWritten>({ key, runMany: (db, vs) => insertGuidances(db, vs, joined, recordOf) });
  const uncheckedWriter = batcher<GuidanceInsert, GuidanceWritten>({ key, runMany: (db, vs) => insertGuidances(db, vs, null, recordOf) });
  return (db, v, checked) => (checked ? checkedWriter : uncheckedWriter).run(db, v);
}

async function insertGuidances(db: Db, vs: GuidanceInsert[], joined: JoinedCondition | null, recordOf: (s: { written: SQL }) => SQL): Promise<GuidanceWritten[]> {
  // two fixed shapes, each built once (issue 17)
  const { rows } = await preparedSql<Record<string, unknown>>(db, joined ? 'placements_insert_guidances_checked' : 'placements_insert_guidances', () => {
    const ph = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
    const checked = joined
      ? sql`and x.date between p.from_date and p.until_date
        and exists (select 1 from ${placementInstructors} i where i.placement_id = p.id and i.teacher_id = x.teacher_id)
        and ${joined(sql`x.teacher_id`, sql`u.grade_id`)}`
      : sql``;
    return sql`
    with input as (
      -- the enums' values as text: the embedded driver knows no array type made after it started (a new database's enums)
      select u.placement_id, u.teacher_id, u.date, u.minutes, u.kind::guidance_kind as kind, u.topic, u.competence_area::competence_area as competence_area, u.talk_id, u.n
      from unnest(${ph('placementIds', 'uuid[]')}, ${ph('teacherIds', 'uuid[]')}, ${ph('dates', 'date[]')}, ${ph('minutes', 'smallint[]')},
        ${ph('kinds', 'text[]')}, ${ph('topics', 'varchar[]')}, ${ph('competenceAreas', 'text[]')}, ${ph('talkIds', 'uuid[]')})
        with ordinality as u(placement_id, teacher_id, date, minutes, kind, topic, competence_area, talk_id, n)
    ), target as (
      select x.*, p.student_id, u.grade_id from input x join ${placements} p on p.id = x.placement_id
        join ${users} u on u.id = p.student_id and u.user_type = 'student'
      where true ${checked}
    ), inserted as (
    insert into ${guidanceRecords} (placement_id, student_id, teacher_id, date, minutes, kind, topic, competence_area, talk_id)
    select t.placement_id, t.student_id, t.teacher_id, t.date, t.minutes, t.kind, t.topic, t.competence_area, t.talk_id
    from target t
    returning *
    ), written as (
      select ins.*, t.grade_id as class_id, t.n from inserted ins join target t on t.placement_id = ins.placement_id
    ), recorded as (${recordOf({ written: sql`written` })})
    select w.* from input x left join written w on w.n = x.n order by x.n`;
  }).execute({
    placementIds: vs.map((v) => v.placementId),
    teacherIds: vs.map((v) => v.teacherId),
    dates: vs.map((v) => v.date),
    minutes: vs.map((v) => v.minutes),
    kinds: vs.map((v) => v.kind),
    topics: vs.map((v) => v.topic),
    competenceAreas: vs.map((v) => v.competenceArea),
    talkIds: vs.map((v) => v.talkId),
  });
  const g = guidanceRecords;
  return rows.map((r) =>
    r.id == null
      ? null
      : {
          classId: r.class_id as string | null,
          id: r.id as string,
          placementId: r.placement_id as string,
          studentId: r.student_id as string,
          teacherId: r.teacher_id as string | null,
          date: r.date as string,
          minutes: r.minutes as number,
          kind: r.kind as GuidanceKind,
          topic: r.topic as string,
          competenceArea: r.competence_area as GuidanceRecord['record']['competenceArea'],
          talkId: r.talk_id as string | null,
          status: r.status as GuidanceRecord['record']['status'],
          comment: r.comment as string | null,
          decidedById: r.decided_by_id as string | null,
          // the driver's values as Drizzle reads them (timestamps come as text)
          decidedAt: r.decided_at === null ? null : (g.decidedAt.mapFromDriverValue(r.decided_at as string) as Date),
          createdAt: g.createdAt.mapFromDriverValue(r.created_at as string) as Date,
        },
  );
}

/** Whether a write failed because it would take a student's day of guidance past 12 hours (guidance_day_minutes). */
export function isDayTooLong(err: unknown): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const c = e as { code?: string; constraint?: string; message?: string };
  return c.code === '23514' && (c.constraint === 'guidance_day_minutes_at_most_a_day' || (c.message ?? '').includes('guidance_day_minutes_at_most_a_day'));
}

/**
 * Whether a placement holds guidance records (any status) or absent days outside the given dates
 * (an absence runs from its first day for `days` calendar days).
 */
export async function hasRecordsOutside(db: DbOrTx, placementId: string, from: string, until: string): Promise<boolean> {
  const [g] = await db
    .select({ id: guidanceRecords.id })
    .from(guidanceRecords)
    .where(and(eq(guidanceRecords.placementId, placementId), or(lt(guidanceRecords.date, from), gt(guidanceRecords.date, until))))
    .limit(1);
  if (g) return true;
  const [a] = await db
    .select({ id: practicalAbsences.id })
    .from(practicalAbsences)
    .where(
      and(
        eq(practicalAbsences.placementId, placementId),
        or(lt(practicalAbsences.fromDate, from), sql`${practicalAbsences.fromDate} + (${practicalAbsences.days} - 1) > ${until}::date`),
      ),
    )
    .limit(1);
  return Boolean(a);
}

/** Confirms or disputes a pending record once; null when it was decided meanwhile. */
export async function decideGuidance(db: DbOrTx, v: { id: string; studentId: string; status: 'confirmed' | 'disputed'; comment: string | null }): Promise<string | null> {
  const [row] = await db
    .update(guidanceRecords)
    .set({ status: v.status, comment: v.comment, decidedById: v.studentId, decidedAt: sql`now()` })
    .where(and(eq(guidanceRecords.id, v.id), eq(guidanceRecords.status, 'pending')))
    .returning({ id: guidanceRecords.id });
  return row?.id ?? null;
}

const absenceTeacher = alias(users, 'absence_teacher');

export type AbsenceRecord = Awaited<ReturnType<typeof listAbsences>>[number];
export type InstructorRecord = Awaited<ReturnType<typeof listInstructors>>[number];

export function listAbsences(db: DbOrTx, placementIds: string[]) {
  if (placementIds.length === 0) return Promise.resolve([]);
  return prepared(db, 'placements_absences_of', (d) =>
    d
      .select({
        id: practicalAbsences.id,
        placementId: practicalAbsences.placementId,
        from: practicalAbsences.fromDate,
        days: practicalAbsences.days,
        note: practicalAbsences.note,
        teacher: { id: absenceTeacher.id, firstName: absenceTeacher.firstName, name: absenceTeacher.name },
      })
      .from(practicalAbsences)
      .leftJoin(absenceTeacher, eq(absenceTeacher.id, practicalAbsences.teacherId))
      .where(sql`${practicalAbsences.placementId} = any(${sql.placeholder('placementIds')}::uuid[])`)
      .orderBy(asc(practicalAbsences.fromDate)),
  ).execute({ placementIds });
}

export async function insertAbsence(db: DbOrTx, v: { placementId: string; teacherId: string; fromDate: string; days: number; note: string | null }): Promise<void> {
  await db.insert(practicalAbsences).values(v);
}
