import type { DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { isStudentOrTheirTeacher, isTeacherOfStudent, type StudentOfClass as StudentRef } from '../classes/classes.policy';
import { hasConfirmedTalkWith } from './talks.repository';

/** The student themself and the teachers who joined the student's class read the talks (PERM-17, PERM-20, SEC-04). */
export async function canReadTalks(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  return isStudentOrTheirTeacher(db, actor, student);
}

/** Only a teacher who joined the student's class submits talks (PERM-17, SEC-14). */
export async function canSubmitTalk(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  return isTeacherOfStudent(db, actor, student);
}

/** Only the talk's own student confirms it (PERM-20, SEC-14). */
export function canConfirmTalk(actor: UserActor, talk: { studentId: string }): boolean {
  return actor.userType === 'student' && actor.id === talk.studentId;
}

/**
 * Whether the actor may see this user's signature because of a talk (TALK-21, AMB-77): the student
 * of a confirmed talk sees the signature of the talk's instructor. Used by the uploads policy.
 */
export async function canSeeSignatureThroughTalk(db: DbOrTx, actor: Actor, userId: string): Promise<boolean> {
  if (actor.kind !== 'user' || actor.userType !== 'student') return false;
  return hasConfirmedTalkWith(db, { studentId: actor.id, teacherId: userId });
}
