import type { DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { hasJoinedClass, isTeacherOfStudent } from '../classes/classes.policy';

interface StudentRef {
  id: string;
  gradeId: string | null;
  supervisorId: string | null;
}

/** The supervisor who created the student's class plans the student's placements. */
export function canPlanFor(actor: Actor, student: StudentRef): boolean {
  return actor.kind === 'user' && actor.userType === 'supervisor' && student.supervisorId === actor.id;
}

/** A teacher counts for a student only while they joined the student's class. */
export const isTeacherInClass = (db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> => isTeacherOfStudent(db, actor, student);

/**
 * Who reads a student's plan and proof: admins (read-only), the class's supervisor, the student
 * themself, and a teacher who joined the class and is assigned to at least one of the student's
 * placements (they see those placements only).
 */
export async function canReadPlan(db: DbOrTx, actor: Actor, student: StudentRef, assignedCount: number): Promise<boolean> {
  if (actor.kind === 'admin') return true;
  if (actor.userType === 'student') return actor.id === student.id;
  if (actor.userType === 'supervisor') return canPlanFor(actor, student);
  if (actor.userType === 'teacher') return assignedCount > 0 && isTeacherInClass(db, actor, student);
  return false;
}

/** Only an instructor assigned to the placement (and in the class) records guidance and absences. */
export async function canRecordIn(db: DbOrTx, actor: UserActor, student: StudentRef, assigned: boolean): Promise<boolean> {
  return assigned && isTeacherInClass(db, actor, student);
}

/** Only the record's own student confirms or disputes it. */
export function canDecide(actor: UserActor, record: { studentId: string }): boolean {
  return actor.userType === 'student' && actor.id === record.studentId;
}

/** A class's calendar and proof table: admins, its supervisor, teachers who joined it (their assigned placements only). */
export async function canReadClassPlan(db: DbOrTx, actor: Actor, cls: { id: string; teacherId: string }): Promise<boolean> {
  if (actor.kind === 'admin') return true;
  if (actor.userType === 'supervisor') return cls.teacherId === actor.id;
  if (actor.userType === 'teacher') return hasJoinedClass(db, actor.id, cls.id);
  return false;
}
