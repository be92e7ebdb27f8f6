import { authMessages, type AdminLoginResponse, type ChangePasswordBody, type LoginBody, type LoginResponse, type RegisterBody } from '@praxisport/contract/auth';
import type { PublicUser } from '@praxisport/contract/users';
import type { Db, DbOrTx } from '../../db/client';
import type { AppConfig } from '../../config';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { countLoginAttempt } from './login-limits';
import { classExists } from '../classes/classes.service';
import { assertClaimableImage } from '../uploads/uploads.service';
import { createStudentRecords } from '../reviews/reviews.service';
import { createUser } from '../users/users.service';
import { notifyAdmins } from '../notifications/notifications.service';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  findAdminForLogin,
  findSessionActor as findActorOfToken,
  emailInUse,
  findPasswordHash,
  findSessionUser,
  findUserForLogin,
  setPassword,
} from './auth.repository';
import { toAdminLoginResponse, toLoginResponse } from './auth.presenter';

/** The actor of a session token, or null when unknown, expired or the account is not active (the access plugin's lookup). */
export async function findSessionActor(db: Db, token: string, kind: 'user' | 'admin', ttlHours: number): Promise<Actor | null> {
  return findActorOfToken(db, token, kind, ttlHours);
}

/** Ends the session of a token (sign-out); an unknown token changes nothing. The provider's ID token of a session that came from it. */
export async function endSession(db: Db, token: string): Promise<{ idToken: string | null } | undefined> {
  return deleteSession(db, token);
}

/** The session's answer for a signed-in user (after a provider sign-in the page has no login answer). */
export async function currentSession(db: Db, userId: string): Promise<LoginResponse> {
  const user = await findSessionUser(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', authMessages.unauthenticated);
  return toLoginResponse(user);
}

/** Ends every session of a user at once (an admin deactivated or rejected the account). */
export async function endUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await deleteUserSessions(db, userId);
}

const refusalOf = { pending: authMessages.pending, rejected: authMessages.rejected, deactivated: authMessages.deactivated } as const;

/**
 * Signs a user in (AUTH-06, SEC-10, AMB-29).
 * @throws UNAUTHENTICATED on wrong credentials, FORBIDDEN for a pending account or without password sign-in (PASSWORD_SIGNIN=false), TOO_MANY_REQUESTS after 10 failures a minute
 */
export async function loginUser(db: Db, config: AppConfig, body: LoginBody, ip: string): Promise<{ token: string; session: LoginResponse }> {
  if (!config.passwordSignIn) throw new AppError('FORBIDDEN', authMessages.passwordSignInOff);
  // failure limits per (account, address) and per address: login-limits.ts
  const attempt = await countLoginAttempt(db, config, { kind: 'user', email: body.email, ip });
  const user = await findUserForLogin(db, body.email);
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) throw new AppError('UNAUTHENTICATED', authMessages.invalidCredentials);
  await attempt.succeeded();
  if (user.status !== 'active') throw new AppError('FORBIDDEN', refusalOf[user.status]);
  const token = await createSession(db, { userId: user.id }, config.sessionTtlHours);
  return { token, session: toLoginResponse(user) };
}

/**
 * Replaces the signed-in user's password and clears the one-time flag (ADR 014); the user's other
 * sessions end. @throws VALIDATION_ERROR wrong current password or the same password again
 */
export async function changePassword(db: Db, { userId, token, body }: { userId: string; token: string; body: ChangePasswordBody }): Promise<void> {
  const currentHash = await findPasswordHash(db, userId);
  if (!currentHash || !(await verifyPassword(currentHash, body.currentPassword))) {
    throw new AppError('VALIDATION_ERROR', authMessages.currentPasswordWrong, 'currentPassword');
  }
  if (body.currentPassword === body.newPassword) throw new AppError('VALIDATION_ERROR', authMessages.samePassword, 'newPassword');
  const hash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await setPassword(tx, userId, hash);
    await deleteUserSessions(tx, userId, { except: token });
  });
}

/** Signs an admin in (ADM-03, AMB-14). Same failure rules as users. */
export async function loginAdmin(db: Db, config: AppConfig, body: LoginBody, ip: string): Promise<{ token: string; session: AdminLoginResponse }> {
  const attempt = await countLoginAttempt(db, config, { kind: 'admin', email: body.email, ip });
  const admin = await findAdminForLogin(db, body.email);
  const ok = await verifyPassword(admin?.passwordHash, body.password);
  if (!admin || !ok) throw new AppError('UNAUTHENTICATED', authMessages.invalidCredentials);
  await attempt.succeeded();
  const token = await createSession(db, { adminId: admin.id }, config.sessionTtlHours);
  return { token, session: toAdminLoginResponse(admin) };
}

/**
 * Registers an account (AUTH-32, SEC-08, SEC-10, SEC-11): students are active at once,
 * supervisors and teachers wait for an admin's approval. The route declares its rate limit.
 * @throws CONFLICT for a taken e-mail or username, VALIDATION_ERROR for an unknown class or file
 */
export async function register(db: Db, { body, claimantId, publicUrl }: { body: RegisterBody; claimantId?: string; publicUrl: string | undefined }): Promise<PublicUser> {
  const isStudent = body.userType === 'student';
  if (isStudent && !(await classExists(db, body.grade!))) throw new AppError('VALIDATION_ERROR', authMessages.unknownClass, 'grade');
  await assertClaimableImage(db, { address: body.profile, path: 'profile', label: 'Profilbild', claimantId, publicUrl });
  await assertClaimableImage(db, { address: body.signature, path: 'signature', label: 'Unterschrift', claimantId, publicUrl });
  if (await emailInUse(db, body.email)) throw new AppError('CONFLICT', authMessages.emailTaken, 'email');
  const passwordHash = await hashPassword(body.password);
  // the account and, for a student, the forms and reviews from the templates: all or nothing
  return db.transaction(async (tx) => {
    // checked again under a lock of the files' rows: two sign-ups with one image cannot both win
    await assertClaimableImage(tx, { address: body.profile, path: 'profile', label: 'Profilbild', claimantId, lock: true, publicUrl });
    await assertClaimableImage(tx, { address: body.signature, path: 'signature', label: 'Unterschrift', claimantId, lock: true, publicUrl });
    const user = await createUser(tx, {
      name: body.name,
      firstName: body.firstName,
      username: body.username,
      email: body.email.toLowerCase(),
      passwordHash,
      contact: body.contact,
      dob: body.dob,
      userType: body.userType,
      status: isStudent ? 'active' : 'pending',
      profile: body.profile,
      signature: body.signature,
      gradeId: isStudent ? body.grade! : null,
      lfce: body.userType === 'supervisor' ? (body.lfce ?? 'LF') : null,
      impatient1: isStudent ? body.impatient1! : null,
      impatient2: isStudent ? body.impatient2! : null,
      impatient3: isStudent ? body.impatient3! : null,
      impatient4: isStudent ? body.impatient4! : null,
      impatient5: isStudent ? body.impatient5! : null,
    });
    if (isStudent) await createStudentRecords(tx, [user._id]);
    // admins learn that a staff account waits for approval
    else await notifyAdmins(tx, { kind: 'staffSignup', params: { name: `${body.firstName} ${body.name}` }, link: '/admin/dashboard' });
    return user;
  });
}
