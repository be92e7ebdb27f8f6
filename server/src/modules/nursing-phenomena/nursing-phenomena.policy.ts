import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { isStudentOrTheirTeacher, isTeacherOfStudent, type StudentOfClass as StudentRef } from '../classes/classes.policy';

/** The student themself and the teachers who joined the student's class read the choices (API-46, API-47, API-53, SEC-04). */
export async function canReadPhenomena(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  return isStudentOrTheirTeacher(db, actor, student);
}

/** Only a teacher who joined the student's class chooses a sub-test ('Select'; NP-08, PERM-21, AMB-113). */
export async function canChooseSubTest(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  return isTeacherOfStudent(db, actor, student);
}
