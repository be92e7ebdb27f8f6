import { and, asc, eq, notExists, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, classTeachers, users } from '../../db/schema/users';

/** Lists are bounded: a school has tens of classes, never thousands. */
const MAX_ROWS = 1000;

/** The students of a class (AMB-35): the users of type student whose grade is the class. */
const studentsOf = (classId: AnyColumn | string): SQL => and(eq(users.gradeId, classId), eq(users.userType, 'student'))!;

/** A class with its number of students, counted on read through users_grade_id_idx. */
export type ClassRecord = { id: string; className: string; teacherId: string; noOfStudents: number };

/** Classes with their number of students; add filters. */
function selectClasses(db: DbOrTx) {
  return db
    .select({ id: classes.id, className: classes.className, teacherId: classes.teacherId, noOfStudents: db.$count(users, studentsOf(classes.id)) })
    .from(classes)
    .$dynamic();
}

const byName = [sql`lower(${classes.className})`, asc(classes.id)];

/** Whether a class with this id exists. */
export async function classIdExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, id)).limit(1);
  return Boolean(row);
}

/** A class with its number of students, or null. */
export async function findClass(db: DbOrTx, id: string): Promise<ClassRecord | null> {
  const [row] = await selectClasses(db).where(eq(classes.id, id)).limit(1);
  return row ?? null;
}

/** Names only, for the anonymous sign-up form (API-P14, AMB-28). */
export async function listSignupClasses(db: DbOrTx) {
  return db.select({ id: classes.id, className: classes.className }).from(classes).orderBy(asc(classes.className)).limit(MAX_ROWS);
}

/** Classes a supervisor created. */
export async function listClassesCreatedBy(db: DbOrTx, supervisorId: string): Promise<ClassRecord[]> {
  return selectClasses(db)
    .where(eq(classes.teacherId, supervisorId))
    .orderBy(...byName)
    .limit(MAX_ROWS);
}

/** Classes a teacher joined. */
export async function listClassesJoinedBy(db: DbOrTx, teacherId: string): Promise<ClassRecord[]> {
  return selectClasses(db)
    .innerJoin(classTeachers, and(eq(classTeachers.classId, classes.id), eq(classTeachers.teacherId, teacherId)))
    .orderBy(...byName)
    .limit(MAX_ROWS);
}

/** Where a page of classes ends: the last class's name and id (the list's order: lower(name), id). */
export interface ClassesCursor {
  name: string;
  id: string;
}

/**
 * A page of the classes a teacher has not joined: by name after `after`, whose name contains
 * `search` (case-insensitive); one more row tells whether a next page follows.
 */
export async function listClassesNotJoinedPage(
  db: DbOrTx,
  teacherId: string,
  { limit, after, search }: { limit: number; after?: ClassesCursor; search?: string },
): Promise<{ rows: ClassRecord[]; next: ClassesCursor | null }> {
  const joined = db
    .select({ classId: classTeachers.classId })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, classes.id), eq(classTeachers.teacherId, teacherId)));
  const rows = await selectClasses(db)
    .where(
      and(
        notExists(joined),
        after ? sql`(lower(${classes.className}), ${classes.id}) > (lower(${after.name}), ${after.id}::uuid)` : undefined,
        search ? sql`strpos(lower(${classes.className}), lower(${search})) > 0` : undefined,
      ),
    )
    .orderBy(...byName)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? { name: last.className, id: last.id } : null };
}

/** Every class of the school in list order. */
export async function listAllClasses(db: DbOrTx): Promise<ClassRecord[]> {
  return selectClasses(db).orderBy(...byName).limit(MAX_ROWS);
}

/** Inserts a class. @throws the unique violation classes_teacher_name_unique on a duplicate name. */
export async function insertClass(db: DbOrTx, values: { className: string; supervisorId: string }): Promise<ClassRecord> {
  const [row] = await db
    .insert(classes)
    .values({ className: values.className, teacherId: values.supervisorId })
    .returning({ id: classes.id, className: classes.className, teacherId: classes.teacherId });
  return { ...row!, noOfStudents: 0 };
}

/** Adds a teacher to a class; a repeat changes nothing (AMB-34). */
export async function insertClassTeacher(db: DbOrTx, classId: string, teacherId: string): Promise<void> {
  await db.insert(classTeachers).values({ classId, teacherId }).onConflictDoNothing();
}

/** Adds a teacher to a class; false when they had joined already (nothing changes then). */
export async function insertClassTeacherIfNew(db: DbOrTx, classId: string, teacherId: string): Promise<boolean> {
  const rows = await db.insert(classTeachers).values({ classId, teacherId }).onConflictDoNothing().returning({ classId: classTeachers.classId });
  return rows.length > 0;
}

/** Removes a teacher from a class; false when they were not in it. */
export async function deleteClassTeacher(db: DbOrTx, classId: string, teacherId: string): Promise<boolean> {
  const rows = await db
    .delete(classTeachers)
    .where(and(eq(classTeachers.classId, classId), eq(classTeachers.teacherId, teacherId)))
    .returning({ classId: classTeachers.classId });
  return rows.length > 0;
}

/** The teachers who joined a class with the day they joined, by surname. */
export async function listTeachersOfClass(db: DbOrTx, classId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, name: users.name, joinedAt: classTeachers.createdAt })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.teacherId))
    .where(eq(classTeachers.classId, classId))
    .orderBy(sql`lower(${users.name})`, sql`lower(${users.firstName})`, asc(users.id))
    .limit(MAX_ROWS);
}

/** Whether a teacher joined a class. */
export async function isClassTeacher(db: DbOrTx, classId: string, teacherId: string): Promise<boolean> {
  const [row] = await db
    .select({ classId: classTeachers.classId })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, classId), eq(classTeachers.teacherId, teacherId)))
    .limit(1);
  return Boolean(row);
}

/** A student of a class list. */
export interface StudentOfClass {
  id: string;
  firstName: string;
  name: string;
  email: string;
  contact: string | null;
}

/**
 * A class with its students by surname then first name (STU-05), one row per student and one
 * without a student for a class that has none; empty when the class is unknown.
 */
export async function listClassWithStudents(db: DbOrTx, classId: string) {
  return db
    .select({
      cls: { id: classes.id, className: classes.className, teacherId: classes.teacherId },
      student: { id: users.id, firstName: users.firstName, name: users.name, email: users.email, contact: users.contact },
    })
    .from(classes)
    .leftJoin(users, studentsOf(classes.id))
    .where(eq(classes.id, classId))
    .orderBy(sql`lower(${users.name})`, sql`lower(${users.firstName})`, asc(users.id))
    .limit(MAX_ROWS);
}

/** A user's type, or null when the id is unknown (an admin reading someone's classes). */
export async function findUserType(db: DbOrTx, userId: string) {
  const [row] = await db.select({ userType: users.userType }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.userType ?? null;
}
