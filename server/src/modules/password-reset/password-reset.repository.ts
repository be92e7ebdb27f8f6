import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTokens } from '../../db/schema/accounts';
import { sessions } from '../../db/schema/auth';
import { admins, users } from '../../db/schema/users';
import { NO_PASSWORD } from '../../lib/password';

export type TokenPurpose = 'reset' | 'invite';
export interface Owner {
  userId?: string;
  adminId?: string;
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new single-use token (only its hash is stored); earlier open tokens of the same purpose end. */
export async function createToken(db: DbOrTx, owner: Owner, purpose: TokenPurpose, ttlMs: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const ownerIs = owner.userId ? eq(accountTokens.userId, owner.userId) : eq(accountTokens.adminId, owner.adminId!);
  await db
    .update(accountTokens)
    .set({ expiresAt: new Date(), updatedAt: new Date() })
    .where(and(ownerIs, eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`)));
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId: owner.userId ?? null,
    adminId: owner.adminId ?? null,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Uses a token once: null when unknown, used, expired or of another kind of account. */
export async function consumeToken(db: DbOrTx, token: string, kind: 'user' | 'admin'): Promise<{ userId: string | null; adminId: string | null; purpose: string } | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        kind === 'user' ? sql`${accountTokens.userId} is not null` : sql`${accountTokens.adminId} is not null`,
      ),
    )
    .returning({ userId: accountTokens.userId, adminId: accountTokens.adminId, purpose: accountTokens.purpose });
  return row ?? null;
}

/** Whether a student was invited and never accepted (the invitation can be sent again then). */
export async function hasOpenInvitation(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'invite')));
  return rows.length > 0 && rows.every((r) => r.usedAt === null);
}

/** Of these users, those invited whose invitation is still open (no invitation link used yet). */
export async function usersWithOpenInvitation(db: DbOrTx, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(and(inArray(accountTokens.userId, userIds), eq(accountTokens.purpose, 'invite')))
    .groupBy(accountTokens.userId)
    .having(sql`bool_and(${accountTokens.usedAt} is null)`);
  return new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])));
}

export async function findActiveUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.status, 'active'), not(signsInOnlyThroughProvider)))
    .limit(1);
  return row ?? null;
}

/** Linked to the school's provider and no password of its own: a reset link would give it one the school did not mean it to have. */
const signsInOnlyThroughProvider = and(isNotNull(users.oidcSubject), eq(users.passwordHash, NO_PASSWORD))!;

export async function findAdminByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: admins.id, firstName: admins.firstName, name: admins.name, email: admins.email, language: admins.language })
    .from(admins)
    .where(sql`lower(${admins.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

/** Sets the password and ends every session of the account. */
export async function replacePassword(db: DbOrTx, owner: Owner, passwordHash: string): Promise<void> {
  if (owner.userId) {
    await db.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(users.id, owner.userId));
    await db.delete(sessions).where(eq(sessions.userId, owner.userId));
  } else if (owner.adminId) {
    await db.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, owner.adminId));
    await db.delete(sessions).where(eq(sessions.adminId, owner.adminId));
  }
}
