import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { ClassRow, StudentRow } from '@praxisport/contract/classes';
import type { Db } from '../../db/client';
import { classes, classTeachers } from '../../db/schema/classes';
import { users } from '../../db/schema/users';

/** Lists are bounded: a school has tens of classes, never thousands. */
const MAX_ROWS = 1000;

/**
 * noOfStudents is computed, never stored (AMB-35): a left join on the class's students, grouped
 * per class, so a list costs one query whatever its length (served by users_grade_id_idx).
 */
const classRowColumns = {
  _id: classes.id,
  className: classes.className,
  _teacher: classes.teacherId,
  noOfStudents: sql<number>`count(${users.id})::int`,
};

/** The API's class rows (CLS-18), mapped from the table at this edge; add filters, then group. */
function selectClassRows(db: Db) {
  return db
    .select(classRowColumns)
    .from(classes)
    .leftJoin(users, and(eq(users.gradeId, classes.id), eq(users.userType, 'student')))
    .$dynamic();
}

const byName = [sql`lower(${classes.className})`, asc(classes.id)];

export async function getClassRow(db: Db, id: string) {
  const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
  return row ?? null;
}

/** One class as the API shows it, or null. */
export async function findClass(db: Db, id: string): Promise<ClassRow | null> {
  const [row] = await selectClassRows(db).where(eq(classes.id, id)).groupBy(classes.id).limit(1);
  return row ?? null;
}

/** Names only, for the anonymous sign-up form (API-P14, AMB-28). */
export async function listSignupClasses(db: Db) {
  return db.select({ _id: classes.id, className: classes.className }).from(classes).orderBy(asc(classes.className)).limit(MAX_ROWS);
}

/** Classes a supervisor created. */
export async function listClassesCreatedBy(db: Db, supervisorId: string): Promise<ClassRow[]> {
  return selectClassRows(db).where(eq(classes.teacherId, supervisorId)).groupBy(classes.id).orderBy(...byName).limit(MAX_ROWS);
}

/** Classes a teacher joined. */
export async function listClassesJoinedBy(db: Db, teacherId: string): Promise<ClassRow[]> {
  return selectClassRows(db)
    .innerJoin(classTeachers, and(eq(classTeachers.classId, classes.id), eq(classTeachers.teacherId, teacherId)))
    .groupBy(classes.id)
    .orderBy(...byName)
    .limit(MAX_ROWS);
}

/** Classes a teacher has not joined yet. */
export async function listClassesNotJoinedBy(db: Db, teacherId: string): Promise<ClassRow[]> {
  const joined = db
    .select({ one: sql`1` })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, classes.id), eq(classTeachers.teacherId, teacherId)));
  return selectClassRows(db)
    .where(notExists(joined))
    .groupBy(classes.id)
    .orderBy(...byName)
    .limit(MAX_ROWS);
}

/** Every class of the school. */
export async function listAllClasses(db: Db): Promise<ClassRow[]> {
  return selectClassRows(db).groupBy(classes.id).orderBy(...byName).limit(MAX_ROWS);
}

/** Inserts a class. @throws the unique violation classes_teacher_name_unique on a duplicate name. */
export async function insertClass(db: Db, values: { className: string; supervisorId: string }): Promise<ClassRow> {
  const [row] = await db.insert(classes).values({ className: values.className, teacherId: values.supervisorId }).returning({
    _id: classes.id,
    className: classes.className,
    _teacher: classes.teacherId,
  });
  return { ...row!, noOfStudents: 0 };
}

/** Adds a teacher to a class; a repeat changes nothing (AMB-34). */
export async function insertClassTeacher(db: Db, classId: string, teacherId: string): Promise<void> {
  await db.insert(classTeachers).values({ classId, teacherId }).onConflictDoNothing();
}

export async function isClassTeacher(db: Db, classId: string, teacherId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, classId), eq(classTeachers.teacherId, teacherId)))
    .limit(1);
  return Boolean(row);
}

/** The students of a class, ordered by surname then first name (STU-05). */
export async function listStudentsOfClass(db: Db, classId: string): Promise<StudentRow[]> {
  return db
    .select({ _id: users.id, firstName: users.firstName, name: users.name, email: users.email, contact: users.contact })
    .from(users)
    .where(and(eq(users.gradeId, classId), eq(users.userType, 'student')))
    .orderBy(sql`lower(${users.name})`, sql`lower(${users.firstName})`, asc(users.id))
    .limit(MAX_ROWS);
}

/** A user's type, or null when the id is unknown (an admin reading someone's classes). */
export async function findUserType(db: Db, userId: string) {
  const [row] = await db.select({ userType: users.userType }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.userType ?? null;
}
