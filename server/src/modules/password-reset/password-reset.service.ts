import type { ForgotPasswordBody, ResetPasswordBody } from '@praxisport/contract/password-reset';
import { passwordResetMessages } from '@praxisport/contract/password-reset';
import type { Db, DbOrTx } from '../../db/client';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { countHit } from '../../lib/rate-limit';
import { appLink, enqueueMail, mailTexts, type MailLanguage } from '../mail/mail.service';
import { consumeToken, createToken, findActiveUserByEmail, findAdminByEmail, hasOpenInvitation, replacePassword, usersWithOpenInvitation } from './password-reset.repository';

const RESET_TTL_MS = 60 * 60_000;
const INVITE_TTL_MS = 7 * 24 * 3600_000;
const lang = (l: string | null | undefined): MailLanguage => (l === 'en' ? 'en' : 'de');

/**
 * 'Passwort vergessen?': for a known account a single-use link valid 60 minutes goes
 * out by mail (outbox, same transaction as the token); the answer is the same either way. Counted
 * per address besides the route's count per client, so nobody floods one mailbox.
 * @throws TOO_MANY_REQUESTS
 */
export async function requestPasswordReset(db: Db, config: AppConfig, kind: 'user' | 'admin', body: ForgotPasswordBody): Promise<void> {
  const email = body.email.toLowerCase();
  await countHit(db, { key: `passwordReset:${kind}:${email}`, rule: config.rateLimits.passwordReset, message: passwordResetMessages.tooMany });
  // without password sign-in a user's password is of no use; the answer stays the same
  if (kind === 'user' && !config.passwordSignIn) return;
  const account = kind === 'user' ? await findActiveUserByEmail(db, email) : await findAdminByEmail(db, email);
  if (!account) return;
  await db.transaction(async (tx) => {
    const token = await createToken(tx, kind === 'user' ? { userId: account.id } : { adminId: account.id }, 'reset', RESET_TTL_MS);
    const path = kind === 'user' ? '/reset-password' : '/admin/reset-password';
    const name = `${account.firstName} ${account.name}`;
    await enqueueMail(tx, { to: account.email, name, text: mailTexts.passwordReset(lang(account.language), { name, link: appLink(config, `${path}?token=${token}`) }) });
  });
}

/**
 * Sets a new password from a reset or invitation link: once, within its time; every session of
 * the account ends. @throws VALIDATION_ERROR for an unknown, used or expired link
 */
export async function resetPassword(db: Db, kind: 'user' | 'admin', body: ResetPasswordBody): Promise<void> {
  const hash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const owner = await consumeToken(tx, body.token, kind);
    if (!owner) throw new AppError('VALIDATION_ERROR', passwordResetMessages.invalidLink, 'token');
    await replacePassword(tx, { userId: owner.userId ?? undefined, adminId: owner.adminId ?? undefined }, hash);
  });
}

/** Invites an imported student: a 7-day link to set their password, mailed in the caller's transaction. */
export async function sendInvitation(
  tx: DbOrTx,
  config: AppConfig,
  p: { userId: string; email: string; name: string; language?: string | null; className: string; supervisor: string },
): Promise<void> {
  const token = await createToken(tx, { userId: p.userId }, 'invite', INVITE_TTL_MS);
  const link = appLink(config, `/reset-password?token=${token}&invite=1`);
  await enqueueMail(tx, { to: p.email, name: p.name, text: mailTexts.invitation(lang(p.language), { name: p.name, className: p.className, supervisor: p.supervisor, link }) });
}

/** Of these users, those whose invitation is still open (for the class's supervisor: "send again"). */
export function openInvitations(db: DbOrTx, userIds: string[]): Promise<Set<string>> {
  return usersWithOpenInvitation(db, userIds);
}

/** Whether the student's invitation is still open (not accepted). */
export function invitationOpen(db: DbOrTx, userId: string): Promise<boolean> {
  return hasOpenInvitation(db, userId);
}
