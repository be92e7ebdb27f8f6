import type { ClassRow, SignupClass, StudentRow } from '@praxisport/contract/classes';

/** A class with its computed number of students, as the repository reads it. */
export interface ClassWithCount {
  id: string;
  className: string;
  teacherId: string;
  noOfStudents: number;
}

/** A class row of the API (CLS-18): `_teacher` is the creating supervisor (AMB-33). */
export function toClassRow(c: ClassWithCount): ClassRow {
  return { _id: c.id, className: c.className, _teacher: c.teacherId, noOfStudents: c.noOfStudents };
}

/** A class of the anonymous sign-up list (API-P14): names only. */
export function toSignupClass(c: { id: string; className: string }): SignupClass {
  return { _id: c.id, className: c.className };
}

/** A student of a class list (API-11). */
export function toStudentRow(u: { id: string; firstName: string; name: string; email: string; contact: string | null }): StudentRow {
  return { _id: u.id, firstName: u.firstName, name: u.name, email: u.email, contact: u.contact };
}
