import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { hasJoinedClass } from '../classes/classes.policy';
import type { StudentRef } from './comments.repository';

async function isTeacherOfStudent(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  return actor.userType === 'teacher' && student.gradeId !== null && hasJoinedClass(db, actor.id, student.gradeId);
}

/** Only a teacher who joined the student's class writes comments (CMT-09, SEC-02, SEC-04). */
export async function canWriteComment(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  return isTeacherOfStudent(db, actor, student);
}

/** A teacher who joined the student's class, and the student themself, read-only (AMB-58). */
export async function canReadComments(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  if (actor.userType === 'student') return actor.id === student.id;
  return isTeacherOfStudent(db, actor, student);
}
