import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetMessages } from '@praxisport/contract/password-reset';
import { authMessages } from '@praxisport/contract/auth';
import { accountTokens } from '../../db/schema/accounts';
import { mailOutbox } from '../../db/schema/mail';
import { sessions } from '../../db/schema/auth';
import { buildAdmin, buildScene, buildStudent, call, expectError, sessionFor, useTestApp, uuid } from '../../../test/kit';
import { linkIn, setAsideMailsExcept, startSmtpServer, type TestSmtp } from '../../../test/smtp';
import { startMailWorker } from '../mail/mail.worker';

const t = useTestApp();
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.stop());

const forgot = (email: string, kind: 'user' | 'admin' = 'user', remoteAddress = '10.0.0.1') =>
  call(t, { method: 'POST', url: `/api/${kind}/auth/forgotPassword`, body: { email }, remoteAddress });
const reset = (token: string, password: string, kind: 'user' | 'admin' = 'user') =>
  call(t, { method: 'POST', url: `/api/${kind}/auth/resetPassword`, body: { token, password }, remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
const login = (email: string, password: string, kind: 'user' | 'admin' = 'user') =>
  call(t, { method: 'POST', url: `/api/${kind}/auth/login`, body: { email, password }, remoteAddress: '10.9.9.9' });

/** Delivers the outbox to the test SMTP server and returns the token of the newest reset link to `email`. */
async function tokenMailedTo(email: string, path = '/reset-password'): Promise<string> {
  await setAsideMailsExcept(t.db, [email]);
  const worker = startMailWorker(t.db, { ...t.config, mail: { ...t.config.mail, smtpUrl: smtp.url } }, { pollMs: 60_000 });
  try {
    await worker.runOnce();
  } finally {
    await worker.stop();
  }
  const mails = smtp.to(email);
  const link = linkIn(mails.at(-1)?.text ?? '', `${path}?token=`);
  expect(link, `no link in ${mails.at(-1)?.text}`).toBeTruthy();
  expect(link!.startsWith(`${t.config.mail.appUrl}${path}?token=`)).toBe(true);
  return new URL(link!).searchParams.get('token')!;
}

let ip = 0;
const freshIp = () => `10.2.${Math.floor(++ip / 250)}.${ip % 250}`;

describe('ISSUE-15 POST /api/user/auth/forgotPassword and /resetPassword', () => {
  it('a student gets a single-use link by mail, sets a new password, every session ends, and signs in with it', async () => {
    const s = await buildScene(t.db);
    const other = await sessionFor(t.db, s.student);
    expect((await forgot(s.student.email.toUpperCase(), 'user', freshIp())).statusCode).toBe(204);
    const token = await tokenMailedTo(s.student.email);
    const mail = smtp.to(s.student.email).at(-1)!;
    expect(mail.text).toContain('Passwort zurücksetzen');
    expect(mail.text).toContain('60 Minuten');
    expect((await reset(token, 'ein-neues-passwort')).statusCode).toBe(204);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, s.student.id))).toEqual([]);
    expect((await call(t, { url: '/api/notifications', as: other })).statusCode).toBe(401);
    expect((await login(s.student.email, 'ein-neues-passwort')).statusCode).toBe(200);
    // reused
    expectError(await reset(token, 'noch-ein-passwort'), 400, passwordResetMessages.invalidLink, 'token');
  });

  it('the answer is the same whether or not the address exists; no mail for an unknown one', async () => {
    const unknown = `nobody-${uuid()}@example.org`;
    const res = await forgot(unknown, 'user', freshIp());
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, unknown))).toEqual([]);
  });

  it('the mail is in English for a user who chose English', async () => {
    const s = await buildScene(t.db);
    const student = await buildStudent(t.db, s.cls.id, { language: 'en' });
    await forgot(student.email, 'user', freshIp());
    await tokenMailedTo(student.email);
    expect(smtp.to(student.email).at(-1)!.text).toContain('reset your password');
  });

  it('expired, forged and admin links are refused; a newer request ends the older link', async () => {
    const s = await buildScene(t.db);
    await forgot(s.student.email, 'user', freshIp());
    const first = await tokenMailedTo(s.student.email);
    await forgot(s.student.email, 'user', freshIp());
    const second = await tokenMailedTo(s.student.email);
    expectError(await reset(first, 'passwort-neu-1'), 400, passwordResetMessages.invalidLink, 'token');
    await t.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.userId, s.student.id));
    expectError(await reset(second, 'passwort-neu-1'), 400, passwordResetMessages.invalidLink, 'token');
    expectError(await reset('A'.repeat(43), 'passwort-neu-1'), 400, passwordResetMessages.invalidLink, 'token');
    expectError(await reset('kurz', 'passwort-neu-1'), 400, passwordResetMessages.tokenInvalid, 'token');
    // a user's link does not work for the admin route
    await forgot(s.student.email, 'user', freshIp());
    const third = await tokenMailedTo(s.student.email);
    expectError(await reset(third, 'passwort-neu-1', 'admin'), 400, passwordResetMessages.invalidLink, 'token');
    expect((await reset(third, 'passwort-neu-1')).statusCode).toBe(204);
  });

  it('400 for a bad address or a short password', async () => {
    expectError(await forgot('kein-at', 'user', freshIp()), 400, passwordResetMessages.emailInvalid, 'email');
    expectError(await reset('A'.repeat(43), 'kurz'), 400, passwordResetMessages.passwordTooShort, 'password');
  });

  it('rate-limited: per client address and per e-mail address (429)', async () => {
    const addr = freshIp();
    for (let i = 0; i < t.config.rateLimits.passwordReset.max; i++) expect((await forgot(`x${i}-${uuid()}@example.org`, 'user', addr)).statusCode).toBe(204);
    expectError(await forgot(`y-${uuid()}@example.org`, 'user', addr), 429, passwordResetMessages.tooMany);
    const email = `z-${uuid()}@example.org`;
    for (let i = 0; i < t.config.rateLimits.passwordReset.max; i++) expect((await forgot(email, 'user', freshIp())).statusCode).toBe(204);
    expectError(await forgot(email, 'user', freshIp()), 429, passwordResetMessages.tooMany);
    const useAddr = freshIp();
    for (let i = 0; i < t.config.rateLimits.passwordResetUse.max; i++) {
      await call(t, { method: 'POST', url: '/api/user/auth/resetPassword', body: { token: 'B'.repeat(43), password: 'passwort-x' }, remoteAddress: useAddr });
    }
    expectError(
      await call(t, { method: 'POST', url: '/api/user/auth/resetPassword', body: { token: 'B'.repeat(43), password: 'passwort-x' }, remoteAddress: useAddr }),
      429,
      passwordResetMessages.tooMany,
    );
  });

  it('admins reset through /api/admin/auth with a link to /admin/reset-password', async () => {
    const admin = await buildAdmin(t.db);
    const adminSession = await sessionFor(t.db, admin);
    expect((await forgot(admin.email, 'admin', freshIp())).statusCode).toBe(204);
    const token = await tokenMailedTo(admin.email, '/admin/reset-password');
    expectError(await reset(token, 'admin-passwort-neu'), 400, passwordResetMessages.invalidLink, 'token');
    expect((await reset(token, 'admin-passwort-neu', 'admin')).statusCode).toBe(204);
    expect((await call(t, { url: '/api/admin/outbox', as: adminSession })).statusCode).toBe(401);
    expect((await login(admin.email, 'admin-passwort-neu', 'admin')).statusCode).toBe(200);
    expectError(await login(admin.email, 'falsch-falsch', 'admin'), 401, authMessages.invalidCredentials);
  });
});
