import { and, asc, eq, gt, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GuidanceKind, PlacementType } from '@praxisport/contract/placements';
import type { DbOrTx } from '../../db/client';
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

/** A student with their class; null when the id is not a student's. */
export async function findStudent(db: DbOrTx, id: string): Promise<PlanStudent | null> {
  const [row] = await db
    .select({
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
    .where(and(eq(users.id, id), eq(users.userType, 'student')))
    .limit(1);
  if (!row) return null;
  const { w1, w2, w3, w4, w5, ...rest } = row;
  return { ...rest, wishes: [w1, w2, w3, w4, w5] };
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

/** Locks the student's row, so that concurrent plans and guidance records of one student are checked one after the other. */
export async function lockStudent(db: DbOrTx, studentId: string): Promise<void> {
  // NO KEY UPDATE: it serializes the writers that take it, not the inserts that refer to the student (their key checks)
  await db.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for('no key update');
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
  atProvider: placements.atProvider,
  provider: { id: placementProviders.id, name: placementProviders.name, ward: placementProviders.ward },
};

export type PlacementRecord = Awaited<ReturnType<typeof listPlacementsOf>>[number];

export function listPlacementsOf(db: DbOrTx, studentIds: string[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select(placementColumns)
    .from(placements)
    .innerJoin(placementProviders, eq(placementProviders.id, placements.providerId))
    .where(inArray(placements.studentId, studentIds))
    .orderBy(asc(placements.fromDate));
}

export async function findPlacement(db: DbOrTx, id: string): Promise<PlacementRecord | null> {
  const [row] = await db.select(placementColumns).from(placements).innerJoin(placementProviders, eq(placementProviders.id, placements.providerId)).where(eq(placements.id, id)).limit(1);
  return row ?? null;
}

const instructorU = alias(users, 'instructor');

/** A student's placements in date order and the instructors of each (by name). */
export async function listPlacementsWithInstructors(db: DbOrTx, studentId: string): Promise<{ placements: PlacementRecord[]; instructors: InstructorRecord[] }> {
  const rows = await db
    .select({ ...placementColumns, instructor: { id: instructorU.id, firstName: instructorU.firstName, name: instructorU.name } })
    .from(placements)
    .innerJoin(placementProviders, eq(placementProviders.id, placements.providerId))
    .leftJoin(placementInstructors, eq(placementInstructors.placementId, placements.id))
    .leftJoin(instructorU, eq(instructorU.id, placementInstructors.teacherId))
    .where(eq(placements.studentId, studentId))
    .orderBy(asc(placements.fromDate), asc(instructorU.name));
  const byId = new Map<string, PlacementRecord>();
  const instructors: InstructorRecord[] = [];
  for (const { instructor, ...placement } of rows) {
    byId.set(placement.id, placement);
    if (instructor) instructors.push({ placementId: placement.id, ...instructor });
  }
  return { placements: [...byId.values()], instructors };
}

/**
 * A placement with its student (class, supervisor) and whether `teacherId` is one of its
 * instructors. Null for an unknown placement.
 */
export async function findPlacementForInstructor(db: DbOrTx, id: string, teacherId: string) {
  const [row] = await db
    .select({
      ...placementColumns,
      student: { id: users.id, firstName: users.firstName, name: users.name, gradeId: users.gradeId, supervisorId: classes.teacherId },
      assignedTeacherId: placementInstructors.teacherId,
    })
    .from(placements)
    .innerJoin(placementProviders, eq(placementProviders.id, placements.providerId))
    .innerJoin(users, and(eq(users.id, placements.studentId), eq(users.userType, 'student')))
    .leftJoin(classes, eq(classes.id, users.gradeId))
    .leftJoin(placementInstructors, and(eq(placementInstructors.placementId, placements.id), eq(placementInstructors.teacherId, teacherId)))
    .where(eq(placements.id, id))
    .limit(1);
  if (!row) return null;
  const { student, assignedTeacherId, ...p } = row;
  return { p: p as PlacementRecord, student, assigned: assignedTeacherId !== null };
}

/** The student's other placements whose dates overlap [from, until]. */
export async function findOverlapping(db: DbOrTx, v: { studentId: string; from: string; until: string; exceptId?: string }) {
  const [row] = await db
    .select({ id: placements.id })
    .from(placements)
    .where(
      and(
        eq(placements.studentId, v.studentId),
        lte(placements.fromDate, v.until),
        gte(placements.untilDate, v.from),
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
  atProvider: boolean;
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

export interface InstructorRecord {
  placementId: string;
  id: string;
  firstName: string;
  name: string;
}

export function listInstructors(db: DbOrTx, placementIds: string[]): Promise<InstructorRecord[]> {
  if (placementIds.length === 0) return Promise.resolve([]);
  return db
    .select({ placementId: placementInstructors.placementId, id: users.id, firstName: users.firstName, name: users.name })
    .from(placementInstructors)
    .innerJoin(users, eq(users.id, placementInstructors.teacherId))
    .where(inArray(placementInstructors.placementId, placementIds))
    .orderBy(asc(users.name));
}

/** The placements of these students the teacher is assigned to. */
export async function assignedPlacementIds(db: DbOrTx, teacherId: string, studentIds: string[]): Promise<Set<string>> {
  if (studentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: placements.id })
    .from(placementInstructors)
    .innerJoin(placements, eq(placements.id, placementInstructors.placementId))
    .where(and(eq(placementInstructors.teacherId, teacherId), inArray(placements.studentId, studentIds)));
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

/** The guidance records of these placements by date, then as recorded. */
export function listGuidance(db: DbOrTx, placementIds: string[]): Promise<GuidanceRecord[]> {
  if (placementIds.length === 0) return Promise.resolve([]);
  return selectGuidance(db).where(inArray(guidanceRecords.placementId, placementIds)).orderBy(asc(guidanceRecords.date), asc(guidanceRecords.createdAt));
}

/** Minutes per placement and status. */
export function minutesByPlacement(db: DbOrTx, placementIds: string[]) {
  if (placementIds.length === 0) return Promise.resolve([]);
  return db
    .select({ placementId: guidanceRecords.placementId, status: guidanceRecords.status, minutes: sql<number>`sum(${guidanceRecords.minutes})`.mapWith(Number) })
    .from(guidanceRecords)
    .where(inArray(guidanceRecords.placementId, placementIds))
    .groupBy(guidanceRecords.placementId, guidanceRecords.status);
}

/** The minutes of a student's day that count towards its 12 hours: every record but a disputed one (index guidance_records_student_date_idx). */
export async function countedMinutesOnDay(db: DbOrTx, studentId: string, date: string): Promise<number> {
  const [row] = await db
    .select({ minutes: sql<number>`coalesce(sum(${guidanceRecords.minutes}), 0)`.mapWith(Number) })
    .from(guidanceRecords)
    .where(and(eq(guidanceRecords.studentId, studentId), eq(guidanceRecords.date, date), ne(guidanceRecords.status, 'disputed')));
  return row?.minutes ?? 0;
}

export async function insertGuidance(
  db: DbOrTx,
  v: {
    placementId: string;
    studentId: string;
    teacherId: string;
    date: string;
    minutes: number;
    kind: GuidanceKind;
    topic: string;
    competenceArea: GuidanceRecord['record']['competenceArea'];
    talkId: string | null;
  },
): Promise<GuidanceRecord['record']> {
  const [row] = await db.insert(guidanceRecords).values(v).returning();
  return row!;
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

export function listAbsences(db: DbOrTx, placementIds: string[]) {
  if (placementIds.length === 0) return Promise.resolve([]);
  return db
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
    .where(inArray(practicalAbsences.placementId, placementIds))
    .orderBy(asc(practicalAbsences.fromDate));
}

/** Absent days per placement. */
export function absentDaysByPlacement(db: DbOrTx, placementIds: string[]) {
  if (placementIds.length === 0) return Promise.resolve([]);
  return db
    .select({ placementId: practicalAbsences.placementId, days: sql<number>`sum(${practicalAbsences.days})`.mapWith(Number) })
    .from(practicalAbsences)
    .where(inArray(practicalAbsences.placementId, placementIds))
    .groupBy(practicalAbsences.placementId);
}

export async function insertAbsence(db: DbOrTx, v: { placementId: string; teacherId: string; fromDate: string; days: number; note: string | null }): Promise<void> {
  await db.insert(practicalAbsences).values(v);
}

// ---------------------------------------------------------------------------------------------
// For the visits and the qualified assessments

/**
 * The placements of the active students in the classes a supervisor created, of these types and
 * begun by `beginsBy`, with their student and class; the earliest last day first.
 */
export function listSupervisedPlacements(db: DbOrTx, v: { supervisorId: string; types: readonly PlacementType[]; beginsBy: string }) {
  if (v.types.length === 0) return Promise.resolve([]);
  return db
    .select({ ...placementColumns, student: { id: users.id, firstName: users.firstName, name: users.name, gradeId: classes.id, className: classes.className } })
    .from(placements)
    .innerJoin(placementProviders, eq(placementProviders.id, placements.providerId))
    .innerJoin(users, and(eq(users.id, placements.studentId), eq(users.userType, 'student'), eq(users.status, 'active')))
    .innerJoin(classes, and(eq(classes.id, users.gradeId), eq(classes.teacherId, v.supervisorId)))
    .where(and(inArray(placements.type, [...v.types]), lte(placements.fromDate, v.beginsBy)))
    .orderBy(asc(placements.untilDate), asc(users.name), asc(users.firstName));
}
