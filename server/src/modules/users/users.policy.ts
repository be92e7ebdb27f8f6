import type { UserType } from '@praxisport/contract/common';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { isTeacherOfStudent } from '../classes/classes.policy';
import { findStudentRow } from './users.repository';

/** A user with what decides who may see their record. */
export interface ViewedUser {
  id: string;
  userType: UserType;
  gradeId: string | null;
}

/**
 * Who may see a user's record (SEC-04, AMB-47): admins, the user themselves, and teachers who
 * joined the class of that student. Given an id, the user is looked up.
 */
export async function canViewUser(db: DbOrTx, actor: Actor, user: ViewedUser | string): Promise<boolean> {
  const id = typeof user === 'string' ? user : user.id;
  if (actor.kind === 'admin' || actor.id === id) return true;
  if (actor.userType !== 'teacher') return false;
  const student = typeof user === 'string' ? await findStudentRow(db, user) : user.userType === 'student' ? user : null;
  return student !== null && isTeacherOfStudent(db, actor, student);
}
