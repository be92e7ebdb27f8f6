import crypto from 'node:crypto';
import { count, eq, inArray, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildStudent, buildSupervisor, buildTeacher, call, describeRoute, expectError, loginAdmin, signIn, TEST_PASSWORD, useTestApp, type As } from '../../../test/kit';
import { admins, users } from '../../db/schema/users';
import { createAdmin } from './admin.service';

const t = useTestApp();
let admin: As;

beforeAll(async () => {
  admin = await signIn(t.db, await buildAdmin(t.db));
});

const request = (method: 'GET' | 'PATCH' | 'POST', url: string, as?: As, body?: unknown) => call(t, { method, url, as, body });
const statusOf = (id: string) => t.db.select({ status: users.status }).from(users).where(eq(users.id, id));

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/admin/users/pending',
    title: 'API-P21 GET /api/admin/users/pending',
    allowed: ['admin'],
    valid: () => ({ url: '/api/admin/users/pending' }),
    names: {
      unauthenticated: 'SEC-01 SEC-06 401 without a session, 403 with a user session',
      forbidden: 'SEC-01 SEC-06 401 without a session, 403 with a user session',
    },
    skip: ['success'],
  },
  () => {
    it('SEC-10 lists the pending staff accounts with {_id, firstName, name, email, userType} only', async () => {
      const t1 = await buildTeacher(t.db, { status: 'pending', firstName: 'Paula', name: 'Pending' });
      const s1 = await buildSupervisor(t.db, { status: 'pending' });
      const active = await buildTeacher(t.db);
      const student = await buildStudent(t.db, null);
      // the list is the 500 oldest: the worker's database holds every earlier test's pending accounts
      await t.db.update(users).set({ createdAt: new Date('2000-01-01T00:00:00Z') }).where(inArray(users.id, [t1.id, s1.id]));
      const res = await request('GET', '/api/admin/users/pending', admin);
      expect(res.statusCode).toBe(200);
      const list = res.json().users as { _id: string }[];
      const ids = list.map((u) => u._id);
      expect(ids).toEqual(expect.arrayContaining([t1.id, s1.id]));
      expect(ids).not.toContain(active.id);
      expect(ids).not.toContain(student.id);
      expect(list.find((u) => u._id === t1.id)).toEqual({ _id: t1.id, firstName: 'Paula', name: 'Pending', email: t1.email, userType: 'teacher' });
      expect(res.body).not.toMatch(/password|hash/i);
    });
  },
);

describeRoute(
  t,
  {
    method: 'PATCH',
    route: '/api/admin/users/{userId}/approve',
    title: 'API-P22 PATCH /api/admin/users/{userId}/approve',
    allowed: ['admin'],
    valid: (s) => ({ url: `/api/admin/users/${s.pending.id}/approve` }),
    invalid: [
      ...['abc', '%00', '😀', 'x'.repeat(90)].map((id) => ({
        name: id,
        request: () => ({ url: `/api/admin/users/${id}/approve` }),
        message: 'Ungültige ID.',
        path: 'userId',
      })),
      { request: () => ({ url: `/api/admin/users/${crypto.randomUUID()}/approve` }), status: 404, message: 'Benutzer nicht gefunden.' },
    ],
    unchanged: async (s) => expect(await statusOf(s.pending.id)).toEqual([{ status: 'pending' }]),
    names: {
      unauthenticated: 'SEC-01 SEC-06 401 without a session, 403 with a user session, and the account stays pending',
      forbidden: 'SEC-01 SEC-06 401 without a session, 403 with a user session, and the account stays pending',
      invalid: 'SEC-08 a malformed id answers 400 with the exact message; an unknown id 404',
    },
    skip: ['success'],
  },
  () => {
    it('SEC-10 AMB-08 approves a pending teacher: the answer is the user without password, then login works', async () => {
      const p = await buildTeacher(t.db, { status: 'pending' });
      expect((await request('POST', '/api/user/auth/login', undefined, { email: p.email, password: TEST_PASSWORD })).statusCode).toBe(403);
      const res = await request('PATCH', `/api/admin/users/${p.id}/approve`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ _id: p.id, status: 'active', userType: 'teacher', email: p.email });
      expect(res.body).not.toMatch(/password|hash/i);
      const ok = await request('POST', '/api/user/auth/login', undefined, { email: p.email, password: TEST_PASSWORD });
      expect(ok.statusCode).toBe(200);
      const list = (await request('GET', '/api/admin/users/pending', admin)).json().users as { _id: string }[];
      expect(list.map((u) => u._id)).not.toContain(p.id);
      // approving twice is harmless
      expect((await request('PATCH', `/api/admin/users/${p.id}/approve`, admin)).statusCode).toBe(200);
    });
  },
);

const kilianBody = (overrides: Record<string, unknown> = {}) => {
  const u = crypto.randomUUID().slice(0, 8);
  return {
    firstName: 'Karl',
    name: 'Kilian',
    username: `kilian_${u}`,
    email: `kilian_${u}@schule.example`,
    password: 'kilian-passwort',
    userType: 'kilian',
    ...overrides,
  };
};

async function storedFor(body: Record<string, unknown>): Promise<number> {
  const text = (v: unknown) => (typeof v === 'string' ? v.toLowerCase().replaceAll('\u0000', '') : '-');
  const [row] = await t.db
    .select({ n: count() })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${text(body.email)}`, sql`lower(${users.username}) = ${text(body.username)}`));
  return Number(row!.n);
}

describeRoute(
  t,
  {
    method: 'POST',
    route: '/api/admin/users',
    title: 'API-P23 POST /api/admin/users (kilian accounts)',
    allowed: ['admin'],
    arrange: async () => kilianBody(),
    valid: (_s, _who, body) => ({ url: '/api/admin/users', body }),
    unchanged: async (_s, body) => expect(await storedFor(body)).toBe(0),
    names: {
      unauthenticated: 'SEC-01 SEC-06 401 without a session, 403 with a user session; nothing stored',
      forbidden: 'SEC-01 SEC-06 401 without a session, 403 with a user session; nothing stored',
    },
    skip: ['success'],
  },
  () => {
    it('AMB-07 creates an active kilian account without password in the answer; it signs in as kilian', async () => {
      const body = kilianBody({ email: `Gross_${crypto.randomUUID().slice(0, 6)}@Schule.example` });
      const res = await request('POST', '/api/admin/users', admin, body);
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({
        firstName: 'Karl',
        name: 'Kilian',
        email: body.email.toLowerCase(),
        userType: 'kilian',
        status: 'active',
        grade: null,
        lfce: null,
      });
      expect(res.body).not.toMatch(/password|hash/i);
      const ok = await request('POST', '/api/user/auth/login', undefined, { email: body.email, password: 'kilian-passwort' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().userType).toBe('kilian');
      // the userType may be left out
      const noType = kilianBody({ userType: undefined });
      expect((await request('POST', '/api/admin/users', admin, noType)).statusCode).toBe(201);
    });

    it('SEC-11 a taken e-mail or username (any case) answers 409', async () => {
      const existing = await buildTeacher(t.db);
      const byEmail = await request('POST', '/api/admin/users', admin, kilianBody({ email: existing.email.toUpperCase() }));
      expectError(byEmail, 409, 'Diese E-Mail-Adresse ist bereits registriert.', 'email');
      const byName = await request('POST', '/api/admin/users', admin, kilianBody({ username: existing.username.toUpperCase() }));
      expectError(byName, 409, 'Dieser Benutzername ist bereits vergeben.', 'username');
    });

    const TOO_LONG = 'x'.repeat(10_000);
    const cases: [string, string, unknown[]][] = [
      ['firstName', 'Vorname', [undefined, 42, TOO_LONG, '', 'A\u0000']],
      ['name', 'Nachname', [undefined, 42, TOO_LONG, '  ']],
      ['username', 'Benutzername', [undefined, 42, TOO_LONG, 'a b']],
      ['email', 'E-Mail', [undefined, 42, `${TOO_LONG}@x.de`, 'keine-mail']],
      ['password', 'Passwort', [undefined, 42, TOO_LONG, 'kurz']],
      ['userType', 'Benutzertyp', [42, 'teacher', 'student', 'admin', TOO_LONG]],
    ];
    for (const [field, label, values] of cases) {
      it(`SEC-08 SEC-11 ${field}: missing, wrong type, 10,000 characters, malformed → 400 naming the field`, async () => {
        for (const value of values) {
          const body: Record<string, unknown> = kilianBody();
          if (value === undefined) delete body[field];
          else body[field] = value;
          const res = await request('POST', '/api/admin/users', admin, body);
          const what = `${field}=${JSON.stringify(value)?.slice(0, 30)}`;
          expect(res.statusCode, `${what} ${res.body.slice(0, 200)}`).toBe(400);
          const msg = (res.json().messages as { message: string; path?: string }[]).find((m) => m.path === field);
          expect(msg?.message, what).toContain(label);
          expect(await storedFor(body), what).toBe(0);
        }
      });
    }

    it('SEC-08 a body that is not an object answers 400', async () => {
      for (const payload of [[], [kilianBody()], 'x', null]) {
        const res = await call(t, { method: 'POST', url: '/api/admin/users', as: admin, headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });
  },
);

describe('ISSUE-2 npm run admin:create: createAdmin', () => {
  it('AMB-14 creates an admin who can sign in; the same e-mail again is a conflict', async () => {
    const email = `Chef_${crypto.randomUUID().slice(0, 8)}@Schule.example`;
    const { id } = await createAdmin(t.db, { email, password: 'admin-passwort', firstName: 'Ada', name: 'Chef' });
    const [row] = await t.db.select().from(admins).where(eq(admins.id, id));
    expect(row!.email).toBe(email.toLowerCase());
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await loginAdmin(t.app, email, 'admin-passwort')).toMatch(/^pp_admin_session=/);
    await expect(createAdmin(t.db, { email: email.toUpperCase(), password: 'x'.repeat(8), firstName: 'A', name: 'B' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Ein Admin mit dieser E-Mail existiert bereits.',
    });
  });
});
