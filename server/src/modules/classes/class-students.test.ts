import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classMessages } from '@praxisport/contract/classes';
import { authMessages } from '@praxisport/contract/auth';
import { createTestApp, login, loginAdmin, type TestContext } from '../../../test/helpers';
import { buildAdmin, buildClass, buildStudent, buildSupervisor, buildTeacher, joinClass } from '../../../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET', url: string, cookie?: string) => t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const message = (res: { json: () => unknown }) => (res.json() as { messages: { message: string }[] }).messages[0]!.message;
const uuid = () => crypto.randomUUID();

async function supervisorSession() {
  const user = await buildSupervisor(t.db);
  return { user, cookie: await login(t.app, user.email) };
}
async function teacherSession() {
  const user = await buildTeacher(t.db);
  return { user, cookie: await login(t.app, user.email) };
}
async function studentSession(classId: string | null = null) {
  const user = await buildStudent(t.db, classId);
  return { user, cookie: await login(t.app, user.email) };
}

describe('GET /api/user/students/{classId}', () => {
  async function classWithStudents() {
    const supervisor = await supervisorSession();
    const cls = await buildClass(t.db, supervisor.user.id, 'Pflegekurs 2026');
    const zimmer = await buildStudent(t.db, cls.id, { firstName: 'Zoe', name: 'Zimmermann', contact: null });
    const becker = await buildStudent(t.db, cls.id, { firstName: 'Ben', name: 'Becker' });
    const mueller = await buildStudent(t.db, cls.id, { firstName: 'Mia', name: 'müller' });
    await buildStudent(t.db, (await buildClass(t.db, supervisor.user.id)).id, { name: 'Anderer' });
    return { supervisor, cls, students: [becker, mueller, zimmer] };
  }

  it('SEC-01 answers 401 without a session', async () => {
    expect((await call('GET', `/api/user/students/${uuid()}`)).statusCode).toBe(401);
  });

  it('PERM-15 SEC-02 refuses students, even of the class', async () => {
    const { cls } = await classWithStudents();
    const student = await studentSession(cls.id);
    const res = await call('GET', `/api/user/students/${cls.id}`, student.cookie);
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe(authMessages.forbidden);
  });

  it('SEC-04 AMB-40 refuses a teacher who has not joined and a supervisor who did not create the class', async () => {
    const { cls } = await classWithStudents();
    for (const s of [await teacherSession(), await supervisorSession()]) {
      const res = await call('GET', `/api/user/students/${cls.id}`, s.cookie);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe(classMessages.notYourClass);
    }
  });

  it('AMB-37 SEC-08 answers 400 for a malformed id and 404 for an unknown class', async () => {
    const { supervisor } = await classWithStudents();
    const bad = await call('GET', '/api/user/students/undefined', supervisor.cookie);
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe('Ungültige ID.');
    const unknown = await call('GET', `/api/user/students/${uuid()}`, supervisor.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(message(unknown)).toBe(classMessages.notFound);
  });

  it('STU-05 ENT-05 AMB-36 gives a joined teacher the students by surname with the documented fields, and the class', async () => {
    const { cls, supervisor, students } = await classWithStudents();
    const teacher = await teacherSession();
    await joinClass(t.db, cls.id, teacher.user.id);
    const res = await call('GET', `/api/user/students/${cls.id}`, teacher.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.class).toEqual({ _id: cls.id, className: 'Pflegekurs 2026', _teacher: supervisor.user.id, noOfStudents: 3 });
    expect(body.students).toEqual(
      students.map((s) => ({ _id: s.id, firstName: s.firstName, name: s.name, email: s.email, contact: s.contact })),
    );
    expect(body.students[2].contact).toBeNull();
    for (const row of body.students) expect(Object.keys(row).sort()).toEqual(['_id', 'contact', 'email', 'firstName', 'name']);
  });

  it('PERM-02 AMB-40 lets the creating supervisor and an admin read the students', async () => {
    const { cls, supervisor } = await classWithStudents();
    const admin = await buildAdmin(t.db);
    for (const cookie of [supervisor.cookie, await loginAdmin(t.app, admin.email)]) {
      const res = await call('GET', `/api/user/students/${cls.id}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().students.map((s: { name: string }) => s.name)).toEqual(['Becker', 'müller', 'Zimmermann']);
    }
  });
});
