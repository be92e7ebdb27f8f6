import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { isStudentOrTheirTeacher, isTeacherOfStudent, type StudentOfClass as StudentRef } from '../classes/classes.policy';

/** Only a teacher who joined the student's class writes comments (CMT-09, SEC-02, SEC-04). */
export async function canWriteComment(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  return isTeacherOfStudent(db, actor, student);
}

/** A teacher who joined the student's class, and the student themself, read-only (AMB-58). */
export async function canReadComments(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  return isStudentOrTheirTeacher(db, actor, student);
}
