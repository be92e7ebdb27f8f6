import { ACCOUNTS_PAGE_SIZE, adminMessages, type AccountRow, type AccountsResponse, type CreateKilianBody, type ListAccountsQuery } from '@praxisport/contract/admin';
import { userMessages, type PendingUser, type PublicUser } from '@praxisport/contract/users';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { withUniqueConflict } from '../../lib/unique';
import type { AdminActor } from '../../lib/actor';
import { endUserSessions } from '../auth/auth.service';
import * as audit from '../audit/audit.service';
import { activateUser, createUser, listPendingUsers } from '../users/users.service';
import { toAccountRow } from './admin.presenter';
import { findAccount, insertAdmin, listAccounts as selectAccounts, setAccountStatus, type AccountRecord } from './admin.repository';

/** Staff accounts from sign-up that wait for approval (API-P21, SEC-10). */
export async function listPendingApprovals(db: DbOrTx): Promise<PendingUser[]> {
  return listPendingUsers(db);
}

/** One page of every account, with search, role and state filters. */
export async function listAccounts(db: DbOrTx, q: ListAccountsQuery): Promise<AccountsResponse> {
  const { rows, total } = await selectAccounts(db, q, ACCOUNTS_PAGE_SIZE);
  return { users: rows.map(toAccountRow), total, page: q.page, pageSize: ACCOUNTS_PAGE_SIZE };
}

async function accountOf(db: DbOrTx, id: string): Promise<AccountRecord> {
  const account = await findAccount(db, id);
  if (!account) throw notFound(userMessages.notFound);
  return account;
}

const isStaff = (a: AccountRecord) => a.userType === 'teacher' || a.userType === 'supervisor';

/**
 * Approves a staff sign-up (API-P22); approving an active staff account again changes nothing.
 * @throws NOT_FOUND unknown id; CONFLICT for students and kilian accounts, rejected and deactivated accounts
 */
export async function approveUser(db: DbOrTx, actor: AdminActor, userId: string): Promise<PublicUser> {
  const account = await accountOf(db, userId);
  if (!isStaff(account)) throw conflict(adminMessages.onlyStaffApproval);
  if (account.status !== 'pending' && account.status !== 'active') throw conflict(adminMessages.notPending);
  if (account.status === 'active') return activateUser(db, userId);
  return db.transaction(async (tx) => {
    const user = await activateUser(tx, userId);
    await audit.record(tx, actor, { action: 'account.approve', entity: 'account', entityId: userId, before: { status: account.status }, after: { status: 'active' } });
    return user;
  });
}

const statusActions = { rejected: 'account.reject', deactivated: 'account.deactivate', active: 'account.reactivate' } as const;

/** Changes an account's state and ends its sessions at once, recorded in the audit trail, in one transaction. */
async function changeStatus(db: Db, actor: AdminActor, account: AccountRecord, to: keyof typeof statusActions): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const row = await setAccountStatus(tx, account.id, to);
    if (!row) throw notFound(userMessages.notFound);
    if (to !== 'active') await endUserSessions(tx, account.id);
    await audit.record(tx, actor, { action: statusActions[to], entity: 'account', entityId: account.id, before: { status: account.status }, after: { status: to } });
    return toAccountRow(row);
  });
}

/** Refuses a pending staff sign-up; the account cannot sign in, its data stays. @throws NOT_FOUND; CONFLICT not pending staff */
export async function rejectUser(db: Db, actor: AdminActor, userId: string): Promise<AccountRow> {
  const account = await accountOf(db, userId);
  if (!isStaff(account)) throw conflict(adminMessages.onlyStaffApproval);
  if (account.status !== 'pending') throw conflict(adminMessages.notPending);
  return changeStatus(db, actor, account, 'rejected');
}

/** Switches an active account off: its sessions end at once, it cannot sign in, its records stay. @throws NOT_FOUND; CONFLICT not active */
export async function deactivateUser(db: Db, actor: AdminActor, userId: string): Promise<AccountRow> {
  const account = await accountOf(db, userId);
  if (account.status !== 'active') throw conflict(adminMessages.notActive);
  return changeStatus(db, actor, account, 'deactivated');
}

/** Switches a deactivated account on again. @throws NOT_FOUND; CONFLICT not deactivated */
export async function reactivateUser(db: Db, actor: AdminActor, userId: string): Promise<AccountRow> {
  const account = await accountOf(db, userId);
  if (account.status !== 'deactivated') throw conflict(adminMessages.notDeactivated);
  return changeStatus(db, actor, account, 'active');
}

/**
 * Creates a kilian account (API-P23, AMB-07) with the admin's one-time password: it must be changed
 * at the first sign-in (ADR 014). @throws CONFLICT for a taken e-mail or username
 */
export async function createKilianUser(db: DbOrTx, body: CreateKilianBody): Promise<PublicUser> {
  return createUser(db, {
    firstName: body.firstName,
    name: body.name,
    username: body.username,
    email: body.email.toLowerCase(),
    passwordHash: await hashPassword(body.password),
    userType: 'kilian',
    status: 'active',
    mustChangePassword: true,
  });
}

/** Creates an admin account (CLI for a production database). @throws CONFLICT when the e-mail exists */
export async function createAdmin(db: DbOrTx, input: { email: string; password: string; firstName: string; name: string }) {
  const passwordHash = await hashPassword(input.password);
  const values = { email: input.email.toLowerCase(), firstName: input.firstName, name: input.name, passwordHash };
  return withUniqueConflict(insertAdmin(db, values), { admins_email_unique: { message: adminMessages.adminExists } });
}
