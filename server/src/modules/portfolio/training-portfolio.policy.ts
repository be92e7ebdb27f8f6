import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { isStudentOrTheirTeacher, type StudentOfClass as StudentRef } from '../classes/classes.policy';

/** The student themself and the teachers who joined the student's class read, fill in and print the portfolio (SEC-04, AMB-87). */
export async function canUsePortfolio(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  return isStudentOrTheirTeacher(db, actor, student);
}

/**
 * Which tick the actor signs (PORT-09, PORT-10, PORT-15): a teacher teacherChecked, the student
 * studentChecked; null for anyone else.
 */
export function tickSideOf(actor: UserActor): 'teacher' | 'student' | null {
  if (actor.userType === 'teacher') return 'teacher';
  if (actor.userType === 'student') return 'student';
  return null;
}
