import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { hasJoinedClass } from '../classes/classes.policy';

interface StudentRef {
  id: string;
  gradeId: string | null;
}

async function isTeacherOfStudent(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  return actor.userType === 'teacher' && student.gradeId !== null && hasJoinedClass(db, actor.id, student.gradeId);
}

/** The student themself and the teachers who joined the student's class read, fill in and print the portfolio (SEC-04, AMB-87). */
export async function canUsePortfolio(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  if (actor.userType === 'student') return actor.id === student.id;
  return isTeacherOfStudent(db, actor, student);
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
