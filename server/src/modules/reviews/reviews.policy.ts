import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { isStudentOrTheirTeacher, isTeacherOfStudent, type StudentOfClass as StudentRef } from '../classes/classes.policy';

/** The student themself and the teachers who joined the student's class read forms, reviews and items (PERM-10, PERM-27, SEC-04). */
export async function canReadRecords(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  return isStudentOrTheirTeacher(db, actor, student);
}

/** Only a teacher who joined the student's class changes points, items and reviews (PERM-05, SEC-02). */
export async function canChangeRecords(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  return isTeacherOfStudent(db, actor, student);
}

