import crypto from 'node:crypto';
import { count, eq, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@praxisport/contract/auth';
import {
  buildAdmin,
  buildClass,
  buildSupervisor,
  buildUpload,
  buildUser,
  createTestApp,
  login,
  sessionFor,
  uploadPng,
  useTestApp,
  type TestContext,
} from '../../../test/kit';
import { users } from '../../db/schema/users';

const t = useTestApp();
let classId: string;
let supervisorId: string;

beforeAll(async () => {
  supervisorId = (await buildSupervisor(t.db)).id;
  classId = (await buildClass(t.db, supervisorId)).id;
});

type Body = Record<string, unknown>;

const PASSWORD = 'sicheres-passwort';

/** A valid registration with freshly stored images and a unique e-mail and username. */
async function validBody(userType: 'student' | 'teacher' | 'supervisor' = 'student', overrides: Body = {}): Promise<Body> {
  const u = crypto.randomUUID().slice(0, 8);
  const body: Body = {
    name: 'Schneider',
    firstName: 'Lena',
    username: `lena_${u}`,
    email: `lena_${u}@schule.example`,
    password: PASSWORD,
    repeatPassword: PASSWORD,
    contact: '+49 171 1234567',
    dob: '2003-05-17',
    userType,
    profile: await buildUpload(t),
    signature: await buildUpload(t),
  };
  if (userType === 'student') {
    Object.assign(body, {
      grade: classId,
      impatient1: 'stationäre Langzeitpflege',
      impatient2: 'Pädiatrie',
      impatient3: 'Psychiatrie',
      impatient4: 'Tagespflege',
      impatient5: 'Pädiatrie',
    });
  }
  if (userType === 'supervisor') body.lfce = 'CE';
  return { ...body, ...overrides };
}

const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/user/auth/register', payload: payload as Body });

/** Users stored with this body's e-mail or username (robust when test files share a database). */
async function storedFor(body: Body): Promise<number> {
  const text = (v: unknown) => (typeof v === 'string' ? v.toLowerCase().replaceAll('\u0000', '') : '-');
  const [email, username] = [text(body.email), text(body.username)];
  const [row] = await t.db
    .select({ n: count() })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${email}`, sql`lower(${users.username}) = ${username}`));
  return Number(row!.n);
}

describe('AUTH-32 API-02 POST /api/user/auth/register', () => {
  it('AUTH-32 AUTH-31 UPL-03 SEC-07 a student is created active with every field and no password in the answer', async () => {
    const body = await validBody('student');
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      name: 'Schneider',
      firstName: 'Lena',
      email: body.email,
      contact: '+49 171 1234567',
      dob: '2003-05-17',
      userType: 'student',
      grade: classId,
      lfce: null,
      status: 'active',
    });
    expect(user._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toMatch(/password|passwordHash|argon2/i);
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    // stored in full, answered minimally (data minimisation)
    expect(row).toMatchObject({ username: body.username, profile: body.profile, signature: body.signature, impatient1: 'stationäre Langzeitpflege', impatient5: 'Pädiatrie' });
    const cookie = await login(t.app, body.email as string, PASSWORD);
    expect(cookie).toMatch(/^pp_session=/);
  });

  it('AUTH-25 CONST-10 a supervisor without lfce gets LF; AUTH-26 a teacher stores neither lfce nor placements', async () => {
    const sup = await register(await validBody('supervisor', { lfce: undefined }));
    expect(sup.statusCode, sup.body).toBe(201);
    expect(sup.json().user).toMatchObject({ userType: 'supervisor', lfce: 'LF', grade: null, status: 'pending' });
    const ce = await register(await validBody('supervisor'));
    expect(ce.json().user.lfce).toBe('CE');
    const teacher = await register(await validBody('teacher', { lfce: 'CE', grade: classId, impatient1: 'Pädiatrie' }));
    expect(teacher.statusCode, teacher.body).toBe(201);
    expect(teacher.json().user).toMatchObject({ userType: 'teacher', lfce: null, grade: null, status: 'pending' });
  });

  it('SEC-10 AMB-08 a teacher is pending: login answers 403 with the German message until an admin approves it', async () => {
    const body = await validBody('teacher');
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const payload = { email: body.email, password: PASSWORD };
    const pending = await t.app.inject({ method: 'POST', url: '/api/user/auth/login', payload });
    expect(pending.statusCode).toBe(403);
    expect(pending.json().messages[0].message).toBe(
      'Ihr Konto wurde noch nicht freigegeben. Bitte warten Sie auf die Freigabe durch die Verwaltung.',
    );
    expect(pending.cookies).toHaveLength(0);
    const admin = await buildAdmin(t.db);
    const adminCookie = await sessionFor(t.db, admin);
    const approve = await t.app.inject({ method: 'PATCH', url: `/api/admin/users/${res.json().user._id}/approve`, headers: { cookie: adminCookie } });
    expect(approve.statusCode).toBe(200);
    const ok = await t.app.inject({ method: 'POST', url: '/api/user/auth/login', payload });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userType).toBe('teacher');
  });

  it('SEC-10 a pending supervisor cannot sign in either', async () => {
    const body = await validBody('supervisor');
    expect((await register(body)).statusCode).toBe(201);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/auth/login', payload: { email: body.email, password: PASSWORD } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('AMB-07 SEC-10 kilian (and admin) cannot self-register', async () => {
    for (const userType of ['kilian', 'admin', 'Student', 7, null]) {
      const body = await validBody('teacher', { userType });
      const res = await register(body);
      expect(res.statusCode, String(userType)).toBe(400);
      expect(res.json().messages[0]).toEqual({ message: authMessages.userTypeInvalid, path: 'userType' });
      expect(await storedFor(body)).toBe(0);
    }
  });

  it('SEC-11 AMB-09 duplicate e-mail (any case) answers 409 and stores nothing', async () => {
    const first = await validBody('student');
    expect((await register(first)).statusCode).toBe(201);
    const again = await validBody('student', { email: (first.email as string).toUpperCase() });
    const res = await register(again);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      messages: [{ message: 'Diese E-Mail-Adresse ist bereits registriert.', path: 'email' }],
    });
    const [n] = await t.db.select({ n: count() }).from(users).where(eq(users.username, again.username as string));
    expect(Number(n!.n)).toBe(0);
  });

  it('SEC-11 duplicate username (any case) answers 409 and stores nothing', async () => {
    const first = await validBody('student');
    expect((await register(first)).statusCode).toBe(201);
    const again = await validBody('student', { username: (first.username as string).toUpperCase() });
    const res = await register(again);
    expect(res.statusCode).toBe(409);
    expect(res.json().messages[0]).toEqual({ message: 'Dieser Benutzername ist bereits vergeben.', path: 'username' });
    const [n] = await t.db.select({ n: count() }).from(users).where(eq(users.email, again.email as string));
    expect(Number(n!.n)).toBe(0);
  });

  it('AUTH-28 ERR-08 a repeated password that differs answers 400 with the verbatim alert text', async () => {
    const body = await validBody('student', { repeatPassword: 'anderes-passwort' });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([{ message: 'Die Passwörter stimmen nicht überein !', path: 'repeatPassword' }]);
    expect(await storedFor(body)).toBe(0);
  });

  it('SEC-11 a password under 8 characters answers 400', async () => {
    const body = await validBody('student', { password: 'kurz123', repeatPassword: 'kurz123' });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0]).toEqual({ message: 'Das Passwort muss mindestens 8 Zeichen lang sein.', path: 'password' });
    expect(await storedFor(body)).toBe(0);
  });

  it('AUTH-22 AUTH-30 SEC-08 a student without class or with a missing placement answers 400 naming the field', async () => {
    const noClass = await validBody('student', { grade: undefined });
    let res = await register(noClass);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([{ message: 'Bitte eine Klasse auswählen!', path: 'grade' }]);
    for (const k of ['impatient1', 'impatient2', 'impatient3', 'impatient4', 'impatient5']) {
      const body = await validBody('student', { [k]: undefined });
      res = await register(body);
      expect(res.statusCode, k).toBe(400);
      expect(res.json().messages).toEqual([{ message: `Einsatz ${k.slice(-1)}: Bitte einen Einsatzort auswählen.`, path: k }]);
      expect(await storedFor(body)).toBe(0);
    }
    expect(await storedFor(noClass)).toBe(0);
  });

  it('AMB-24 the phone is stored as text up to 20 characters; 21 answer 400 (never a database error)', async () => {
    const ok = await validBody('student', { contact: '+49 1234 5678 901234' });
    const res = await register(ok);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.contact).toBe('+49 1234 5678 901234');
    const tooLong = await validBody('student', { contact: '+49 1234 5678 9012345' });
    const bad = await register(tooLong);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages[0]).toEqual({ message: 'Telefon: 6–20 Zeichen, nur Ziffern, +, Leerzeichen, / und -.', path: 'contact' });
    expect(await storedFor(tooLong)).toBe(0);
  });

  it('AMB-22 AMB-23 a placement outside the option list answers 400 naming the placement', async () => {
    const body = await validBody('student', { impatient3: 'Zahnarztpraxis' });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0]).toEqual({ message: 'Einsatz 3: Bitte einen Einsatzort aus der Liste wählen.', path: 'impatient3' });
  });

  it('AUTH-22 an unknown class id answers 400 and stores nothing', async () => {
    const body = await validBody('student', { grade: crypto.randomUUID() });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0]).toEqual({ message: 'Die gewählte Klasse existiert nicht.', path: 'grade' });
    expect(await storedFor(body)).toBe(0);
  });

  it('AUTH-19 AUTH-21 UPL-03 profile and signature must be uploaded images', async () => {
    const student = await buildUser(t.db);
    const cookie = await sessionFor(t.db, student);
    const pdf = await t.app.inject({ method: 'GET', url: '/api/upload/preSignedURL/pdf', headers: { cookie } });
    const pdfUrl = pdf.json().url as string;
    const put = await t.app.inject({
      method: 'PUT',
      url: pdfUrl.replace(/^https?:\/\/[^/]+/, ''),
      headers: { 'content-type': 'application/pdf', cookie },
      payload: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    });
    expect(put.statusCode, put.body).toBe(200);
    const cases: [string, string, string][] = [
      ['profile', 'http://localhost/api/upload/files/00000000-0000-4000-8000-000000000000.png', 'Profilbild: Bitte zuerst ein Bild hochladen.'],
      ['profile', 'https://example.com/bild.png', 'Profilbild: Bitte zuerst ein Bild hochladen.'],
      ['signature', pdfUrl.split('?')[0]!, 'Unterschrift: Bitte zuerst ein Bild hochladen.'],
    ];
    for (const [field, value, message] of cases) {
      const body = await validBody('student', { [field]: value });
      const res = await register(body);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().messages[0]).toEqual({ message, path: field });
      expect(await storedFor(body)).toBe(0);
    }
  });

  it('SEC-04 AMB-18 an image uploaded by a signed-in user can be used by that user only', async () => {
    const teacher = await buildUser(t.db, { userType: 'teacher' });
    const cookie = await sessionFor(t.db, teacher);
    const profile = await uploadPng(t.app, cookie);
    const signature = await uploadPng(t.app, cookie);
    // anonymously: refused
    const anon = await validBody('student', { profile });
    const refused = await register(anon);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages[0]).toEqual({ message: 'Profilbild: Bitte zuerst ein Bild hochladen.', path: 'profile' });
    // with the uploader's session (a teacher helping a student sign up): accepted
    const helped = await validBody('student', { profile, signature });
    const res = await t.app.inject({ method: 'POST', url: '/api/user/auth/register', headers: { cookie }, payload: helped });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('SEC-04 AMB-18 an image that another account already holds cannot be claimed', async () => {
    const first = await validBody('student');
    expect((await register(first)).statusCode).toBe(201);
    const body = await validBody('student', { profile: first.profile });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0]).toEqual({ message: 'Profilbild: Bitte zuerst ein Bild hochladen.', path: 'profile' });
    expect(await storedFor(body)).toBe(0);
  });
});

// Field, German label that the message must contain, and the bad values to try.
const TOO_LONG = 'x'.repeat(10_000);
const fieldCases: [string, string, unknown[]][] = [
  ['name', 'Nachname', [undefined, 42, TOO_LONG, '   ', 'Ma\u0000ier', { a: 1 }]],
  ['firstName', 'Vorname', [undefined, 42, TOO_LONG, '', ['Lena']]],
  ['username', 'Benutzername', [undefined, 42, TOO_LONG, 'ab', 'hans wurst', 'lena\u0000x', 'jürgen']],
  ['email', 'E-Mail', [undefined, 42, `${TOO_LONG}@schule.example`, 'keine-mail', 'a@b', 'x\u0000@schule.example']],
  ['password', 'Passwort', [undefined, 12345678, TOO_LONG, 'kurz']],
  ['repeatPassword', 'Passw', [42, TOO_LONG, 'etwas-anderes']],
  ['contact', 'Telefon', [undefined, 1711234567, TOO_LONG, 'abc', '+49 171 123456789012345', '123']],
  ['dob', 'Geburtsdatum', [undefined, 20030517, TOO_LONG, '17.05.2003', '2003-02-30', '1800-01-01', '2999-01-01']],
  ['userType', 'Benutzertyp', [undefined, 1, TOO_LONG, 'kilian']],
  ['profile', 'Profilbild', [undefined, 1, `http://localhost/${TOO_LONG}`, 'kein link', 'http://localhost/api/upload/files/a.png?sig=1']],
  ['signature', 'Unterschrift', [undefined, true, `http://localhost/${TOO_LONG}`, 'javascript:alert(1)']],
  ['grade', 'Klasse', [undefined, 7, TOO_LONG, 'keine-uuid']],
  ['impatient1', 'Einsatz 1', [undefined, 3, TOO_LONG, 'Zahnarztpraxis']],
  ['impatient5', 'Einsatz 5', [undefined, false, TOO_LONG, '']],
];

describe('SEC-08 AMB-10 bad input for every register field: 400 naming the field, nothing stored', () => {
  for (const [field, label, values] of fieldCases) {
    it(`SEC-08 AUTH-29 ${field}: missing, wrong type, 10,000 characters, malformed`, async () => {
      for (const value of values) {
        const body = await validBody('student');
        if (value === undefined) delete body[field];
        else body[field] = value;
        const res = await register(body);
        const what = `${field}=${JSON.stringify(value)?.slice(0, 40)}`;
        expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBe(400);
        const { code, messages } = res.json() as { code: string; messages: { message: string; path?: string }[] };
        expect(code).toBe('VALIDATION_ERROR');
        const msg = messages.find((m) => m.path === field);
        expect(msg, `${what}: ${JSON.stringify(messages)}`).toBeDefined();
        expect(msg!.message, what).toContain(label);
        expect(await storedFor(body), what).toBe(0);
      }
    });
  }

  it('SEC-08 a supervisor with an lfce other than LF or CE answers 400', async () => {
    for (const lfce of ['XX', 1, TOO_LONG]) {
      const body = await validBody('supervisor', { lfce });
      const res = await register(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0]).toEqual({ message: 'LF/CE muss LF oder CE sein.', path: 'lfce' });
      expect(await storedFor(body)).toBe(0);
    }
  });

  it('SEC-08 a body that is not an object, or not JSON, answers 400 without a 500', async () => {
    for (const payload of [[], [await validBody()], 'text', 42, null]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().messages[0].message).toBeTruthy();
    }
  });

  it('SEC-08 unknown extra fields are ignored, never stored (no status or userType smuggling)', async () => {
    const body = await validBody('teacher', { status: 'active', passwordHash: 'x', _id: crypto.randomUUID() });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.status).toBe('pending');
    expect(res.json().user._id).not.toBe(body._id);
  });

  it('SEC-08 the register answer never exposes internals for unicode input', async () => {
    const body = await validBody('student', { name: 'Ölçek-Łukasiewicz 😀', firstName: 'Zoë' });
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.name).toBe('Ölçek-Łukasiewicz 😀');
  });
});

describe('SEC-01 AMB-28 rate limit of registration', () => {
  it('SEC-01 too many registrations from one address answer 429 with a message', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, register: { max: 2, windowMs: 60_000 } },
    });
    try {
      const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/user/auth/register', remoteAddress, payload: await validBodyFor(limited) });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().messages[0].message).toMatch(/Zu viele Registrierungen/);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

async function validBodyFor(ctx: TestContext): Promise<Body> {
  const u = crypto.randomUUID().slice(0, 8);
  return {
    name: 'Weber',
    firstName: 'Tom',
    username: `tom_${u}`,
    email: `tom_${u}@schule.example`,
    password: PASSWORD,
    contact: '0171 7654321',
    dob: '1980-01-01',
    userType: 'teacher',
    profile: await buildUpload(ctx),
    signature: await buildUpload(ctx),
  };
}
