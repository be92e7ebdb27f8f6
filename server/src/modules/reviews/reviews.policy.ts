import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { hasJoinedClass } from '../classes/classes.policy';
import type { StudentRef } from './reviews.repository';

async function isTeacherOfStudent(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  return actor.userType === 'teacher' && student.gradeId !== null && hasJoinedClass(db, actor.id, student.gradeId);
}

/** The student themself and the teachers who joined the student's class read forms, reviews and items (PERM-10, PERM-27, SEC-04). */
export async function canReadRecords(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  if (actor.userType === 'student') return actor.id === student.id;
  return isTeacherOfStudent(db, actor, student);
}

/** Only a teacher who joined the student's class changes points, items and reviews (PERM-05, SEC-02). */
export async function canChangeRecords(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  return isTeacherOfStudent(db, actor, student);
}
