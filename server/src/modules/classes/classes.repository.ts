import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { classes, classStudentCounts, classTeachers, users } from '../../db/schema/users';
import type { ClassWithCount } from './classes.presenter';

/** Lists are bounded: a school has tens of classes, never thousands. */
const MAX_ROWS = 1000;

/**
 * noOfStudents (AMB-35: the students whose grade is the class) is kept by the database
 * (class_student_counts, migration 0009, issue 17): a list reads one row per listed class instead
 * of counting each class's students per request.
 */
const classColumns = {
  id: classes.id,
  className: classes.className,
  teacherId: classes.teacherId,
  noOfStudents: sql<number>`coalesce(${classStudentCounts.students}, 0)`.mapWith(Number),
};

/** Classes with their number of students; add filters. */
function selectClasses(db: DbOrTx) {
  return db.select(classColumns).from(classes).leftJoin(classStudentCounts, eq(classStudentCounts.classId, classes.id)).$dynamic();
}

const byName = [sql`lower(${classes.className})`, asc(classes.id)];

/** Whether a class with this id exists. */
export async function classIdExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(classes).where(eq(classes.id, id)).limit(1);
  return Boolean(row);
}

/** Names only, for the anonymous sign-up form (API-P14, AMB-28). */
export async function listSignupClasses(db: DbOrTx) {
  return db.select({ id: classes.id, className: classes.className }).from(classes).orderBy(asc(classes.className)).limit(MAX_ROWS);
}

/** Classes a supervisor created. */
export async function listClassesCreatedBy(db: DbOrTx, supervisorId: string): Promise<ClassWithCount[]> {
  return prepared(db, 'classes_created_by_supervisor', (d) =>
    selectClasses(d)
      .where(eq(classes.teacherId, sql.placeholder('supervisorId')))
      .orderBy(...byName)
      .limit(MAX_ROWS),
  ).execute({ supervisorId });
}

/** Classes a teacher joined. */
export async function listClassesJoinedBy(db: DbOrTx, teacherId: string): Promise<ClassWithCount[]> {
  return prepared(db, 'classes_joined_by_teacher', (d) =>
    selectClasses(d)
      .innerJoin(classTeachers, and(eq(classTeachers.classId, classes.id), eq(classTeachers.teacherId, sql.placeholder('teacherId'))))
      .orderBy(...byName)
      .limit(MAX_ROWS),
  ).execute({ teacherId });
}

/** Whether the teacher (placeholder `teacherId`) joined the outer query's class. */
function joinedByTeacher(db: DbOrTx) {
  return db
    .select({ one: sql`1` })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, classes.id), eq(classTeachers.teacherId, sql.placeholder('teacherId'))));
}

/** Classes a teacher has not joined yet. */
export async function listClassesNotJoinedBy(db: DbOrTx, teacherId: string): Promise<ClassWithCount[]> {
  return prepared(db, 'classes_not_joined_by_teacher', (d) =>
    selectClasses(d)
      .where(notExists(joinedByTeacher(d)))
      .orderBy(...byName)
      .limit(MAX_ROWS),
  ).execute({ teacherId });
}

/** Where a page of classes ends: the last class's name and id (the list's order: lower(name), id). */
export interface ClassesCursor {
  name: string;
  id: string;
}

/**
 * A page of the classes a teacher has not joined (issue 17): by name after `after`, whose name
 * contains `search` (case-insensitive); one more row tells whether a next page follows.
 */
export async function listClassesNotJoinedPage(
  db: DbOrTx,
  teacherId: string,
  { limit, after, search }: { limit: number; after?: ClassesCursor; search?: string },
): Promise<{ rows: ClassWithCount[]; next: ClassesCursor | null }> {
  // four fixed shapes, each its own statement: with or without a cursor, with or without a search
  const name = `classes_not_joined_page${after ? '_after' : '_first'}${search ? '_search' : ''}`;
  const rows = await prepared(db, name, (d) =>
    selectClasses(d)
      .where(
        and(
          notExists(joinedByTeacher(d)),
          after ? sql`(lower(${classes.className}), ${classes.id}) > (lower(${sql.placeholder('afterName')}), ${sql.placeholder('afterId')}::uuid)` : undefined,
          search ? sql`strpos(lower(${classes.className}), lower(${sql.placeholder('search')})) > 0` : undefined,
        ),
      )
      .orderBy(...byName)
      .limit(sql.placeholder('limit')),
  ).execute({ teacherId, limit: limit + 1, ...(after ? { afterName: after.name, afterId: after.id } : {}), ...(search ? { search } : {}) });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? { name: last.className, id: last.id } : null };
}

/** Every class of the school in list order (at most `limit`). */
export async function listAllClasses(db: DbOrTx, limit = MAX_ROWS): Promise<ClassWithCount[]> {
  return prepared(db, 'classes_all', (d) => selectClasses(d).orderBy(...byName).limit(sql.placeholder('limit'))).execute({ limit });
}

/** The ids of the classes a teacher joined. */
export async function listClassIdsJoinedBy(db: DbOrTx, teacherId: string): Promise<string[]> {
  const rows = await prepared(db, 'classes_ids_joined_by_teacher', (d) =>
    d.select({ id: classTeachers.classId }).from(classTeachers).where(eq(classTeachers.teacherId, sql.placeholder('teacherId'))).limit(MAX_ROWS),
  ).execute({ teacherId });
  return rows.map((r) => r.id);
}

/** Inserts a class. @throws the unique violation classes_teacher_name_unique on a duplicate name. */
export async function insertClass(db: DbOrTx, values: { className: string; supervisorId: string }): Promise<ClassWithCount> {
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
  const [row] = await prepared(db, 'classes_is_class_teacher', (d) =>
    d
      .select({ one: sql`1` })
      .from(classTeachers)
      .where(and(eq(classTeachers.classId, sql.placeholder('classId')), eq(classTeachers.teacherId, sql.placeholder('teacherId'))))
      .limit(1),
  ).execute({ classId, teacherId });
  return Boolean(row);
}

const student = alias(users, 'student');

/**
 * A class with its students by surname then first name (STU-05), or null (issue 17: one query instead of the class and then its
 * students). The number of students is the joined rows' count, taken before the limit.
 */
export async function findClassWithStudents(db: DbOrTx, classId: string): Promise<{ cls: ClassWithCount; students: StudentOfClass[] } | null> {
  const rows = await prepared(db, 'classes_class_with_students', (d) =>
    d
      .select({
        cls: { id: classes.id, className: classes.className, teacherId: classes.teacherId, noOfStudents: sql<number>`(count(${student.id}) over ())::int` },
        student: { id: student.id, firstName: student.firstName, name: student.name, email: student.email, contact: student.contact },
      })
      .from(classes)
      .leftJoin(student, and(eq(student.gradeId, classes.id), eq(student.userType, 'student')))
      .where(eq(classes.id, sql.placeholder('classId')))
      .orderBy(sql`lower(${student.name})`, sql`lower(${student.firstName})`, asc(student.id))
      .limit(MAX_ROWS),
  ).execute({ classId });
  const first = rows[0];
  if (!first) return null;
  return { cls: first.cls, students: rows.flatMap((r) => (r.student ? [r.student] : [])) };
}

export interface StudentOfClass {
  id: string;
  firstName: string;
  name: string;
  email: string;
  contact: string | null;
}

/** A user's type, or null when the id is unknown (an admin reading someone's classes). */
export async function findUserType(db: DbOrTx, userId: string) {
  const [row] = await db.select({ userType: users.userType }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.userType ?? null;
}
