import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '@praxisport/contract/mail';
import { mailOutbox } from '../../db/schema/mail';
import { buildScene, call, describeRoute, expectError, useTestApp, uuid } from '../../../test/kit';
import { setAsideMailsExcept, startSmtpServer, waitFor, type TestSmtp } from '../../../test/smtp';
import { enqueueMail } from './mail.service';
import { deliverDue, startMailWorker, type MailWorker } from './mail.worker';

const t = useTestApp();
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.stop());

const smtpConfig = () => ({ ...t.config, mail: { ...t.config.mail, smtpUrl: smtp.url } });
const fast = { retryBaseMs: 100, maxRetryMs: 200, maxAttempts: 1000, leaseSeconds: 60 };
const address = () => `mail-${uuid()}@example.org`;
const mailRowsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

describe('ISSUE-15 the outbox: written with the change, delivered by the worker', () => {
  it('without SMTP_URL the mail is written as a .eml file under DATA_DIR/outbox and marked sent', async () => {
    const to = address();
    await enqueueMail(t.db, { to, name: 'Lena Schmidt', text: { subject: 'Grüße', body: 'Hallo Lena, schön dass Sie da sind.' } });
    await setAsideMailsExcept(t.db, [to]);
    const worker = startMailWorker(t.db, t.config, { pollMs: 60_000 });
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    const [row] = await mailRowsTo(to);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, fileName: `${row!.id}.eml` });
    const eml = fs.readFileSync(path.join(t.config.mail.outboxDir, row!.fileName!), 'utf8');
    expect(eml).toMatch(new RegExp(`^To: Lena Schmidt <${to}>`, 'm'));
    expect(eml).toMatch(/^Subject: =\?UTF-8\?Q\?Gr=C3=BC=C3=9Fe\?=/im);
  });

  it('through SMTP: a real server receives the mail exactly once', async () => {
    const to = address();
    await enqueueMail(t.db, { to, text: { subject: 'Test', body: 'Inhalt' } });
    await setAsideMailsExcept(t.db, [to]);
    const worker = startMailWorker(t.db, smtpConfig(), { pollMs: 60_000 });
    try {
      await worker.runOnce();
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    expect(smtp.to(to)).toHaveLength(1);
    expect(smtp.to(to)[0]!.text).toContain('Inhalt');
    expect((await mailRowsTo(to))[0]).toMatchObject({ status: 'sent', fileName: null });
  });

  it('a mail server that is down delays the mail and loses none: stopped, a mail caused, restarted, it arrives exactly once', async () => {
    const s = await buildScene(t.db);
    await setAsideMailsExcept(t.db, [s.student.email]);
    let worker: MailWorker | undefined;
    try {
      worker = startMailWorker(t.db, smtpConfig(), { ...fast, pollMs: 50 });
      await smtp.stop();
      // the request that causes the mail succeeds although the mail server is down
      const res = await call(t, { method: 'POST', url: '/api/user/auth/forgotPassword', body: { email: s.student.email } });
      expect(res.statusCode).toBe(204);
      await waitFor(async () => ((await mailRowsTo(s.student.email))[0]?.attempts ?? 0) >= 2);
      const [failing] = await mailRowsTo(s.student.email);
      expect(failing).toMatchObject({ status: 'pending' });
      expect(failing!.lastError).toBeTruthy();
      await smtp.restart();
      await waitFor(() => smtp.to(s.student.email).length > 0);
      await new Promise((r) => setTimeout(r, 600));
      expect(smtp.to(s.student.email)).toHaveLength(1);
      expect((await mailRowsTo(s.student.email))[0]).toMatchObject({ status: 'sent' });
    } finally {
      await smtp.restart().catch(() => undefined);
      await worker?.stop();
    }
  });

  it('two workers (two server processes) never send one mail twice (FOR UPDATE SKIP LOCKED and a lease)', async () => {
    const tos = Array.from({ length: 12 }, address);
    for (const to of tos) await enqueueMail(t.db, { to, text: { subject: 'Parallel', body: to } });
    await setAsideMailsExcept(t.db, tos);
    const send = async (m: { to_address: string }) => {
      // as slow as a real server, so that both passes overlap
      await new Promise((r) => setTimeout(r, 5));
      sent.push(m.to_address);
      return null;
    };
    const sent: string[] = [];
    const o = { ...fast };
    await Promise.all([deliverDue(t.db, send, o), deliverDue(t.db, send, o), deliverDue(t.db, send, o)]);
    const mine = sent.filter((a) => tos.includes(a));
    expect(mine.sort()).toEqual([...tos].sort());
    const rows = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, tos));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('an e-mail header injection in a name is neutralised: no extra header, no extra recipient', async () => {
    const to = address();
    const evil = `evil-${uuid()}@example.org`;
    await enqueueMail(t.db, { to, name: `Eve\r\nBcc: ${evil}`, text: { subject: `Hallo\r\nBcc: ${evil}`, body: 'x' } });
    await setAsideMailsExcept(t.db, [to]);
    const worker = startMailWorker(t.db, smtpConfig(), { pollMs: 60_000 });
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    expect(smtp.to(evil)).toHaveLength(0);
    const [mail] = smtp.to(to);
    expect(mail!.to).toEqual([to]);
    expect(mail!.raw).not.toMatch(/^Bcc:/im);
  });
});

describeRoute(t, {
  method: 'GET',
  route: '/api/admin/outbox',
  title: 'ISSUE-15 GET /api/admin/outbox: the back office lists what was sent or written as .eml',
  allowed: ['admin'],
  valid: () => ({ url: '/api/admin/outbox' }),
  success: { check: (res) => expect(res.json()).toMatchObject({ smtp: false, mails: expect.any(Array) }) },
});

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/admin/outbox/{mailId}',
    allowed: ['admin'],
    arrange: async () => {
      const to = address();
      await enqueueMail(t.db, { to, text: { subject: 'Lesbar', body: 'Der Text' } });
      return (await mailRowsTo(to))[0]!.id;
    },
    valid: (_s, _w, id) => ({ url: `/api/admin/outbox/${id}` }),
    invalid: [
      { name: 'malformed id', request: () => ({ url: '/api/admin/outbox/x' }), message: 'Ungültige ID.', path: 'mailId' },
      { name: 'unknown', request: () => ({ url: `/api/admin/outbox/${uuid()}` }), status: 404, message: mailMessages.notFound },
    ],
    success: { check: (res) => expect(res.json()).toMatchObject({ subject: 'Lesbar', body: 'Der Text', status: 'pending' }) },
  },
  () => {
    it('the list shows the newest mails with their state', async () => {
      const s = await buildScene(t.db);
      const to = address();
      await enqueueMail(t.db, { to, text: { subject: 'Neu', body: 'b' } });
      const res = await call(t, { url: '/api/admin/outbox', as: s.admin });
      expect(res.json().mails.find((m: { to: string }) => m.to === to)).toMatchObject({ subject: 'Neu', status: 'pending', attempts: 0 });
      expectError(await call(t, { url: '/api/admin/outbox', as: s.supervisor }), 403, 'Keine Berechtigung für diese Aktion.');
    });
  },
);
