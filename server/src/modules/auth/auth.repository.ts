import crypto from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { admins, users } from '../../db/schema/users';
import { sessions } from '../../db/schema/auth';
import { NO_PASSWORD } from '../../lib/password';

/** Sessions store only the SHA-256 of their token (every signed-in request: the one-shot hash, no Hash object). */
export const hashToken = (token: string) => crypto.hash('sha256', token, 'hex');

/** A session's expiry is moved forward at most once a minute, so that using it costs no write per request. */
export const SESSION_REFRESH_SECONDS = 60;

/**
 * The actor of a session token, or null when unknown, expired or the account is not active.
 * Sessions end after `ttlHours` without use: a lookup that finds the session
 * last extended more than a minute ago moves its expiry to now + `ttlHours`.
 */
export async function findSessionActor(db: DbOrTx, token: string, kind: 'user' | 'admin', ttlHours: number): Promise<Actor | null> {
  if (token.length > 200) return null;
  const tokenHash = hashToken(token);
  const ttlSeconds = Math.round(ttlHours * 3600);
  const stale = sql<boolean>`${sessions.expiresAt} < now() + make_interval(secs => ${ttlSeconds - SESSION_REFRESH_SECONDS})`;
  const valid = and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`));
  const extend = async () => {
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`, updatedAt: sql`now()` })
      .where(and(valid, stale));
  };
  if (kind === 'user') {
    const [row] = await db
      .select({ id: users.id, firstName: users.firstName, name: users.name, email: users.email, userType: users.userType, mustChangePassword: users.mustChangePassword, stale })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(valid, eq(users.status, 'active')))
      .limit(1);
    if (!row) return null;
    const { stale: isStale, ...actor } = row;
    if (isStale) await extend();
    return { kind: 'user', ...actor };
  }
  const [row] = await db
    .select({ id: admins.id, firstName: admins.firstName, name: admins.name, email: admins.email, stale })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(valid)
    .limit(1);
  if (!row) return null;
  const { stale: isStale, ...actor } = row;
  if (isStale) await extend();
  return { kind: 'admin', ...actor };
}

/** Creates a session and returns its (only ever returned) token; `idToken`: the provider's, for its sign-out. */
export async function createSession(db: DbOrTx, owner: { userId?: string; adminId?: string; idToken?: string }, ttlHours: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: owner.userId ?? null,
    adminId: owner.adminId ?? null,
    idToken: owner.idToken ?? null,
    expiresAt: new Date(Date.now() + ttlHours * 3600_000),
  });
  // housekeeping: expired sessions of this owner
  if (owner.userId) await db.delete(sessions).where(and(eq(sessions.userId, owner.userId), sql`${sessions.expiresAt} < now()`));
  return token;
}

/** Ends the session of a token (sign-out); the provider's ID token when the session came from it. */
export async function deleteSession(db: DbOrTx, token: string): Promise<{ idToken: string | null } | undefined> {
  const [row] = await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token))).returning({ idToken: sessions.idToken });
  return row;
}

/** Ends every session of a user (deactivation, password change). */
export async function deleteUserSessions(db: DbOrTx, userId: string, { except }: { except?: string } = {}): Promise<void> {
  const own = eq(sessions.userId, userId);
  await db.delete(sessions).where(except ? and(own, ne(sessions.tokenHash, hashToken(except))) : own);
}

/**
 * The password hash of a user, for the check of the current password before a change (data
 * minimisation: only the two password checks select the hash), or null.
 */
export async function findPasswordHash(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id)).limit(1);
  return row?.passwordHash ?? null;
}

/** Stores a new password hash and clears the one-time flag. */
export async function setPassword(db: DbOrTx, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(users.id, id));
}

/** The state of an account and its session's fields (data minimisation: nothing more). */
const sessionColumns = {
  id: users.id,
  firstName: users.firstName,
  name: users.name,
  email: users.email,
  userType: users.userType,
  status: users.status,
  mustChangePassword: users.mustChangePassword,
};

/** The columns a password sign-in needs: the session's and the hash it checks. */
const loginColumns = { ...sessionColumns, passwordHash: users.passwordHash };

/** The user signing in with this e-mail (ignoring case) with the hash to check, or null. The only user query that selects the hash besides findPasswordHash. */
export async function findUserForLogin(db: DbOrTx, email: string) {
  const [row] = await db.select(loginColumns).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row ?? null;
}

/** Whether an account uses this e-mail (ignoring case). */
export async function emailInUse(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return Boolean(row);
}

/** The admin signing in with this e-mail (ignoring case) with the hash to check, or null. */
export async function findAdminForLogin(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: admins.id, firstName: admins.firstName, name: admins.name, email: admins.email, passwordHash: admins.passwordHash })
    .from(admins)
    .where(sql`lower(${admins.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

/** The columns of a provider sign-in: the state, the session's fields and the link (no password hash). */
const providerColumns = {
  ...sessionColumns,
  oidcIssuer: users.oidcIssuer,
  oidcSubject: users.oidcSubject,
  providerOnly: sql<boolean>`${users.passwordHash} = ${NO_PASSWORD}`,
};
export type ProviderAccount = NonNullable<Awaited<ReturnType<typeof findUserBySubject>>>;

/** The account linked to this subject of this provider, or null. */
export async function findUserBySubject(db: DbOrTx, issuer: string, subject: string) {
  const [row] = await db.select(providerColumns).from(users).where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject))).limit(1);
  return row ?? null;
}

/** The account with this e-mail (ignoring case), for the first provider sign-in, or null. */
export async function findUserByEmailForProvider(db: DbOrTx, email: string) {
  const [row] = await db.select(providerColumns).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row ?? null;
}

/** The session's fields of a signed-in user (GET /api/user/auth/session). */
export async function findSessionUser(db: DbOrTx, id: string) {
  const [row] = await db.select(providerColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Links an account to a provider's subject. */
export async function linkSubject(db: DbOrTx, id: string, issuer: string, subject: string): Promise<void> {
  await db.update(users).set({ oidcIssuer: issuer, oidcSubject: subject, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Whether a username is taken (ignoring case). */
export async function usernameInUse(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
  return Boolean(row);
}
