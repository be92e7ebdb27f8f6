import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminMessages } from '@praxisport/contract/admin';
import { authMessages } from '@praxisport/contract/auth';
import { buildScene, buildStudent, buildTeacher, call, describeRoute, expectError, TEST_PASSWORD, useTestApp, uuid } from '../../../test/kit';
import { sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';

const t = useTestApp();
const statusOf = async (id: string) => (await t.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]!.status;

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/admin/users',
    title: 'ISSUE-9 GET /api/admin/users (accounts: search, role filter, paging)',
    allowed: ['admin'],
    valid: () => ({ url: '/api/admin/users?page=1' }),
    invalid: [
      { name: 'page 0', request: () => ({ url: '/api/admin/users?page=0' }), message: adminMessages.pageInvalid, path: 'page' },
      { name: 'bad role', request: () => ({ url: '/api/admin/users?userType=admin' }), message: adminMessages.userTypeInvalid, path: 'userType' },
    ],
    success: { check: (res) => expect(res.json()).toMatchObject({ page: 1, pageSize: 20 }) },
  },
  () => {
    it('finds accounts by name or e-mail, filters by role, pages by 20', async () => {
      const s = await buildScene(t.db);
      const tag = uuid().slice(0, 8);
      const teacher = await buildTeacher(t.db, { name: `Zander${tag}` });
      await buildStudent(t.db, null, { name: `Zander${tag}` });
      const byName = (await call(t, { url: `/api/admin/users?search=zander${tag}&userType=teacher`, as: s.admin })).json();
      expect(byName.users.map((u: { _id: string }) => u._id)).toEqual([teacher.id]);
      expect(byName.total).toBe(1);
      const byMail = (await call(t, { url: `/api/admin/users?search=${encodeURIComponent(teacher.email)}`, as: s.admin })).json();
      expect(byMail.users[0]).toMatchObject({ _id: teacher.id, status: 'active', mustChangePassword: false });
      expect(JSON.stringify(byMail)).not.toMatch(/password_?hash|argon/i);
      const wildcard = (await call(t, { url: `/api/admin/users?search=%25`, as: s.admin })).json();
      expect(wildcard.users.length).toBeLessThanOrEqual(20);
    });
  },
);

// every admin route answers 401 without a session, 403 to users, 400 with the exact message
for (const [action, from, to] of [
  ['reject', 'pending', 'rejected'],
  ['deactivate', 'active', 'deactivated'],
  ['reactivate', 'deactivated', 'active'],
] as const) {
  describeRoute(t, {
    method: 'PATCH',
    route: `/api/admin/users/{userId}/${action}`,
    title: `ISSUE-9 PATCH /api/admin/users/{userId}/${action}`,
    allowed: ['admin'],
    arrange: () => buildTeacher(t.db, { status: from }),
    valid: (_s, _w, u) => ({ url: `/api/admin/users/${u.id}/${action}` }),
    invalid: [
      { name: 'malformed id', request: () => ({ url: `/api/admin/users/abc/${action}` }), message: 'Ungültige ID.', path: 'userId' },
      { name: 'unknown id', request: () => ({ url: `/api/admin/users/${uuid()}/${action}` }), status: 404, message: 'Benutzer nicht gefunden.' },
    ],
    unchanged: async (_s, u) => expect(await statusOf(u.id)).toBe(from),
    success: { check: async (res, _s, _w, u) => expect([res.json().user.status, await statusOf(u.id)]).toEqual([to, to]) },
  });
}

it('SEC-10 ISSUE-9 reject: a pending teacher is rejected and cannot sign in; students and active accounts are refused', async () => {
  const s = await buildScene(t.db);
  const res = await call(t, { method: 'PATCH', url: `/api/admin/users/${s.pending.id}/reject`, as: s.admin });
  expect(res.statusCode).toBe(200);
  expect(res.json().user).toMatchObject({ _id: s.pending.id, status: 'rejected' });
  expectError(await call(t, { method: 'POST', url: '/api/user/auth/login', body: { email: s.pending.email, password: TEST_PASSWORD } }), 403, authMessages.rejected);
  expectError(await call(t, { method: 'PATCH', url: `/api/admin/users/${s.pending.id}/approve`, as: s.admin }), 409, adminMessages.notPending);
  expectError(await call(t, { method: 'PATCH', url: `/api/admin/users/${s.teacher.id}/reject`, as: s.admin }), 409, adminMessages.notPending);
  expectError(await call(t, { method: 'PATCH', url: `/api/admin/users/${s.student.id}/approve`, as: s.admin }), 409, adminMessages.onlyStaffApproval);
  expectError(await call(t, { method: 'PATCH', url: `/api/admin/users/${uuid()}/reject`, as: s.admin }), 404, 'Benutzer nicht gefunden.');
  for (const who of [undefined, s.teacher]) {
    const r = await call(t, { method: 'PATCH', url: `/api/admin/users/${s.student.id}/deactivate`, as: who });
    expect(r.statusCode).toBe(who ? 403 : 401);
  }
  expect(await statusOf(s.student.id)).toBe('active');
});

it('ISSUE-9 deactivate ends the sessions at once and blocks sign-in; the records stay; reactivate restores sign-in', async () => {
  const s = await buildScene(t.db);
  expect((await call(t, { url: `/api/user/byId/${s.student.id}`, as: s.student })).statusCode).toBe(200);
  const res = await call(t, { method: 'PATCH', url: `/api/admin/users/${s.student.id}/deactivate`, as: s.admin });
  expect(res.json().user.status).toBe('deactivated');
  expect(await t.db.select().from(sessions).where(eq(sessions.userId, s.student.id))).toEqual([]);
  expect((await call(t, { url: `/api/user/byId/${s.student.id}`, as: s.student })).statusCode).toBe(401);
  expectError(await call(t, { method: 'POST', url: '/api/user/auth/login', body: { email: s.student.email, password: TEST_PASSWORD } }), 403, authMessages.deactivated);
  expect((await t.db.select().from(users).where(eq(users.id, s.student.id))).length).toBe(1);
  expectError(await call(t, { method: 'PATCH', url: `/api/admin/users/${s.student.id}/deactivate`, as: s.admin }), 409, adminMessages.notActive);
  expect((await call(t, { method: 'PATCH', url: `/api/admin/users/${s.student.id}/reactivate`, as: s.admin })).json().user.status).toBe('active');
  expect((await call(t, { method: 'POST', url: '/api/user/auth/login', body: { email: s.student.email, password: TEST_PASSWORD } })).statusCode).toBe(200);
  expectError(await call(t, { method: 'PATCH', url: `/api/admin/users/${s.student.id}/reactivate`, as: s.admin }), 409, adminMessages.notDeactivated);
});

it('ISSUE-9 a kilian account gets a one-time password: sign-in says so, the user sets a new one, the flag clears', async () => {
  const s = await buildScene(t.db);
  const u = uuid().slice(0, 8);
  const body = { firstName: 'Karl', name: 'Kilian', username: `k_${u}`, email: `k_${u}@schule.example`, password: 'einmal-passwort' };
  expect((await call(t, { method: 'POST', url: '/api/admin/users', as: s.admin, body })).statusCode).toBe(201);
  const login = await call(t, { method: 'POST', url: '/api/user/auth/login', body: { email: body.email, password: body.password } });
  expect(login.json().mustChangePassword).toBe(true);
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  expectError(await call(t, { method: 'POST', url: '/api/user/auth/changePassword', as: cookie, body: { currentPassword: 'falsch', newPassword: 'neues-passwort' } }), 400, authMessages.currentPasswordWrong, 'currentPassword');
  expectError(await call(t, { method: 'POST', url: '/api/user/auth/changePassword', as: cookie, body: { currentPassword: body.password, newPassword: 'kurz' } }), 400, authMessages.passwordTooShort, 'newPassword');
  expect((await call(t, { method: 'POST', url: '/api/user/auth/changePassword', body: { currentPassword: body.password, newPassword: 'neues-passwort' } })).statusCode).toBe(401);
  expect((await call(t, { method: 'POST', url: '/api/user/auth/changePassword', as: cookie, body: { currentPassword: body.password, newPassword: 'neues-passwort' } })).statusCode).toBe(204);
  const again = await call(t, { method: 'POST', url: '/api/user/auth/login', body: { email: body.email, password: 'neues-passwort' } });
  expect(again.statusCode).toBe(200);
  expect(again.json().mustChangePassword).toBeUndefined();
});
