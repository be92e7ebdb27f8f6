import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kilianMessages } from '@praxisport/contract/kilian';
import { optionQuestionMessages } from '@praxisport/contract/option-questions';
import { uploadMessages } from '@praxisport/contract/uploads';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from '../src/db/schema/catalogue';
import { uploads } from '../src/db/schema/uploads';
import { isOwnAddress } from '../src/modules/uploads/uploads.service';
import { buildScene, buildTeacher, buildUpload, call, createTestApp, expectError, PNG_BYTES, signIn, useTestApp, type TestContext } from './kit';

/**
 * Addresses this server hands out start with PUBLIC_URL (or are relative), never
 * with a request's Host header; an address a client wants stored must be on this server's own
 * origin; a pre-signed PUT needs the session (or, before sign-up, the upload ticket) it was signed for.
 */
const t = useTestApp();
const PUBLIC = 'https://praxis.example';
let pub: TestContext;
beforeAll(async () => {
  pub = await createTestApp({ publicUrl: PUBLIC });
});
afterAll(() => pub?.close());

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const keyOf = (address: string) => address.split('/').pop()!;
const ticketCookie = () => `pp_upload=${crypto.randomBytes(32).toString('base64url')}`;
const presign = (app: TestContext, fileType: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: `/api/upload/preSignedURL/${fileType}`, headers });
const put = (app: TestContext, url: string, payload: Buffer, contentType: string, cookie?: string) =>
  app.app.inject({ method: 'PUT', url: pathOf(url), headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) }, payload });
const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/** A registration of a practice instructor with the given image addresses. */
const teacherSignUp = (profile: string, signature: string) => {
  const u = crypto.randomUUID().slice(0, 8);
  return {
    name: 'Schneider',
    firstName: 'Lena',
    username: `lena_${u}`,
    email: `lena_${u}@schule.example`,
    password: 'sicher-123',
    repeatPassword: 'sicher-123',
    contact: '0431 1234567',
    dob: '1990-01-01',
    userType: 'teacher',
    profile,
    signature,
  };
};
const register = (app: TestContext, body: unknown) => call(app, { method: 'POST', url: '/api/user/auth/register', body, remoteAddress: '10.16.7.1' });

describe('issue 16 item 7: addresses come from PUBLIC_URL, never from the Host header', () => {
  it('item 7: with PUBLIC_URL, the pre-signed URL, the PUT answer and the signed read URL start with it, whatever Host says', async () => {
    const teacher = await signIn(pub.db, await buildTeacher(pub.db));
    const res = await presign(pub, 'pdf', { ...hostile, cookie: teacher.cookie });
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url.startsWith(`${PUBLIC}/api/upload/files/`)).toBe(true);
    const stored = await pub.app.inject({ method: 'PUT', url: pathOf(url), headers: { ...hostile, 'content-type': 'application/pdf', cookie: teacher.cookie }, payload: PDF_BYTES });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().url).toBe(url.split('?')[0]);
    const read = await call(pub, { url: `/api/upload/preSignedGetURL?key=${encodeURIComponent(stored.json().url)}`, as: teacher, headers: hostile });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().url.startsWith(`${PUBLIC}/api/upload/`)).toBe(true);
  });

  it('item 7: without PUBLIC_URL the addresses are relative to the page that asked: no Host header in them', async () => {
    const res = await presign(t, 'png', { ...hostile, cookie: ticketCookie() });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^\/api\/upload\/files\/[0-9a-f-]{36}\.png\?/);
    expect(res.body).not.toContain('evil.example');
  });
});

describe('issue 16 item 7: a stored file address must be on this server\'s own origin', () => {
  it('item 7: the own-origin rule: a path, PUBLIC_URL\'s origin, or (without PUBLIC_URL) a loopback host; nothing else', () => {
    const key = `${crypto.randomUUID()}.png`;
    for (const ok of [`/api/upload/files/${key}`, `${PUBLIC}/api/upload/files/${key}`, `${PUBLIC}:443/api/upload/files/${key}`]) expect(isOwnAddress(ok, PUBLIC), ok).toBe(true);
    for (const bad of [
      `http://praxis.example/api/upload/files/${key}`,
      `https://praxis.example:8443/api/upload/files/${key}`,
      `https://praxis.example.evil.example/api/upload/files/${key}`,
      `https://evil.example/api/upload/files/${key}`,
      `http://localhost/api/upload/files/${key}`,
      `//evil.example/api/upload/files/${key}`,
      'javascript:alert(1)',
      'kein link',
    ]) {
      expect(isOwnAddress(bad, PUBLIC), bad).toBe(false);
    }
    for (const ok of [`http://localhost/api/upload/files/${key}`, `http://127.0.0.1:3000/api/upload/files/${key}`, `/api/upload/files/${key}`]) expect(isOwnAddress(ok, undefined), ok).toBe(true);
    for (const bad of [`https://evil.example/api/upload/files/${key}`, `//evil.example/api/upload/files/${key}`, `ftp://localhost/api/upload/files/${key}`]) {
      expect(isOwnAddress(bad, undefined), bad).toBe(false);
    }
  });

  it('item 7: sign-up with an uploaded image under a foreign origin answers 400; under PUBLIC_URL it is accepted', async () => {
    const profile = await buildUpload(pub);
    const signature = await buildUpload(pub);
    const foreign = (address: string) => `https://evil.example/api/upload/files/${keyOf(address)}`;
    expectError(await register(pub, teacherSignUp(foreign(profile), `${PUBLIC}/api/upload/files/${keyOf(signature)}`)), 400, uploadMessages.uploadImageFirst('Profilbild'), 'profile');
    // a loopback address is not this server's once PUBLIC_URL is set
    expectError(await register(pub, teacherSignUp(`${PUBLIC}/api/upload/files/${keyOf(profile)}`, signature)), 400, uploadMessages.uploadImageFirst('Unterschrift'), 'signature');
    const ok = await register(pub, teacherSignUp(`${PUBLIC}/api/upload/files/${keyOf(profile)}`, `/api/upload/files/${keyOf(signature)}`));
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('item 7: a new profile picture, a KILIAN folder file and an option-question picture under a foreign origin answer 400', async () => {
    const s = await buildScene(t.db);
    const picture = await buildUpload(t, { uploaderId: s.student.id });
    const foreign = `https://evil.example/api/upload/files/${keyOf(picture)}`;
    expectError(await call(t, { method: 'PATCH', url: '/api/user/profile', as: s.student, body: { profile: foreign } }), 400, uploadMessages.uploadImageFirst('Profilbild'), 'profile');
    expectError(
      await call(t, { method: 'PUT', url: `/api/user/optionAnswers/${s.student.id}/abilitytoreflect/extras`, as: s.student, body: { pictures: [foreign] } }),
      400,
      optionQuestionMessages.pictureInvalid,
      'pictures.0',
    );
    const [cat] = await t.db.insert(competencyCategories).values({ title: 'Kategorie' }).returning();
    const [option] = await t.db.insert(competencyOptions).values({ categoryId: cat!.id, title: 'Option' }).returning();
    const [test] = await t.db.insert(competencyTests).values({ optionId: option!.id, title: 'Test' }).returning();
    const [sub] = await t.db
      .insert(competencySubTests)
      .values({ testId: test!.id, title: 'Puls messen', subTitle: '', videoLink: '', audioLink: '', pdfLink1: '', pdfLink2: '' })
      .returning();
    const kilianBody = (file: string) => ({ file, title: 'bild.png', _competencyCategoryOptionSubTest: sub!.id, type: 'information', _student: s.student.id });
    expectError(await call(t, { method: 'POST', url: '/api/teacher/kilianUploads', as: s.student, body: kilianBody(foreign) }), 400, kilianMessages.fileNotUploaded, 'file');
    // the same file under this server's address is accepted (the rule refuses the origin, not the file)
    expect((await call(t, { method: 'POST', url: '/api/teacher/kilianUploads', as: s.student, body: kilianBody(picture) })).statusCode).toBe(200);
    expect((await call(t, { method: 'PATCH', url: '/api/user/profile', as: s.student, body: { profile: picture } })).statusCode).toBe(200);
  });
});

describe('issue 16 item 7: a pre-signed PUT needs the session or upload ticket it was signed for', () => {
  it('item 7: a URL signed for a user is refused without that user\'s session: no session, another user, the upload ticket', async () => {
    const owner = await signIn(t.db, await buildTeacher(t.db));
    const other = await signIn(t.db, await buildTeacher(t.db));
    const { url } = (await presign(t, 'pdf', { cookie: owner.cookie })).json() as { url: string };
    for (const cookie of [undefined, other.cookie, ticketCookie()]) {
      expectError(await put(t, url, PDF_BYTES, 'application/pdf', cookie), 403, uploadMessages.badSignature);
    }
    expect(await t.db.select().from(uploads).where(eq(uploads.key, keyOf(url.split('?')[0]!)))).toEqual([]);
    const res = await put(t, url, PDF_BYTES, 'application/pdf', owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, keyOf(res.json().url)));
    expect(row!.uploaderId).toBe(owner.id);
  });

  it('item 7: before sign-up, a URL is bound to the browser that asked by an HttpOnly upload-ticket cookie', async () => {
    const res = await presign(t, 'png');
    expect(res.statusCode).toBe(200);
    const ticket = res.cookies.find((c) => c.name === 'pp_upload')!;
    expect(ticket).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/upload' });
    const { url } = res.json() as { url: string };
    const someone = await signIn(t.db, await buildTeacher(t.db));
    for (const cookie of [undefined, ticketCookie(), someone.cookie, 'pp_upload=x']) {
      expectError(await put(t, url, PNG_BYTES, 'image/png', cookie), 403, uploadMessages.badSignature);
    }
    const ok = await put(t, url, PNG_BYTES, 'image/png', `pp_upload=${ticket.value}`);
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, keyOf(ok.json().url)));
    expect(row!.uploaderId).toBeNull();
    // the browser keeps its ticket: the next URL is signed for the same one
    const again = await presign(t, 'png', { cookie: `pp_upload=${ticket.value}` });
    expect(again.cookies.find((c) => c.name === 'pp_upload')!.value).toBe(ticket.value);
    expect((await put(t, again.json().url, PNG_BYTES, 'image/png', `pp_upload=${ticket.value}`)).statusCode).toBe(200);
  });
});
