import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { isStudentOrTheirTeacher } from '../classes/classes.policy';
import { canPlanFor } from '../placements/placements.policy';

/** A student with their class and its supervisor (the class's creator). */
interface StudentRef {
  id: string;
  gradeId: string | null;
  supervisorId: string | null;
}

/** The supervisor who created the student's class records and removes visits: the school's Praxisbegleitung of the class. */
export function canRecordVisit(actor: Actor, student: StudentRef): boolean {
  return canPlanFor(actor, student);
}

/** Who reads a student's visits: the student, the class's supervisor, the teachers who joined the class, admins. */
export async function canReadVisits(db: DbOrTx, actor: Actor, student: StudentRef): Promise<boolean> {
  if (actor.kind === 'admin') return true;
  if (canRecordVisit(actor, student)) return true;
  return isStudentOrTheirTeacher(db, actor, student);
}
