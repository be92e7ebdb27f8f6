import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildClass,
  buildKilian,
  buildStudent,
  buildSupervisor,
  buildTeacher,
  buildUser,
  login,
  loginAdmin,
  sessionFor,
  TEST_PASSWORD,
  useTestApp,
} from '../../../test/kit';
import { sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';

// Sign-in and sign-out are the subject here: sessions come from the login route, except where a
// test is about what happens to an existing session.
const t = useTestApp();

const LOGIN = '/api/user/auth/login';
const ADMIN_LOGIN = '/api/admin/auth/login';
const postLogin = (payload: unknown, url = LOGIN) => t.app.inject({ method: 'POST', url, payload: payload as object });
const me = (id: string, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/user/byId/${id}`, headers: cookie ? { cookie } : {} });
const pending = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/admin/users/pending', headers: cookie ? { cookie } : {} });
const cookieValue = (cookie: string) => cookie.split('=')[1]!;

describe('AUTH-06 API-01 POST /api/user/auth/login', () => {
  it('AUTH-07 AUTH-35 SEC-07 answers {userType, user{_id, firstName, name, email, userType}} and sets an HttpOnly SameSite=Lax cookie', async () => {
    const student = await buildStudent(t.db, (await buildClass(t.db, (await buildSupervisor(t.db)).id)).id, { firstName: 'Jonas', name: 'Becker' });
    const res = await postLogin({ email: student.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userType: 'student',
      user: { _id: student.id, firstName: 'Jonas', name: 'Becker', email: student.email, userType: 'student' },
    });
    expect(res.body).not.toMatch(/password|hash|argon/i);
    const cookie = res.cookies.find((c) => c.name === 'pp_session')!;
    expect(cookie).toBeDefined();
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.value.length).toBeGreaterThanOrEqual(40);
    // only the hash of the token is stored
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, student.id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(cookie.value);
    expect((await me(student.id, `pp_session=${cookie.value}`)).statusCode).toBe(200);
  });

  it('AUTH-08 AUTH-10 AMB-27 every user type gets its userType in both places (AMB-06)', async () => {
    for (const build of [buildTeacher, buildSupervisor, buildKilian]) {
      const u = await build(t.db);
      const res = await postLogin({ email: u.email, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().userType).toBe(u.userType);
      expect(res.json().user.userType).toBe(u.userType);
    }
  });

  it('AMB-29 AUTH-11 a wrong password and an unknown e-mail answer the same 401 message', async () => {
    const u = await buildTeacher(t.db);
    const wrong = await postLogin({ email: u.email, password: 'falsches-passwort' });
    const unknown = await postLogin({ email: `nobody_${crypto.randomUUID()}@schule.example`, password: TEST_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', messages: [{ message: 'E-Mail oder Passwort ist falsch' }] });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('AMB-29 the e-mail is matched without regard to case or surrounding spaces', async () => {
    const u = await buildTeacher(t.db);
    const res = await postLogin({ email: `  ${u.email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('AUTH-05 SEC-08 missing, wrong-typed, too long and malformed fields answer 400 naming the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ password: 'x' }, 'email', 'E-Mail fehlt.'],
      [{ email: 'a@b.de' }, 'password', 'Passwort fehlt.'],
      [{ email: '', password: 'x' }, 'email', 'E-Mail darf nicht leer sein.'],
      [{ email: 'a@b.de', password: '' }, 'password', 'Passwort darf nicht leer sein.'],
      [{ email: 42, password: 'x' }, 'email', 'E-Mail muss ein Text sein.'],
      [{ email: 'a@b.de', password: 12345678 }, 'password', 'Passwort muss ein Text sein.'],
      [{ email: 'x'.repeat(10_000), password: 'x' }, 'email', 'E-Mail darf höchstens 254 Zeichen lang sein.'],
      [{ email: 'a@b.de', password: 'x'.repeat(10_000) }, 'password', 'Passwort darf höchstens 200 Zeichen lang sein.'],
      [{ email: 'a\u0000@b.de', password: 'x' }, 'email', 'E-Mail enthält unzulässige Steuerzeichen.'],
      [{ email: ['a@b.de'], password: 'x' }, 'email', 'E-Mail muss ein Text sein.'],
    ];
    for (const [payload, path, message] of cases) {
      const res = await postLogin(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().messages).toContainEqual({ message, path });
    }
    for (const payload of [[], 'x', null, 42]) {
      const res = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('SEC-10 the login counter: 10 failures per e-mail and address (15 minutes from an address the account never signed in from), then 429 even with the right password', async () => {
    const u = await buildTeacher(t.db);
    for (let i = 0; i < 10; i++) {
      expect((await postLogin({ email: u.email, password: `falsch-${i}` })).statusCode).toBe(401);
    }
    const blocked = await postLogin({ email: u.email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      messages: [{ message: 'Zu viele fehlgeschlagene Anmeldeversuche von dieser Adresse. Bitte in 15 Minuten erneut versuchen.' }],
    });
    expect(blocked.cookies).toHaveLength(0);
    // another address is not blocked for the same account
    const other = await t.app.inject({ method: 'POST', url: LOGIN, remoteAddress: '10.1.2.3', payload: { email: u.email, password: TEST_PASSWORD } });
    expect(other.statusCode).toBe(200);
  });

  it('SEC-10 parallel wrong passwords cannot slip past the limit: at most 10 are checked, the rest answer 429', async () => {
    const u = await buildTeacher(t.db);
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) => postLogin({ email: u.email, password: `falsch-${i}` })),
    );
    const statuses = res.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('SEC-10 a success resets the failure count', async () => {
    const u = await buildTeacher(t.db);
    for (let i = 0; i < 9; i++) expect((await postLogin({ email: u.email, password: 'falsch-falsch' })).statusCode).toBe(401);
    expect((await postLogin({ email: u.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await postLogin({ email: u.email, password: 'falsch-falsch' })).statusCode).toBe(401);
    expect((await postLogin({ email: u.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('SEC-10 a pending account answers 403 with the German message and sets no cookie', async () => {
    const u = await buildTeacher(t.db, { status: 'pending' });
    const res = await postLogin({ email: u.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().messages[0].message).toBe(
      'Ihr Konto wurde noch nicht freigegeben. Bitte warten Sie auf die Freigabe durch die Verwaltung.',
    );
    expect(res.cookies).toHaveLength(0);
    // a wrong password does not reveal that the account is pending
    expect((await postLogin({ email: u.email, password: 'falsches-passwort' })).statusCode).toBe(401);
  });

  it('AUTH-36 an admin cannot sign in as a user (separate accounts)', async () => {
    const admin = await buildAdmin(t.db);
    expect((await postLogin({ email: admin.email, password: TEST_PASSWORD })).statusCode).toBe(401);
  });
});

describe('SEC-16 API-P16 POST /api/user/auth/logout', () => {
  it('SEC-16 AUTH-37 revokes the session: the old cookie answers 401 on a protected route', async () => {
    const u = await buildUser(t.db);
    const cookie = await login(t.app, u.email);
    expect((await me(u.id, cookie)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = res.cookies.find((c) => c.name === 'pp_session');
    expect(cleared?.value).toBe('');
    const after = await me(u.id, cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().messages[0].message).toBe('Bitte melden Sie sich an.');
  });

  it('SEC-16 logout revokes only that session; other devices stay signed in', async () => {
    const u = await buildUser(t.db);
    const a = await login(t.app, u.email);
    const b = await login(t.app, u.email);
    await t.app.inject({ method: 'POST', url: '/api/user/auth/logout', headers: { cookie: a } });
    expect((await me(u.id, a)).statusCode).toBe(401);
    expect((await me(u.id, b)).statusCode).toBe(200);
  });

  it('SEC-16 logout with a JSON body {} works as well', async () => {
    const u = await buildUser(t.db);
    const cookie = await login(t.app, u.email);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/auth/logout', headers: { cookie }, payload: {} });
    expect(res.statusCode).toBe(204);
    expect((await me(u.id, cookie)).statusCode).toBe(401);
  });

  it('SEC-01 AUTH-38 an expired session answers 401', async () => {
    const u = await buildUser(t.db);
    const cookie = await sessionFor(t.db, u);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, u.id));
    const res = await me(u.id, cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().messages[0].message).toBe('Bitte melden Sie sich an.');
  });

  it('SEC-10 a session ends at once when the account is set back to pending', async () => {
    const u = await buildTeacher(t.db);
    const cookie = await sessionFor(t.db, u);
    await t.db.update(users).set({ status: 'pending' }).where(eq(users.id, u.id));
    expect((await me(u.id, cookie)).statusCode).toBe(401);
  });

  it('SEC-16 logout without or with an unknown session answers 204 and never 500', async () => {
    for (const headers of [{}, { cookie: 'pp_session=unbekannt' }, { cookie: `pp_session=${'x'.repeat(5000)}` }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/auth/logout', headers });
      expect(res.statusCode).toBe(204);
    }
  });

  it('SEC-01 a forged or overlong session cookie answers 401', async () => {
    const u = await buildUser(t.db);
    for (const value of ['x', crypto.randomBytes(32).toString('base64url'), 'x'.repeat(10_000), '%00%00']) {
      expect((await me(u.id, `pp_session=${value}`)).statusCode, value.slice(0, 10)).toBe(401);
    }
  });
});

describe('API-03 API-P17 admin sign-in and sign-out', () => {
  it('AMB-14 ADM-03 admin login answers {userType:"admin", admin{…}} and sets its own HttpOnly cookie', async () => {
    const admin = await buildAdmin(t.db);
    const res = await postLogin({ email: admin.email, password: TEST_PASSWORD, userType: 'admin' }, ADMIN_LOGIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userType: 'admin',
      admin: { _id: admin.id, email: admin.email, firstName: admin.firstName, name: admin.name, userType: 'admin' },
    });
    expect(res.body).not.toMatch(/password|hash/i);
    const cookie = res.cookies.find((c) => c.name === 'pp_admin_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(res.cookies.find((c) => c.name === 'pp_session')).toBeUndefined();
  });

  it('AMB-13 AMB-29 a wrong admin password, an unknown admin, or a user account answer 401 with the same message', async () => {
    const admin = await buildAdmin(t.db);
    const user = await buildTeacher(t.db);
    for (const payload of [
      { email: admin.email, password: 'falsches-passwort' },
      { email: `nobody_${crypto.randomUUID()}@schule.example`, password: TEST_PASSWORD },
      { email: user.email, password: TEST_PASSWORD },
    ]) {
      const res = await postLogin(payload, ADMIN_LOGIN);
      expect(res.statusCode).toBe(401);
      expect(res.json().messages[0].message).toBe('E-Mail oder Passwort ist falsch');
    }
  });

  it('ADM-02 SEC-08 admin login: bad input answers 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ password: 'x' }, 'email'],
      [{ email: 'a@b.de' }, 'password'],
      [{ email: 'a@b.de', password: 'x', userType: 'teacher' }, 'userType'],
      [{ email: 'x'.repeat(10_000), password: 'x' }, 'email'],
    ];
    for (const [payload, path] of cases) {
      const res = await postLogin(payload, ADMIN_LOGIN);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages.map((m: { path?: string }) => m.path)).toContain(path);
    }
  });

  it('SEC-10 admin login is rate-limited too', async () => {
    const admin = await buildAdmin(t.db);
    for (let i = 0; i < 10; i++) expect((await postLogin({ email: admin.email, password: 'falsch-falsch' }, ADMIN_LOGIN)).statusCode).toBe(401);
    const res = await postLogin({ email: admin.email, password: TEST_PASSWORD }, ADMIN_LOGIN);
    expect(res.statusCode).toBe(429);
    expect(res.json().messages[0].message).toMatch(/Zu viele/);
  });

  it('SEC-16 admin logout revokes the admin session', async () => {
    const admin = await buildAdmin(t.db);
    const cookie = await loginAdmin(t.app, admin.email);
    expect((await pending(cookie)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect((await pending(cookie)).statusCode).toBe(401);
  });

  it('AUTH-36 SEC-06 an admin cookie is no user session and a user cookie no admin session', async () => {
    const admin = await buildAdmin(t.db);
    const user = await buildTeacher(t.db);
    const adminCookie = await loginAdmin(t.app, admin.email);
    const userCookie = await login(t.app, user.email);
    // an admin-only route with a user session: 403
    const forbidden = await pending(userCookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().messages[0].message).toBe('Keine Berechtigung für diese Aktion.');
    // the user token in the admin cookie, the admin token in the user cookie: 401
    expect((await pending(`pp_admin_session=${cookieValue(userCookie)}`)).statusCode).toBe(401);
    expect((await me(user.id, `pp_session=${cookieValue(adminCookie)}`)).statusCode).toBe(401);
    // a user route that admits signed-in users only treats the admin as anonymous: images only
    const pdf = await t.app.inject({ method: 'GET', url: '/api/upload/preSignedURL/pdf', headers: { cookie: adminCookie } });
    expect(pdf.statusCode).toBe(400);
    // user logout does not end the admin session, nor admin logout the user session
    await t.app.inject({ method: 'POST', url: '/api/user/auth/logout', headers: { cookie: adminCookie } });
    expect((await pending(adminCookie)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: { cookie: userCookie } });
    expect((await me(user.id, userCookie)).statusCode).toBe(200);
  });
});
