import { adminMessages, type CreateKilianBody } from '@praxisport/contract/admin';
import type { PendingUser, PublicUser } from '@praxisport/contract/users';
import type { DbOrTx } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { withUniqueConflict } from '../../lib/unique';
import { activateUser, createUser, listPendingUsers } from '../users/users.service';
import { insertAdmin } from './admin.repository';

/** Staff accounts from sign-up that wait for approval (API-P21, SEC-10). */
export async function listPendingApprovals(db: DbOrTx): Promise<PendingUser[]> {
  return listPendingUsers(db);
}

/** Approves a staff account (API-P22). @throws NOT_FOUND unknown id */
export async function approveUser(db: DbOrTx, userId: string): Promise<PublicUser> {
  return activateUser(db, userId);
}

/** Creates a kilian account (API-P23, AMB-07). @throws CONFLICT for a taken e-mail or username */
export async function createKilianUser(db: DbOrTx, body: CreateKilianBody): Promise<PublicUser> {
  return createUser(db, {
    firstName: body.firstName,
    name: body.name,
    username: body.username,
    email: body.email.toLowerCase(),
    passwordHash: await hashPassword(body.password),
    userType: 'kilian',
    status: 'active',
  });
}

/** Creates an admin account (CLI for a production database). @throws CONFLICT when the e-mail exists */
export async function createAdmin(db: DbOrTx, input: { email: string; password: string; firstName: string; name: string }) {
  const passwordHash = await hashPassword(input.password);
  const values = { email: input.email.toLowerCase(), firstName: input.firstName, name: input.name, passwordHash };
  return withUniqueConflict(insertAdmin(db, values), { admins_email_unique: { message: adminMessages.adminExists } });
}
