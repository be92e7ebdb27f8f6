import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StatusPart } from '@praxisport/contract/status';
import type { TrafficLight } from '@praxisport/contract/placements';
import type { DbOrTx } from '../../db/client';
import { statusLightsNotified, trainingPeriods } from '../../db/schema/status';
import { classes, users } from '../../db/schema/users';

/** A student as the status reads them: names, class and the class's supervisor. */
export interface StatusStudent {
  id: string;
  firstName: string;
  name: string;
  gradeId: string | null;
  className: string | null;
  supervisorId: string | null;
}

const studentColumns = {
  id: users.id,
  firstName: users.firstName,
  name: users.name,
  gradeId: users.gradeId,
  className: classes.className,
  supervisorId: classes.teacherId,
};

/** The student with this id (with class and supervisor); null when unknown or not a student. */
export async function findStatusStudent(db: DbOrTx, id: string): Promise<StatusStudent | null> {
  const [row] = await db
    .select(studentColumns)
    .from(users)
    .leftJoin(classes, eq(classes.id, users.gradeId))
    .where(and(eq(users.id, id), eq(users.userType, 'student')))
    .limit(1);
  return row ?? null;
}

/** The students with these ids (with class and supervisor); unknown ids and other users are left out. */
export function listStatusStudents(db: DbOrTx, ids: string[]): Promise<StatusStudent[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(studentColumns)
    .from(users)
    .leftJoin(classes, eq(classes.id, users.gradeId))
    .where(and(inArray(users.id, ids), eq(users.userType, 'student')));
}

export async function findClass(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: classes.id, className: classes.className, teacherId: classes.teacherId }).from(classes).where(eq(classes.id, id)).limit(1);
  return row ?? null;
}

/** The active students of these classes, by class, name and first name. */
export function listStudentsOfClasses(db: DbOrTx, classIds: string[]): Promise<StatusStudent[]> {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .select(studentColumns)
    .from(users)
    .innerJoin(classes, eq(classes.id, users.gradeId))
    .where(and(inArray(users.gradeId, classIds), eq(users.userType, 'student'), eq(users.status, 'active')))
    .orderBy(asc(classes.className), asc(users.name), asc(users.firstName));
}

/** The ids of the classes a supervisor created. */
export async function listClassIdsOf(db: DbOrTx, supervisorId: string): Promise<string[]> {
  return (await db.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, supervisorId))).map((r) => r.id);
}

/** The ids of every class (the periodic sweep goes through them one by one). */
export async function listAllClassIds(db: DbOrTx): Promise<string[]> {
  return (await db.select({ id: classes.id }).from(classes).orderBy(asc(classes.id))).map((r) => r.id);
}

export interface TrainingPeriod {
  studentId: string;
  start: string;
  plannedEnd: string;
}

const periodColumns = { studentId: trainingPeriods.studentId, start: trainingPeriods.startDate, plannedEnd: trainingPeriods.plannedEnd };

export function listTrainingPeriods(db: DbOrTx, studentIds: string[]): Promise<TrainingPeriod[]> {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db.select(periodColumns).from(trainingPeriods).where(inArray(trainingPeriods.studentId, studentIds));
}

/** The student's period, its row locked until the transaction ends (the audit's "before" of a change). */
export async function lockTrainingPeriod(db: DbOrTx, studentId: string): Promise<TrainingPeriod | null> {
  const [row] = await db.select(periodColumns).from(trainingPeriods).where(eq(trainingPeriods.studentId, studentId)).for('update');
  return row ?? null;
}

/** Sets the periods of these students (a new row or the one they had), one statement for them all. */
export async function upsertTrainingPeriods(db: DbOrTx, rows: (TrainingPeriod & { setById: string | null })[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(trainingPeriods)
    .values(rows.map((r) => ({ studentId: r.studentId, startDate: r.start, plannedEnd: r.plannedEnd, setById: r.setById })))
    .onConflictDoUpdate({
      target: trainingPeriods.studentId,
      set: { startDate: sql`excluded.start_date`, plannedEnd: sql`excluded.planned_end`, setById: sql`excluded.set_by_id`, updatedAt: sql`now()` },
    });
}

export interface NotifiedLight {
  studentId: string;
  part: StatusPart;
  light: TrafficLight;
}

/**
 * Writes the lights last seen and returns those that changed: a row seen for the first time comes back
 * with `first` (nothing to compare it with), a row whose light differs from the one kept comes back
 * as it is now; a row that kept its light does not come back. The row decides: of two writers of
 * the same change only one gets it back (the second finds the light already written).
 */
export async function recordLights(db: DbOrTx, rows: NotifiedLight[]): Promise<(NotifiedLight & { first: boolean })[]> {
  if (rows.length === 0) return [];
  const changed = await db
    .insert(statusLightsNotified)
    .values(rows)
    .onConflictDoUpdate({
      target: [statusLightsNotified.studentId, statusLightsNotified.part],
      set: { light: sql`excluded.light`, changedAt: sql`now()` },
      setWhere: sql`${statusLightsNotified.light} <> excluded.light`,
    })
    // xmax is 0 on a row this statement inserted, the updating transaction's id on one it updated
    .returning({ studentId: statusLightsNotified.studentId, part: statusLightsNotified.part, light: statusLightsNotified.light, first: sql<boolean>`(xmax = 0)` });
  return changed;
}
