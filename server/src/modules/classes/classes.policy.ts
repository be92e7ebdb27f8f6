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

/** A student's class: what decides which teachers may see the student's records. */
export interface StudentOfClass {
  id: string;
  gradeId: string | null;
}

/** A teacher who joined the student's class (SEC-04): who writes a student's records. */
export async function isTeacherOfStudent(db: DbOrTx, actor: UserActor, student: StudentOfClass): Promise<boolean> {
  return actor.userType === 'teacher' && student.gradeId !== null && hasJoinedClass(db, actor.id, student.gradeId);
}

/** The student themself and the teachers who joined the student's class (SEC-04): who reads a student's records. */
export async function isStudentOrTheirTeacher(db: DbOrTx, actor: UserActor, student: StudentOfClass): Promise<boolean> {
  if (actor.userType === 'student') return actor.id === student.id;
  return isTeacherOfStudent(db, actor, student);
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

/** Who manages a class's members: only the supervisor who created it. */
export function canManageMembers(actor: UserActor, cls: { teacherId: string }): boolean {
  return actor.userType === 'supervisor' && cls.teacherId === actor.id;
}
