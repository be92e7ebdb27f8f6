import type { ClassRow, ClassTeacherRow, SignupClass, StudentRow } from '@praxisport/contract/classes';
import type { ClassRecord, listClassWithStudents, listTeachersOfClass, StudentOfClass } from './classes.repository';

/** A class row of the API (CLS-18): `_teacher` is the creating supervisor (AMB-33). */
export function toClassRow(c: ClassRecord): ClassRow {
  return { _id: c.id, className: c.className, _teacher: c.teacherId, noOfStudents: c.noOfStudents };
}

/** A class of the anonymous sign-up list (API-P14): names only. */
export function toSignupClass(c: { id: string; className: string }): SignupClass {
  return { _id: c.id, className: c.className };
}

/** A student of a class list (API-11). */
export function toStudentRow(u: StudentOfClass): StudentRow {
  return { _id: u.id, firstName: u.firstName, name: u.name, email: u.email, contact: u.contact };
}

/** A teacher who joined a class, with the day they joined. */
export function toClassTeacherRow(t: Awaited<ReturnType<typeof listTeachersOfClass>>[number]): ClassTeacherRow {
  return { _id: t.id, firstName: t.firstName, name: t.name, joinedAt: t.joinedAt.toISOString() };
}

/** The rows of a class with its students as the class (its number of students the rows') and its student rows; null for none. */
export function toClassWithStudents(rows: Awaited<ReturnType<typeof listClassWithStudents>>): { cls: ClassRecord; students: StudentRow[] } | null {
  const first = rows[0];
  if (!first) return null;
  const students = rows.flatMap((r) => (r.student ? [toStudentRow(r.student)] : []));
  return { cls: { ...first.cls, noOfStudents: students.length }, students };
}
