import { authMessages } from '@praxisport/contract/auth';
import { userMessages, type PendingUser, type PublicUser, type SupervisorRow } from '@praxisport/contract/users';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { withUniqueConflict } from '../../lib/unique';
import { canViewUser } from './users.policy';
import { toPendingUser, toPublicUser, toSupervisorRow } from './users.presenter';
import { activateUser as activateUserRow, findStudentRow, findUserById, insertUser, listActiveSupervisors, listPendingStaff, type NewUser } from './users.repository';

/** A student, with the class that decides which teachers may see their records. */
export interface StudentRef {
  id: string;
  gradeId: string | null;
  firstName: string;
  name: string;
}

/**
 * The student with this id, or null when the id is unknown or not a student's (the one lookup every
 * student-record module uses).
 */
export function findStudent(db: DbOrTx, id: string): Promise<StudentRef | null> {
  return findStudentRow(db, id);
}

/**
 * One user's record for whoever may see it (API-12, AMB-47).
 * @throws NOT_FOUND unknown id; FORBIDDEN the actor may not see it
 */
export async function getUser(db: DbOrTx, actor: Actor, id: string): Promise<PublicUser> {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('NOT_FOUND', userMessages.notFound);
  if (!(await canViewUser(db, actor, user))) throw new AppError('FORBIDDEN', userMessages.forbidden);
  return toPublicUser(user);
}

/** Active supervisors by name (API-13). */
export async function listSupervisors(db: DbOrTx): Promise<SupervisorRow[]> {
  return (await listActiveSupervisors(db)).map(toSupervisorRow);
}

/** Staff accounts from sign-up that wait for approval (API-P21, SEC-10). */
export async function listPendingUsers(db: DbOrTx): Promise<PendingUser[]> {
  return (await listPendingStaff(db)).map(toPendingUser);
}

/** Sets an account active (API-P22). @throws NOT_FOUND unknown id */
export async function activateUser(db: DbOrTx, id: string): Promise<PublicUser> {
  const user = await activateUserRow(db, id);
  if (!user) throw new AppError('NOT_FOUND', userMessages.notFound);
  return toPublicUser(user);
}

/** Creates an account (sign-up, an admin's kilian). @throws CONFLICT when the e-mail or the username is taken (either case) */
export async function createUser(db: DbOrTx, values: NewUser): Promise<PublicUser> {
  const row = await withUniqueConflict(insertUser(db, values), {
    users_email_unique: { message: authMessages.emailTaken, path: 'email' },
    users_username_unique: { message: authMessages.usernameTaken, path: 'username' },
  });
  return toPublicUser(row);
}
