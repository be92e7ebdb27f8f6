import crypto from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { UserType } from '@praxisport/contract/common';
import type { Db } from '../../db/client';
import { admins, users } from '../../db/schema/users';
import { sessions } from '../../db/schema/auth';

export interface UserActor {
  kind: 'user';
  id: string;
  firstName: string;
  name: string;
  email: string;
  userType: UserType;
}
export interface AdminActor {
  kind: 'admin';
  id: string;
  firstName: string;
  name: string;
  email: string;
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The actor of a session token, or null when unknown, expired or the account is not active. */
export async function findSessionActor(db: Db, token: string, kind: 'user' | 'admin'): Promise<UserActor | AdminActor | null> {
  if (token.length > 200) return null;
  const tokenHash = hashToken(token);
  if (kind === 'user') {
    const [row] = await db
      .select({ id: users.id, firstName: users.firstName, name: users.name, email: users.email, userType: users.userType })
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
export async function createSession(db: Db, owner: { userId?: string; adminId?: string }, ttlHours: number): Promise<string> {
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

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row ?? null;
}

export async function findAdminByEmail(db: Db, email: string) {
  const [row] = await db.select().from(admins).where(sql`lower(${admins.email}) = lower(${email})`).limit(1);
  return row ?? null;
}
