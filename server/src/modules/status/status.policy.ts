import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { canAccessClass, isTeacherOfStudent } from '../classes/classes.policy';

interface StudentRef {
  id: string;
  gradeId: string | null;
  supervisorId: string | null;
}

/** The supervisor who created the student's class: sets the training period, makes the yearly certificates. */
export function isClassSupervisor(actor: Actor, student: StudentRef): boolean {
  return actor.kind === 'user' && actor.userType === 'supervisor' && student.supervisorId === actor.id;
}

/** Who reads a student's training status: the student, the class's supervisor, teachers who joined the class, admins. */
export async function canReadStatus(db: DbOrTx, actor: Actor, student: StudentRef): Promise<boolean> {
  if (actor.kind === 'admin') return true;
  if (actor.userType === 'student') return actor.id === student.id;
  if (actor.userType === 'supervisor') return isClassSupervisor(actor, student);
  return isTeacherOfStudent(db, actor, student);
}

/** Who reads a class's overview: its supervisor, teachers who joined it, admins (the class's own rule). */
export const canReadClassStatus = (db: DbOrTx, actor: Actor, cls: { id: string; teacherId: string }): Promise<boolean> => canAccessClass(db, actor, cls);

/** The yearly certificate: the class's supervisor and admins. */
export function canMakeCertificate(actor: Actor, student: StudentRef): boolean {
  return actor.kind === 'admin' || isClassSupervisor(actor, student);
}
