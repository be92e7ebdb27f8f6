import crypto from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { admins, users } from '../../db/schema/users';
import { sessions } from '../../db/schema/auth';

/** Sessions store only the SHA-256 of their token. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The actor of a session token, or null when unknown, expired or the account is not active. */
export async function findSessionActor(db: DbOrTx, token: string, kind: 'user' | 'admin'): Promise<Actor | null> {
  if (token.length > 200) return null;
  const tokenHash = hashToken(token);
  if (kind === 'user') {
    const [row] = await db
      .select({ id: users.id, firstName: users.firstName, name: users.name, email: users.email, userType: users.userType, mustChangePassword: users.mustChangePassword })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`), eq(users.status, 'active')))
      .limit(1);
    return row ? { kind: 'user', ...row } : null;
  }
  const [row] = await db
    .select({ id: admins.id, firstName: admins.firstName, name: admins.name, email: admins.email })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ? { kind: 'admin', ...row } : null;
}

/** Creates a session and returns its (only ever returned) token. */
export async function createSession(db: DbOrTx, owner: { userId?: string; adminId?: string }, ttlHours: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: owner.userId ?? null,
    adminId: owner.adminId ?? null,
    expiresAt: new Date(Date.now() + ttlHours * 3600_000),
  });
  // housekeeping: expired sessions of this owner
  if (owner.userId) await db.delete(sessions).where(and(eq(sessions.userId, owner.userId), sql`${sessions.expiresAt} < now()`));
  return token;
}

/** Ends the session of a token (sign-out). */
export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user (deactivation, password change). */
export async function deleteUserSessions(db: DbOrTx, userId: string, { except }: { except?: string } = {}): Promise<void> {
  const own = eq(sessions.userId, userId);
  await db.delete(sessions).where(except ? and(own, ne(sessions.tokenHash, hashToken(except))) : own);
}

/** A user row by id with its password hash, or null. */
export async function findUserWithHash(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Stores a new password hash and clears the one-time flag. */
export async function setPassword(db: DbOrTx, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(users.id, id));
}

/** A user by e-mail, ignoring case, or null. */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row ?? null;
}

/** An admin by e-mail, ignoring case, or null. */
export async function findAdminByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(admins).where(sql`lower(${admins.email}) = lower(${email})`).limit(1);
  return row ?? null;
}
