import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classMessages } from '@praxisport/contract/classes';
import { authMessages } from '@praxisport/contract/auth';
import { classTeachers } from '../../db/schema/classes';
import { createTestApp, login, loginAdmin, type TestContext } from '../../../test/helpers';
import { buildAdmin, buildClass, buildKilian, buildStudent, buildSupervisor, buildTeacher, buildUser, joinClass } from '../../../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
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

describe('POST /api/grade/create', () => {
  it('SEC-01 answers 401 without a session', async () => {
    const res = await call('POST', '/api/grade/create', undefined, { className: 'Kurs A' });
    expect(res.statusCode).toBe(401);
    expect(message(res)).toBe(authMessages.unauthenticated);
  });

  it('CLS-13 ERR-10 PERM-01 SEC-02 refuses teachers, students and kilian users with the specified text, before validation', async () => {
    const sup = await buildSupervisor(t.db);
    const cls = await buildClass(t.db, sup.id);
    const others = [await teacherSession(), await studentSession(cls.id), { cookie: await login(t.app, (await buildKilian(t.db)).email) }];
    for (const { cookie } of others) {
      for (const body of [{ className: 'Kurs A' }, { className: 'x'.repeat(10_000) }, {}]) {
        const res = await call('POST', '/api/grade/create', cookie, body);
        expect(res.statusCode).toBe(403);
        expect(message(res)).toBe('Only Supervisor is allowed to add classes!');
      }
    }
  });

  it('SEC-03 refuses a _teacher that is not the session user and creates nothing', async () => {
    const { cookie } = await supervisorSession();
    const other = await buildSupervisor(t.db);
    const name = `Kurs ${uuid()}`;
    const res = await call('POST', '/api/grade/create', cookie, { className: name, _teacher: other.id });
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe(classMessages.notSelf);
    const list = await call('GET', `/api/grade/${other.id}`, await login(t.app, other.email));
    expect(list.json().classes).toEqual([]);
  });

  it('CLS-12 SEC-08 answers 400 with the exact message for empty, blank, missing and wrong-typed names', async () => {
    const { cookie } = await supervisorSession();
    for (const body of [{ className: '' }, { className: '   \t ' }, {}, { className: 42 }, { className: null }, { className: ['Kurs'] }]) {
      const res = await call('POST', '/api/grade/create', cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(message(res)).toBe('Please fill the form correctly!');
    }
  });

  it('SEC-08 answers 400 for names over 200 characters (10,000 and 201)', async () => {
    const { cookie } = await supervisorSession();
    for (const className of ['x'.repeat(10_000), 'y'.repeat(201)]) {
      const res = await call('POST', '/api/grade/create', cookie, { className });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe('Der Klassenname darf höchstens 200 Zeichen lang sein.');
    }
    const ok = await call('POST', '/api/grade/create', cookie, { className: 'z'.repeat(200) });
    expect(ok.statusCode).toBe(201);
  });

  it('SEC-08 answers 400 for a malformed _teacher id', async () => {
    const { cookie } = await supervisorSession();
    const res = await call('POST', '/api/grade/create', cookie, { className: 'Kurs B', _teacher: 'not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('Ungültige ID.');
  });

  it('CLS-14 CLS-15 CLS-18 AMB-33 creates the class for the session supervisor with the documented fields', async () => {
    const { user, cookie } = await supervisorSession();
    const res = await call('POST', '/api/grade/create', cookie, { className: '  PFA 26-1  ', _teacher: user.id });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['class']);
    expect(body.class).toEqual({ _id: expect.any(String), className: 'PFA 26-1', _teacher: user.id, noOfStudents: 0 });
    // without _teacher the server takes the session user
    const second = await call('POST', '/api/grade/create', cookie, { className: 'PFA 26-2' });
    expect(second.statusCode).toBe(201);
    expect(second.json().class._teacher).toBe(user.id);
    const list = await call('GET', `/api/grade/${user.id}`, cookie);
    expect(list.json().classes.map((c: { className: string }) => c.className)).toEqual(['PFA 26-1', 'PFA 26-2']);
  });

  it('SEC-08 answers 409 for a duplicate name of the same supervisor, case-insensitively; other supervisors may reuse it', async () => {
    const { cookie } = await supervisorSession();
    expect((await call('POST', '/api/grade/create', cookie, { className: 'Kurs Alpha' })).statusCode).toBe(201);
    for (const className of ['Kurs Alpha', 'kurs alpha', '  KURS ALPHA ']) {
      const res = await call('POST', '/api/grade/create', cookie, { className });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('CONFLICT');
      expect(message(res)).toBe('Sie haben bereits eine Klasse mit diesem Namen.');
    }
    const other = await supervisorSession();
    expect((await call('POST', '/api/grade/create', other.cookie, { className: 'Kurs Alpha' })).statusCode).toBe(201);
  });
});

describe('GET /api/grade/{userId}', () => {
  it('SEC-01 answers 401 without a session', async () => {
    const res = await call('GET', `/api/grade/${uuid()}`);
    expect(res.statusCode).toBe(401);
  });

  it('PERM-15 SEC-02 refuses students and kilian users', async () => {
    const student = await studentSession();
    const kilian = await buildKilian(t.db);
    for (const [id, cookie] of [
      [student.user.id, student.cookie],
      [kilian.id, await login(t.app, kilian.email)],
    ] as const) {
      const res = await call('GET', `/api/grade/${id}`, cookie);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe(authMessages.forbidden);
    }
  });

  it("SEC-03 refuses another user's id for teachers and supervisors", async () => {
    const teacher = await teacherSession();
    const supervisor = await supervisorSession();
    const otherTeacher = await buildTeacher(t.db);
    for (const [cookie, id] of [
      [teacher.cookie, otherTeacher.id],
      [teacher.cookie, supervisor.user.id],
      [supervisor.cookie, teacher.user.id],
      [supervisor.cookie, (await buildSupervisor(t.db)).id],
    ] as const) {
      const res = await call('GET', `/api/grade/${id}`, cookie);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe(classMessages.notSelf);
    }
  });

  it('SEC-08 answers 400 for a malformed id', async () => {
    const { cookie } = await teacherSession();
    const res = await call('GET', '/api/grade/not-a-uuid', cookie);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('Ungültige ID.');
  });

  it('CLS-09 CLS-18 AMB-35 gives a teacher the joined classes with noOfStudents counted from students', async () => {
    const sup = await buildSupervisor(t.db);
    const a = await buildClass(t.db, sup.id, 'A-Kurs');
    const b = await buildClass(t.db, sup.id, 'B-Kurs');
    await buildClass(t.db, sup.id, 'C-Kurs (nicht beigetreten)');
    for (let i = 0; i < 3; i++) await buildStudent(t.db, a.id);
    await buildStudent(t.db, b.id);
    // a non-student that somehow carries the class id does not count
    await buildUser(t.db, { userType: 'teacher', gradeId: a.id });
    const teacher = await teacherSession();
    await joinClass(t.db, a.id, teacher.user.id);
    await joinClass(t.db, b.id, teacher.user.id);
    const res = await call('GET', `/api/grade/${teacher.user.id}`, teacher.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      classes: [
        { _id: a.id, className: 'A-Kurs', _teacher: sup.id, noOfStudents: 3 },
        { _id: b.id, className: 'B-Kurs', _teacher: sup.id, noOfStudents: 1 },
      ],
    });
  });

  it('CLS-09 AMB-31 gives a supervisor only the classes they created', async () => {
    const supervisor = await supervisorSession();
    const own = await buildClass(t.db, supervisor.user.id, 'Eigene Klasse');
    await buildClass(t.db, (await buildSupervisor(t.db)).id, 'Fremde Klasse');
    await buildStudent(t.db, own.id);
    await buildStudent(t.db, own.id);
    const res = await call('GET', `/api/grade/${supervisor.user.id}`, supervisor.cookie);
    expect(res.json()).toEqual({ classes: [{ _id: own.id, className: 'Eigene Klasse', _teacher: supervisor.user.id, noOfStudents: 2 }] });
  });

  it("API-07 lets an admin read anyone's classes; an unknown user is 404", async () => {
    const admin = await buildAdmin(t.db);
    const cookie = await loginAdmin(t.app, admin.email);
    const sup = await buildSupervisor(t.db);
    const cls = await buildClass(t.db, sup.id);
    const res = await call('GET', `/api/grade/${sup.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().classes).toEqual([{ _id: cls.id, className: cls.className, _teacher: sup.id, noOfStudents: 0 }]);
    const student = await buildStudent(t.db, cls.id);
    expect((await call('GET', `/api/grade/${student.id}`, cookie)).json()).toEqual({ classes: [] });
    const unknown = await call('GET', `/api/grade/${uuid()}`, cookie);
    expect(unknown.statusCode).toBe(404);
    expect(message(unknown)).toBe(classMessages.userNotFound);
  });
});

describe('GET /api/grade/notJoined/{userId}', () => {
  it('SEC-01 answers 401 without a session', async () => {
    expect((await call('GET', `/api/grade/notJoined/${uuid()}`)).statusCode).toBe(401);
  });

  it('SEC-02 refuses supervisors and students', async () => {
    const supervisor = await supervisorSession();
    const student = await studentSession();
    for (const s of [supervisor, student]) {
      const res = await call('GET', `/api/grade/notJoined/${s.user.id}`, s.cookie);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe(authMessages.forbidden);
    }
  });

  it("SEC-03 refuses another teacher's id", async () => {
    const teacher = await teacherSession();
    const res = await call('GET', `/api/grade/notJoined/${(await buildTeacher(t.db)).id}`, teacher.cookie);
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe(classMessages.notSelf);
  });

  it('SEC-08 answers 400 for a malformed id', async () => {
    const teacher = await teacherSession();
    const res = await call('GET', '/api/grade/notJoined/123', teacher.cookie);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('Ungültige ID.');
  });

  it('CLS-05 lists the classes the teacher has not joined, with noOfStudents', async () => {
    const sup = await buildSupervisor(t.db);
    const joined = await buildClass(t.db, sup.id);
    const open = await buildClass(t.db, sup.id);
    await buildStudent(t.db, open.id);
    const teacher = await teacherSession();
    await joinClass(t.db, joined.id, teacher.user.id);
    const res = await call('GET', `/api/grade/notJoined/${teacher.user.id}`, teacher.cookie);
    expect(res.statusCode).toBe(200);
    const classes = res.json().classes as { _id: string }[];
    expect(classes).toContainEqual({ _id: open.id, className: open.className, _teacher: sup.id, noOfStudents: 1 });
    expect(classes.map((c) => c._id)).not.toContain(joined.id);
  });
});

describe('POST /api/grade/joinClass/{userId}/{classId}', () => {
  it('SEC-01 answers 401 without a session', async () => {
    expect((await call('POST', `/api/grade/joinClass/${uuid()}/${uuid()}`)).statusCode).toBe(401);
  });

  it('PERM-07 SEC-02 refuses supervisors and students', async () => {
    const cls = await buildClass(t.db, (await buildSupervisor(t.db)).id);
    for (const s of [await supervisorSession(), await studentSession(cls.id)]) {
      const res = await call('POST', `/api/grade/joinClass/${s.user.id}/${cls.id}`, s.cookie);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe(authMessages.forbidden);
    }
  });

  it('SEC-03 AMB-34 refuses joining in the name of another teacher', async () => {
    const cls = await buildClass(t.db, (await buildSupervisor(t.db)).id);
    const teacher = await teacherSession();
    const other = await buildTeacher(t.db);
    const res = await call('POST', `/api/grade/joinClass/${other.id}/${cls.id}`, teacher.cookie);
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe(classMessages.notSelf);
    const rows = await t.db.select().from(classTeachers).where(eq(classTeachers.classId, cls.id));
    expect(rows).toEqual([]);
  });

  it('SEC-08 answers 400 for malformed ids and 404 for an unknown class', async () => {
    const teacher = await teacherSession();
    const bad = await call('POST', `/api/grade/joinClass/${teacher.user.id}/abc`, teacher.cookie);
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe('Ungültige ID.');
    const unknown = await call('POST', `/api/grade/joinClass/${teacher.user.id}/${uuid()}`, teacher.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(message(unknown)).toBe(classMessages.notFound);
  });

  it('CLS-06 CLS-07 AMB-34 joins once, and joining twice answers 200 with no change', async () => {
    const sup = await buildSupervisor(t.db);
    const cls = await buildClass(t.db, sup.id, 'Beitrittskurs');
    await buildStudent(t.db, cls.id);
    const teacher = await teacherSession();
    const first = await call('POST', `/api/grade/joinClass/${teacher.user.id}/${cls.id}`, teacher.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ class: { _id: cls.id, className: 'Beitrittskurs', _teacher: sup.id, noOfStudents: 1 } });
    const where = and(eq(classTeachers.classId, cls.id), eq(classTeachers.teacherId, teacher.user.id));
    const [before] = await t.db.select().from(classTeachers).where(where);

    const second = await call('POST', `/api/grade/joinClass/${teacher.user.id}/${cls.id}`, teacher.cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const after = await t.db.select().from(classTeachers).where(where);
    expect(after).toEqual([before]);

    const mine = await call('GET', `/api/grade/${teacher.user.id}`, teacher.cookie);
    expect(mine.json().classes.map((c: { _id: string }) => c._id)).toEqual([cls.id]);
    const open = await call('GET', `/api/grade/notJoined/${teacher.user.id}`, teacher.cookie);
    expect(open.json().classes.map((c: { _id: string }) => c._id)).not.toContain(cls.id);
  });
});

describe('GET and POST /api/grade/allClasses', () => {
  for (const method of ['GET', 'POST'] as const) {
    it(`CLS-17 API-10 API-P15 ${method}: 401 without a session, 403 for teachers and students`, async () => {
      expect((await call(method, '/api/grade/allClasses')).statusCode).toBe(401);
      for (const s of [await teacherSession(), await studentSession()]) {
        const res = await call(method, '/api/grade/allClasses', s.cookie);
        expect(res.statusCode).toBe(403);
        expect(message(res)).toBe(authMessages.forbidden);
      }
    });

    it(`CLS-17 CLS-18 AMB-31 ${method}: supervisors and admins get every class of the school`, async () => {
      const supervisor = await supervisorSession();
      const own = await buildClass(t.db, supervisor.user.id);
      const otherSup = await buildSupervisor(t.db);
      const foreign = await buildClass(t.db, otherSup.id);
      await buildStudent(t.db, foreign.id);
      const admin = await buildAdmin(t.db);
      for (const cookie of [supervisor.cookie, await loginAdmin(t.app, admin.email)]) {
        const res = await call(method, '/api/grade/allClasses', cookie);
        expect(res.statusCode).toBe(200);
        const classes = res.json().classes;
        expect(classes).toContainEqual({ _id: own.id, className: own.className, _teacher: supervisor.user.id, noOfStudents: 0 });
        expect(classes).toContainEqual({ _id: foreign.id, className: foreign.className, _teacher: otherSup.id, noOfStudents: 1 });
      }
    });
  }
});
