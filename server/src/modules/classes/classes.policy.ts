import type { Db } from '../../db/client';
import type { AdminActor, UserActor } from '../auth/auth.repository';
import { isClassTeacher } from './classes.repository';

export type Actor = UserActor | AdminActor;

/** Ids the client sends for the acting user (`{userId}`, `_teacher`) must be the session user's (SEC-03). */
export function isSelf(actor: UserActor, id: string | undefined): boolean {
  return id === undefined || id === actor.id;
}

/** Only supervisors create classes (PERM-01, SEC-02). */
export function canCreateClass(actor: Actor): boolean {
  return actor.kind === 'user' && actor.userType === 'supervisor';
}

/** A user reads their own class list; an admin anyone's (API-07). */
export function canListClassesOf(actor: Actor, userId: string): boolean {
  return actor.kind === 'admin' || actor.id === userId;
}

/** Whether a teacher has joined a class: the rule behind every teacher's access to students (SEC-04). */
export async function hasJoinedClass(db: Db, teacherId: string, classId: string): Promise<boolean> {
  return isClassTeacher(db, classId, teacherId);
}

/**
 * Who may open a class and its students (SEC-04, AMB-40): the supervisor who created it, a
 * teacher who joined it, and admins.
 */
export async function canAccessClass(db: Db, actor: Actor, cls: { _id: string; _teacher: string }): Promise<boolean> {
  if (actor.kind === 'admin') return true;
  if (actor.userType === 'supervisor') return cls._teacher === actor.id;
  if (actor.userType === 'teacher') return hasJoinedClass(db, actor.id, cls._id);
  return false;
}
