import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { isStudentOrTheirTeacher, isTeacherOfStudent } from '../classes/classes.policy';
import { canPlanFor } from '../placements/placements.policy';

/** A placement's student with their class and its supervisor (the class's creator). */
interface StudentRef {
  id: string;
  gradeId: string | null;
  supervisorId: string | null;
}

/** Who reads a placement's assessment: the student, the class's supervisor, the teachers who joined the class, admins. */
export async function canReadAssessment(db: DbOrTx, actor: Actor, student: StudentRef): Promise<boolean> {
  if (actor.kind === 'admin') return true;
  if (canPlanFor(actor, student)) return true;
  return isStudentOrTheirTeacher(db, actor, student);
}

/** Who writes it: an instructor assigned to the placement, while they belong to the class (SEC-04). */
export async function canWriteAssessment(db: DbOrTx, actor: Actor, student: StudentRef, instructorIds: string[]): Promise<boolean> {
  if (actor.kind !== 'user' || !instructorIds.includes(actor.id)) return false;
  return isTeacherOfStudent(db, actor, student);
}

/** Who confirms the discussion: the placement's own student. */
export function canConfirmAssessment(actor: Actor, studentId: string): boolean {
  return actor.kind === 'user' && actor.userType === 'student' && actor.id === studentId;
}
