import { describe, expect, it } from 'vitest';
import { commonMessages } from '@praxisport/contract/common';
import { eq, or } from 'drizzle-orm';
import { sessions } from '../src/db/schema/auth';
import { buildAdmin, buildScene, buildTeacher, call, expectError, TEST_PASSWORD, useTestApp } from './kit';

const t = useTestApp();
const comment = (s: Awaited<ReturnType<typeof buildScene>>, headers: Record<string, string>) =>
  call(t, { method: 'POST', url: '/api/user/comment', as: s.teacher, body: { _student: s.student.id, comment: 'Sorgfältig dokumentiert.' }, headers });

describe('ISSUE-16 cookie-authenticated writes come from this app only', () => {
  it('ISSUE-16 a write with a session cookie and another site as Origin is refused, nothing stored', async () => {
    const s = await buildScene(t.db);
    expectError(await comment(s, { origin: 'https://boese.example' }), 403, commonMessages.crossOrigin);
    expectError(await comment(s, { 'sec-fetch-site': 'cross-site' }), 403, commonMessages.crossOrigin);
    expectError(await comment(s, { origin: 'null' }), 403, commonMessages.crossOrigin);
    const list = await call(t, { url: `/api/user/comments/${s.student.id}`, as: s.teacher });
    expect(list.json().comments).toEqual([]);
  });

  it('ISSUE-16 the same origin, no Origin (scripts) and reads from anywhere pass', async () => {
    const s = await buildScene(t.db);
    expect((await comment(s, { origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(201);
    expect((await comment(s, {})).statusCode).toBe(201);
    expect((await call(t, { url: `/api/user/comments/${s.student.id}`, as: s.teacher, headers: { origin: 'https://boese.example' } })).statusCode).toBe(200);
  });
});

describe('ISSUE-40 a sign-in from another site is refused (login CSRF)', () => {
  const login = (kind: 'user' | 'admin', email: string, headers: Record<string, string>) =>
    call(t, { method: 'POST', url: `/api/${kind}/auth/login`, body: kind === 'admin' ? { email, password: TEST_PASSWORD, userType: 'admin' } : { email, password: TEST_PASSWORD }, headers });

  it('ISSUE-40 the user and the admin sign-in with another site as Origin: 403, no cookie, no session', async () => {
    const teacher = await buildTeacher(t.db);
    const admin = await buildAdmin(t.db);
    for (const [kind, email] of [['user', teacher.email], ['admin', admin.email]] as const) {
      const foreign: Record<string, string>[] = [{ origin: 'https://boese.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
      for (const headers of foreign) {
        const res = await login(kind, email, headers);
        expectError(res, 403, commonMessages.crossOrigin);
        expect(res.cookies).toHaveLength(0);
      }
    }
    expect(await t.db.select().from(sessions).where(or(eq(sessions.userId, teacher.id), eq(sessions.adminId, admin.id)))).toEqual([]);
  });

  it('ISSUE-40 the sign-in from this app (same Origin) and from scripts (no Origin) sets the cookie', async () => {
    const teacher = await buildTeacher(t.db);
    const admin = await buildAdmin(t.db);
    const own = { origin: 'http://localhost:80', host: 'localhost:80' };
    expect((await login('user', teacher.email, own)).cookies.map((c) => c.name)).toEqual(['pp_session']);
    expect((await login('user', teacher.email, {})).statusCode).toBe(200);
    expect((await login('admin', admin.email, own)).cookies.map((c) => c.name)).toEqual(['pp_admin_session']);
  });
});
