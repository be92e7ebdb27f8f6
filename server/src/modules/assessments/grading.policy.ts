import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { isStudentOrTheirTeacher, isTeacherOfStudent, type StudentOfClass } from '../classes/classes.policy';

/** The student themself and the teachers who joined the student's class read assessments (SEC-04, AMB-17, AMB-99). */
export function canReadAssessments(db: DbOrTx, actor: UserActor, student: StudentOfClass): Promise<boolean> {
  return isStudentOrTheirTeacher(db, actor, student);
}

/** Only a teacher who joined the student's class grades (PERM-18, ASMT-23, SEC-02). */
export function canGrade(db: DbOrTx, actor: UserActor, student: StudentOfClass): Promise<boolean> {
  return isTeacherOfStudent(db, actor, student);
}
