import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildClass, buildStudent, buildSupervisor, buildTeacher, joinClass, buildUpload, PNG_BYTES, sessionFor, useTestApp } from '../../../test/kit';
import { users } from '../../db/schema/users';

const t = useTestApp();

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const getUrl = (key: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/upload/preSignedGetURL?key=${encodeURIComponent(key)}`, headers: cookie ? { cookie } : {} });

/** A student of a class whose profile picture is a stored PNG, and a teacher who joined the class. */
async function studentWithPicture() {
  const sup = await buildSupervisor(t.db);
  const cls = await buildClass(t.db, sup.id);
  const address = await buildUpload(t);
  const student = await buildStudent(t.db, cls.id);
  await t.db.update(users).set({ profile: address }).where(eq(users.id, student.id));
  const teacher = await buildTeacher(t.db);
  await joinClass(t.db, cls.id, teacher.id);
  return { address, student, teacher, supervisor: sup };
}

describe('API-P24 SEC-09 AMB-18 GET /api/upload/preSignedGetURL?key={storedUrl}', () => {
  it('SEC-01 answers 401 without a session', async () => {
    const { address } = await studentWithPicture();
    const res = await getUrl(address);
    expect(res.statusCode).toBe(401);
  });

  it('SEC-04 gives the owner and a joined teacher a signed read URL that serves the bytes without a session', async () => {
    const { address, student, teacher } = await studentWithPicture();
    for (const u of [student, teacher]) {
      const res = await getUrl(address, await sessionFor(t.db, u));
      expect(res.statusCode).toBe(200);
      const { url } = res.json() as { url: string };
      expect(url).toMatch(/\/api\/upload\/signed\/[0-9a-f-]{36}\.png\?expires=\d+&sig=/);
      const file = await t.app.inject({ method: 'GET', url: pathOf(url) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    }
  });

  it('SEC-04 an admin may read any stored file', async () => {
    const { address } = await studentWithPicture();
    const admin = await buildAdmin(t.db);
    const res = await getUrl(address, await sessionFor(t.db, admin));
    expect(res.statusCode).toBe(200);
  });

  it('SEC-04 a stranger (another student, the supervisor) gets 404, not a URL', async () => {
    const { address, supervisor } = await studentWithPicture();
    const other = await buildStudent(t.db, null);
    for (const u of [other, supervisor]) {
      const res = await getUrl(address, await sessionFor(t.db, u));
      expect(res.statusCode).toBe(404);
      expect(res.json().messages[0].message).toBe('Datei nicht gefunden.');
    }
  });

  it('answers 400 naming the key for a missing, foreign or over-long address', async () => {
    const cookie = await sessionFor(t.db, await buildTeacher(t.db));
    const missing = await t.app.inject({ method: 'GET', url: '/api/upload/preSignedGetURL', headers: { cookie } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages[0].path).toBe('key');
    for (const key of ['https://example.com/x.png', 'javascript:alert(1)', 'x'.repeat(3000)]) {
      const res = await getUrl(key, cookie);
      expect(res.statusCode, key.slice(0, 30)).toBe(400);
      expect(res.json().messages[0].message).toMatch(/^key/);
    }
  });

  it('SEC-09 a tampered or expired read signature is refused with 403', async () => {
    const { address, student } = await studentWithPicture();
    const { url } = (await getUrl(address, await sessionFor(t.db, student))).json() as { url: string };
    const tampered = pathOf(url).replace(/sig=.{4}/, 'sig=AAAA');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const later = pathOf(url).replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 1}`);
    expect((await t.app.inject({ method: 'GET', url: later })).statusCode).toBe(403);
    // a correctly signed URL whose time has passed
    const key = url.split('/api/upload/signed/')[1]!.split('?')[0]!;
    const past = Math.floor(Date.now() / 1000) - 1;
    const sig = crypto.createHmac('sha256', t.config.uploadSecret).update(`read|${key}|${past}`).digest('base64url');
    const expired = await t.app.inject({ method: 'GET', url: `/api/upload/signed/${key}?expires=${past}&sig=${sig}` });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().messages[0].message).toBe('Der Upload-Link ist abgelaufen. Bitte erneut versuchen.');
  });
});
