import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, loginAdmin, type TestContext } from '../../../test/helpers';
import { buildAdmin, buildClass, buildKilian, buildStudent, buildSupervisor, buildTeacher, joinClass, type BuiltUser } from '../../../test/factories';

let t: TestContext;
let supervisor: BuiltUser;
let student: BuiltUser;
let classmate: BuiltUser;
let joinedTeacher: BuiltUser;
let otherTeacher: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  supervisor = await buildSupervisor(t.db);
  const cls = await buildClass(t.db, supervisor.id);
  const otherClass = await buildClass(t.db, supervisor.id);
  student = await buildStudent(t.db, cls.id, { firstName: 'Mia', name: 'Wagner', profile: 'http://localhost/api/upload/files/x.png' });
  classmate = await buildStudent(t.db, cls.id);
  joinedTeacher = await buildTeacher(t.db);
  await joinClass(t.db, cls.id, joinedTeacher.id);
  otherTeacher = await buildTeacher(t.db);
  await joinClass(t.db, otherClass.id, otherTeacher.id);
});
afterAll(() => t.close());

const byId = (id: string, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/user/byId/${id}`, headers: cookie ? { cookie } : {} });
const as = (u: BuiltUser) => login(t.app, u.email);

describe('API-12 GET /api/user/byId/{id}', () => {
  it('SEC-01 without a session answers 401', async () => {
    const res = await byId(student.id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', messages: [{ message: 'Bitte melden Sie sich an.' }] });
  });

  it('ENT-01 SEC-07 the user themselves gets every documented field and never the password', async () => {
    const res = await byId(student.id, await as(student));
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toEqual({
      _id: student.id,
      name: 'Wagner',
      firstName: 'Mia',
      username: student.username,
      email: student.email,
      contact: student.contact,
      dob: student.dob,
      userType: 'student',
      profile: student.profile,
      signature: null,
      grade: student.gradeId,
      lfce: null,
      impatient1: 'Pädiatrie',
      impatient2: 'Psychiatrie',
      impatient3: 'Tagespflege',
      impatient4: 'Intensivstation',
      impatient5: 'ambulante Pflege',
      status: 'active',
    });
    expect(res.body).not.toMatch(/password|hash|argon/i);
  });

  it('ENT-01 a supervisor reading themselves sees lfce and no student fields', async () => {
    const res = await byId(supervisor.id, await as(supervisor));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ userType: 'supervisor', lfce: 'LF', grade: null, impatient1: null });
  });

  it('SEC-04 AMB-47 a teacher who joined the student\'s class reads the student', async () => {
    const res = await byId(student.id, await as(joinedTeacher));
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(student.id);
  });

  it('SEC-04 AMB-04 AMB-47 another student, a teacher of another class, the supervisor and a kilian get 403', async () => {
    const kilian = await buildKilian(t.db);
    for (const u of [classmate, otherTeacher, supervisor, kilian]) {
      const res = await byId(student.id, await as(u));
      expect(res.statusCode, u.userType).toBe(403);
      expect(res.json().messages[0].message).toBe('Sie haben keinen Zugriff auf diesen Benutzer.');
    }
  });

  it('SEC-04 a teacher cannot read other staff, even a teacher of the same class', async () => {
    const colleague = await buildTeacher(t.db);
    const cls = await buildClass(t.db, supervisor.id);
    await joinClass(t.db, cls.id, colleague.id);
    await joinClass(t.db, cls.id, joinedTeacher.id);
    for (const id of [colleague.id, supervisor.id]) {
      expect((await byId(id, await as(joinedTeacher))).statusCode).toBe(403);
    }
  });

  it('AMB-15 an admin reads any user', async () => {
    const admin = await buildAdmin(t.db);
    const res = await byId(student.id, await loginAdmin(t.app, admin.email));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(student.email);
  });

  it('SEC-08 a malformed id answers 400 with the exact message; an unknown id 404', async () => {
    const cookie = await as(student);
    for (const id of ['123', 'not-a-uuid', '%00', '%E2%80%AE', '😀', "1' or '1'='1", `${crypto.randomUUID()}x`]) {
      const res = await byId(id, cookie);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().messages[0]).toEqual({ message: 'Ungültige ID.', path: 'id' });
    }
    const unknown = await byId(crypto.randomUUID(), cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages[0].message).toBe('Benutzer nicht gefunden.');
  });

  it('SEC-08 a very long id never answers 500', async () => {
    const res = await byId('x'.repeat(10_000), await as(student));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
