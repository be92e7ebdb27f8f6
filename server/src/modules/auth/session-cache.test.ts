import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { buildTeacher, call, eventuallyStatus, signIn, useTwoProcesses, type TestContext } from '../../../test/kit';

/**
 * Issue 17, decision 023: the session cache serves repeated lookups, and a sign-out, a
 * deactivation or a replaced one-time password reaches every process at once (two apps on one
 * database stand for two processes).
 */
const { a, b } = useTwoProcesses();

const me = '/api/notifications';
const gone = (t: Pick<TestContext, 'app'>, cookie: string) => eventuallyStatus(t, me, cookie, 401);

describe('session cache (issue 17)', () => {
  it('serves a known session from the cache: a session expired in the database still counts until the cache entry ends', async () => {
    const teacher = await signIn(a.db, await buildTeacher(a.db));
    expect((await call(a, { url: me, as: teacher })).statusCode).toBe(200);
    await a.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.userId, teacher.id));
    expect((await call(a, { url: me, as: teacher })).statusCode).toBe(200);
    // not cached in the other process: looked up, and expired there
    expect((await call(b, { url: me, as: teacher })).statusCode).toBe(401);
  });

  it('a sign-out in one process ends the session in every process', async () => {
    const teacher = await signIn(a.db, await buildTeacher(a.db));
    expect((await call(a, { url: me, as: teacher })).statusCode).toBe(200);
    expect((await call(b, { url: me, as: teacher })).statusCode).toBe(200);
    expect((await call(a, { method: 'POST', url: '/api/user/auth/logout', as: teacher })).statusCode).toBeLessThan(300);
    await gone(a, teacher.cookie);
    await gone(b, teacher.cookie);
  });

  it('a deactivated account and a deleted session are refused at once, though cached', async () => {
    const teacher = await signIn(a.db, await buildTeacher(a.db));
    const other = await signIn(a.db, await buildTeacher(a.db));
    for (const who of [teacher, other]) for (const t of [a, b]) expect((await call(t, { url: me, as: who })).statusCode).toBe(200);
    await a.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, teacher.id));
    await a.db.delete(sessions).where(eq(sessions.userId, other.id));
    for (const t of [a, b]) {
      await gone(t, teacher.cookie);
      await gone(t, other.cookie);
    }
  });

  it('a replaced one-time password is seen at once (the flag is not served stale from the cache)', async () => {
    const teacher = await signIn(a.db, await buildTeacher(a.db, { mustChangePassword: true }));
    expect((await call(a, { url: me, as: teacher })).statusCode).toBe(403);
    await a.db.update(users).set({ mustChangePassword: false }).where(eq(users.id, teacher.id));
    await vi.waitFor(async () => expect((await call(a, { url: me, as: teacher })).statusCode).toBe(200), { timeout: 3000, interval: 25 });
  });
});
