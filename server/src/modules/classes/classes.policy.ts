import type { DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { isClassTeacher } from './classes.repository';

/** Ids the client sends for the acting user (`{userId}`, `_teacher`) must be the session user's (SEC-03). */
export function isSelf(actor: UserActor, id: string | undefined): boolean {
  return id === undefined || id === actor.id;
}

/** A user reads their own class list; an admin anyone's (API-07). */
export function canListClassesOf(actor: Actor, userId: string): boolean {
  return actor.kind === 'admin' || actor.id === userId;
}

/** Whether a teacher has joined a class: the rule behind every teacher's access to students (SEC-04). */
export async function hasJoinedClass(db: DbOrTx, teacherId: string, classId: string): Promise<boolean> {
  return isClassTeacher(db, classId, teacherId);
}

/**
 * Who may open a class and its students (SEC-04, AMB-40): the supervisor who created it, a
 * teacher who joined it, and admins.
 */
export async function canAccessClass(db: DbOrTx, actor: Actor, cls: { id: string; teacherId: string }): Promise<boolean> {
  if (actor.kind === 'admin') return true;
  if (actor.userType === 'supervisor') return cls.teacherId === actor.id;
  if (actor.userType === 'teacher') return hasJoinedClass(db, actor.id, cls.id);
  return false;
}
