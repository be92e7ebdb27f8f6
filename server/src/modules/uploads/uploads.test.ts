import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildClass,
  buildStudent,
  buildSupervisor,
  buildTeacher,
  createTestApp,
  joinClass,
  PNG_BYTES,
  sessionFor,
  uploadPng,
  useTestApp,
} from '../../../test/kit';
import { uploads } from '../../db/schema/uploads';
import type { Storage } from '../../lib/storage';
import { createPresignedUrl } from './uploads.service';

const t = useTestApp();

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
/** The start of a Windows executable. */
const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
/** The upload ticket of the anonymous browser these tests play (anonymous URLs are bound to it). */
const ANON_TICKET = crypto.randomBytes(32).toString('base64url');
const ANON = `pp_upload=${ANON_TICKET}`;
const presign = (fileType: string, cookie: string = ANON, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: `/api/upload/preSignedURL/${fileType}`, headers: cookie ? { cookie } : {}, remoteAddress });
const put = (url: string, payload: Buffer, contentType: string | undefined, cookie: string = ANON) =>
  t.app.inject({
    method: 'PUT',
    url: pathOf(url),
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...(cookie ? { cookie } : {}) },
    payload,
  });
const read = (address: string, cookie?: string) => t.app.inject({ method: 'GET', url: pathOf(address), headers: cookie ? { cookie } : {} });

async function signedIn() {
  const u = await buildTeacher(t.db);
  return { user: u, cookie: await sessionFor(t.db, u) };
}

describe('UPL-01 API-04 GET /api/upload/preSignedURL/{fileType}', () => {
  it('UPL-01 answers {url} for image%2Fpng, png and unencoded image/png, signed and expiring', async () => {
    for (const fileType of ['image%2Fpng', 'png', 'image/png', 'IMAGE%2FPNG']) {
      const res = await presign(fileType);
      expect(res.statusCode, fileType).toBe(200);
      const url = new URL(res.json().url, 'http://relative.invalid');
      expect(url.pathname).toMatch(/^\/api\/upload\/files\/[0-9a-f-]{36}\.png$/);
      expect(url.searchParams.get('type')).toBe('image/png');
      expect(url.searchParams.get('sig')).toBeTruthy();
      const expires = Number(url.searchParams.get('expires'));
      const now = Date.now() / 1000;
      expect(expires).toBeGreaterThan(now);
      expect(expires).toBeLessThanOrEqual(now + 300 + 1);
    }
    const jpeg = await presign('image%2Fjpeg');
    expect(new URL(jpeg.json().url, 'http://relative.invalid').pathname).toMatch(/\.jpg$/);
  });

  it('SEC-09 an executable or unknown type answers 400 with the allow-list message', async () => {
    const { cookie } = await signedIn();
    // prototype keys are not types either
    for (const fileType of ['application%2Fx-msdownload', 'application/x-msdownload', 'application%2Foctet-stream', 'exe', 'text%2Fhtml', 'image%2Fsvg%2Bxml', '__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      for (const c of [undefined, cookie]) {
        const res = await presign(fileType, c);
        expect(res.statusCode, fileType).toBe(400);
        expect(res.json().messages[0]).toEqual({
          message: 'Dieser Dateityp ist nicht erlaubt. Erlaubt sind PNG, JPEG, GIF, WebP, PDF und Office-Dokumente.',
          path: 'fileType',
        });
      }
    }
  });

  it('AMB-18 SEC-09 anonymous callers may upload images only; a signed-in user may upload a PDF', async () => {
    const anon = await presign('application%2Fpdf');
    expect(anon.statusCode).toBe(400);
    expect(anon.json().messages[0].message).toBe('Ohne Anmeldung können nur Bilder (PNG, JPEG, GIF, WebP) hochgeladen werden.');
    const { cookie, user } = await signedIn();
    const res = await presign('application%2Fpdf', cookie);
    expect(res.statusCode).toBe(200);
    const stored = await put(res.json().url, PDF_BYTES, 'application/pdf', cookie);
    expect(stored.statusCode, stored.body).toBe(200);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, stored.json().url.split('/').pop()));
    expect(row).toMatchObject({ contentType: 'application/pdf', size: PDF_BYTES.length, uploaderId: user.id });
  });

  it('SEC-08 hostile file types never answer 500', async () => {
    for (const fileType of ['x'.repeat(10_000), '%00', '%E2%80%AE', '..%2F..%2Fetc%2Fpasswd', '😀', '%F0%9F%98%80/%00', 'a/b/c']) {
      const res = await presign(fileType);
      // 414: Fastify's router refuses path parameters over 100 characters
      expect([400, 404, 414], fileType.slice(0, 20)).toContain(res.statusCode);
    }
  });

  it('AMB-18 SEC-09 anonymous pre-signed URLs are rate-limited: then 429 with a message', async () => {
    const limited = await createTestApp({ rateLimits: { ...t.config.rateLimits, anonymousUpload: { max: 3, windowMs: 60_000 } } });
    try {
      const remoteAddress = `10.7.${crypto.randomInt(250)}.${crypto.randomInt(250)}`;
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 4; i++) {
        last = await limited.app.inject({ method: 'GET', url: '/api/upload/preSignedURL/png', remoteAddress });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last!.json().messages[0].message).toBe('Zu viele Uploads ohne Anmeldung. Bitte später erneut versuchen.');
      // signed-in users are not limited by the anonymous counter
      const u = await buildTeacher(limited.db);
      const cookie = await sessionFor(limited.db, u);
      const res = await limited.app.inject({ method: 'GET', url: '/api/upload/preSignedURL/png', remoteAddress, headers: { cookie } });
      expect(res.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('UPL-02 API-05 PUT to the pre-signed URL', () => {
  it('UPL-02 UPL-03 the anonymous PNG flow stores the file; the stored address is the URL without its query', async () => {
    const { url } = (await presign('image%2Fpng')).json();
    const res = await put(url, PNG_BYTES, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ url: url.split('?')[0] });
    const key = url.split('?')[0].split('/').pop();
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row).toMatchObject({ contentType: 'image/png', size: PNG_BYTES.length, uploaderId: null });
  });

  it('SEC-09 bytes that are not the declared type (an MZ executable as image/png) answer 400', async () => {
    for (const bytes of [EXE_BYTES, PDF_BYTES, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('hallo')]) {
      const { url } = (await presign('image%2Fpng')).json();
      const res = await put(url, bytes, 'image/png');
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].message).toBe('Der Inhalt der Datei passt nicht zum angegebenen Dateityp.');
    }
  });

  it('UPL-02 SEC-09 a Content-Type that differs from the signed type, or none, answers 400', async () => {
    for (const contentType of ['image/jpeg', 'application/x-msdownload', 'application/json', 'text/plain', undefined]) {
      const { url } = (await presign('image%2Fpng')).json();
      const res = await put(url, PNG_BYTES, contentType);
      expect(res.statusCode, String(contentType)).toBe(400);
      expect(res.json().messages[0].message).toBe('Der Inhalt der Datei passt nicht zum angegebenen Dateityp.');
    }
    const { url } = (await presign('image%2Fpng')).json();
    expect((await put(url, PNG_BYTES, 'image/png; charset=binary')).statusCode).toBe(200);
  });

  it('SEC-09 an empty body answers 400', async () => {
    const { url } = (await presign('image%2Fpng')).json();
    const res = await put(url, Buffer.alloc(0), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].message).toBe('Die Datei ist leer.');
  });

  it('SEC-09 a tampered signature, key, type or expiry answers 403', async () => {
    const { url } = (await presign('image%2Fpng')).json();
    const u = new URL(url, 'http://relative.invalid');
    const sig = u.searchParams.get('sig')!;
    const tampered = [
      url.replace(`sig=${sig}`, `sig=${sig.slice(0, -2)}AA`),
      url.replace(`sig=${sig}`, 'sig='),
      url.replace(`sig=${sig}`, `sig=${'A'.repeat(500)}`),
      url.replace(/files\/[0-9a-f-]{36}/, `files/${crypto.randomUUID()}`),
      url.replace(/expires=\d+/, `expires=${Number(u.searchParams.get('expires')) + 3600}`),
      url.replace(/expires=\d+/, 'expires=abc'),
      url.split('?')[0]!,
    ];
    for (const bad of tampered) {
      const res = await put(bad, PNG_BYTES, 'image/png');
      expect([400, 403], bad).toContain(res.statusCode);
      if (res.statusCode === 403) expect(res.json().messages[0].message).toBe('Der Upload-Link ist ungültig.');
    }
    // a URL signed for an image may not be turned into a PDF upload
    const asPdf = url.replace('type=image%2Fpng', 'type=application%2Fpdf');
    const res = await put(asPdf, PDF_BYTES, 'application/pdf');
    expect(res.statusCode).toBe(403);
    expect(res.json().messages[0].message).toBe('Der Upload-Link ist ungültig.');
  });

  it('SEC-09 AMB-18 an expired URL answers 403 with a clear message', async () => {
    const expired = createPresignedUrl({ ...t.config, uploadUrlTtlSeconds: -1 }, 'image/png', { ticket: ANON_TICKET });
    const res = await put(expired, PNG_BYTES, 'image/png');
    expect(res.statusCode).toBe(403);
    expect(res.json().messages[0].message).toBe('Der Upload-Link ist abgelaufen. Bitte erneut versuchen.');
  });

  it('SEC-09 AMB-18 a file over the size limit answers 413 with a clear message', async () => {
    const { url } = (await presign('image%2Fpng')).json();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(t.config.uploadMaxBytes)]);
    const res = await put(url, big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      messages: [{ message: 'Die Datei ist zu groß. Erlaubt sind höchstens 1 MB.' }],
    });
    // the URL is still unused: a file within the limit may follow
    expect((await put(url, PNG_BYTES, 'image/png')).statusCode).toBe(200);
  });

  it('SEC-09 a second PUT to the same URL answers 409', async () => {
    const { url } = (await presign('image%2Fpng')).json();
    expect((await put(url, PNG_BYTES, 'image/png')).statusCode).toBe(200);
    const again = await put(url, PNG_BYTES, 'image/png');
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0].message).toBe('Unter dieser Adresse wurde bereits eine Datei hochgeladen.');
  });

  it('ISSUE-44 a store that fails while storing leaves no record and no file; the URL stays unused for the next try', async () => {
    let failing = true;
    const store = t.storage;
    // the configured store (local disk or bucket) with a write that breaks off
    const flaky: Storage = {
      where: store.where,
      put: async (key, data) => {
        if (failing) throw Object.assign(new Error('connection reset by the store'), { code: 'ECONNRESET' });
        return store.put(key, data);
      },
      get: (key) => store.get(key),
      remove: (key) => store.remove(key),
      list: () => store.list(),
      check: () => store.check(),
    };
    const other = await createTestApp({}, { storage: flaky });
    try {
      const { user, cookie } = await signedIn();
      const { url } = (await other.app.inject({ method: 'GET', url: '/api/upload/preSignedURL/png', headers: { cookie } })).json();
      const key = url.split('?')[0].split('/').pop();
      const putHere = () => other.app.inject({ method: 'PUT', url: pathOf(url), headers: { cookie, 'content-type': 'image/png' }, payload: PNG_BYTES });
      expect((await putHere()).statusCode).toBe(500);
      expect(await t.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
      expect(await store.get(key)).toBeNull();
      expect((await other.app.inject({ method: 'GET', url: pathOf(url.split('?')[0]), headers: { cookie } })).statusCode).toBe(404);

      failing = false;
      expect((await putHere()).statusCode).toBe(200);
      const [row] = await t.db.select().from(uploads).where(eq(uploads.key, key));
      expect(row).toMatchObject({ size: PNG_BYTES.length, uploaderId: user.id });
    } finally {
      await other.close();
    }
  });

  it('SEC-08 hostile keys and queries never answer 500', async () => {
    const { url } = (await presign('image%2Fpng')).json();
    const q = url.split('?')[1];
    for (const p of [
      `/api/upload/files/${'a'.repeat(5000)}.png?${q}`,
      `/api/upload/files/..%2F..%2Fsecret.key?${q}`,
      `/api/upload/files/%00.png?${q}`,
      `/api/upload/files/😀.png?${q}`,
      `${pathOf(url)}&type=image%2Fjpeg`,
      `${pathOf(url.split('?')[0])}?type=${'x'.repeat(5000)}&expires=1&sig=x`,
    ]) {
      const res = await t.app.inject({ method: 'PUT', url: p, headers: { 'content-type': 'image/png' }, payload: PNG_BYTES });
      expect([400, 403, 404, 414], p.slice(0, 60)).toContain(res.statusCode);
    }
  });
});

describe('AMB-18 SEC-04 GET /api/upload/files/{key}: reading a stored file', () => {
  it('SEC-01 without a session answers 401', async () => {
    const address = await uploadPng(t.app);
    const res = await read(address);
    expect(res.statusCode).toBe(401);
    expect(res.json().messages[0].message).toBe('Bitte melden Sie sich an.');
  });

  it('SEC-04 the uploader, the student holding it and a teacher who joined the class read it with its content type; strangers get 404', async () => {
    const supervisor = await buildSupervisor(t.db);
    const cls = await buildClass(t.db, supervisor.id);
    const profile = await uploadPng(t.app);
    const student = await buildStudent(t.db, cls.id, { profile });
    const teacher = await buildTeacher(t.db);
    await joinClass(t.db, cls.id, teacher.id);

    for (const u of [student, teacher]) {
      const res = await read(profile, await sessionFor(t.db, u));
      expect(res.statusCode, u.userType).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    }
    const admin = await buildAdmin(t.db);
    expect((await read(profile, await sessionFor(t.db, admin))).statusCode).toBe(200);

    const otherStudent = await buildStudent(t.db, cls.id);
    const otherTeacher = await buildTeacher(t.db);
    for (const u of [otherStudent, otherTeacher, supervisor]) {
      const res = await read(profile, await sessionFor(t.db, u));
      expect(res.statusCode, u.userType).toBe(404);
      expect(res.json().messages[0].message).toBe('Datei nicht gefunden.');
    }

    // a signed-in uploader reads their own file before any record holds it
    const { cookie } = await signedIn();
    const { url } = (await presign('pdf', cookie)).json();
    const stored = (await put(url, PDF_BYTES, 'application/pdf', cookie)).json().url;
    const own = await read(stored, cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect((await read(stored, await sessionFor(t.db, otherTeacher))).statusCode).toBe(404);
  });

  it('SEC-08 unknown and malformed keys answer 404 or 400, never 500', async () => {
    const { cookie } = await signedIn();
    expect((await read(`/api/upload/files/${crypto.randomUUID()}.png`, cookie)).statusCode).toBe(404);
    for (const key of ['x'.repeat(10_000), '..%2F..%2Fsecret.key', '%00', '😀.png', `${crypto.randomUUID()}.PNG`]) {
      const res = await read(`/api/upload/files/${key}`, cookie);
      expect([400, 404, 414], key.slice(0, 20)).toContain(res.statusCode);
    }
  });
});
