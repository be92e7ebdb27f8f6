import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classMessages } from '@praxisport/contract/classes';
import { authMessages } from '@praxisport/contract/auth';
import { classTeachers } from '../../db/schema/users';
import {
  buildAdmin,
  buildClass,
  buildStudent,
  buildSupervisor,
  buildTeacher,
  buildUser,
  call,
  describeRoute,
  expectError,
  joinClass,
  signIn,
  useTestApp,
  uuid,
} from '../../../test/kit';

const t = useTestApp();

const supervisorSession = async () => signIn(t.db, await buildSupervisor(t.db));
const teacherSession = async () => signIn(t.db, await buildTeacher(t.db));
const studentSession = async (classId: string | null = null) => signIn(t.db, await buildStudent(t.db, classId));
const create = (as: { cookie: string } | undefined, body: unknown) => call(t, { method: 'POST', url: '/api/grade/create', as, body });

describeRoute(
  t,
  {
    method: 'POST',
    route: '/api/grade/create',
    allowed: ['supervisor'],
    forbiddenMessage: 'Only Supervisor is allowed to add classes!',
    valid: () => ({ url: '/api/grade/create', body: { className: 'Kurs A' } }),
    // refused before validation, whatever the body
    extra: () => [{ url: '/api/grade/create', body: { className: 'x'.repeat(10_000) } }],
    invalid: [{ className: '' }, { className: '   \t ' }, {}, { className: 42 }, { className: null }, { className: ['Kurs'] }].map((body) => ({
      request: () => ({ url: '/api/grade/create', body }),
      message: 'Please fill the form correctly!',
    })),
    names: {
      unauthenticated: 'SEC-01 answers 401 without a session',
      forbidden: 'CLS-13 ERR-10 PERM-01 SEC-02 refuses teachers, students and kilian users with the specified text, before validation',
      invalid: 'CLS-12 SEC-08 answers 400 with the exact message for empty, blank, missing and wrong-typed names',
    },
    skip: ['success'],
  },
  () => {
    it('SEC-03 refuses a _teacher that is not the session user and creates nothing', async () => {
      const sup = await supervisorSession();
      const other = await signIn(t.db, await buildSupervisor(t.db));
      const res = await create(sup, { className: `Kurs ${uuid()}`, _teacher: other.id });
      expectError(res, 403, classMessages.notSelf);
      const list = await call(t, { url: `/api/grade/${other.id}`, as: other });
      expect(list.json().classes).toEqual([]);
    });

    it('SEC-08 answers 400 for names over 200 characters (10,000 and 201)', async () => {
      const sup = await supervisorSession();
      for (const className of ['x'.repeat(10_000), 'y'.repeat(201)]) {
        expectError(await create(sup, { className }), 400, 'Der Klassenname darf höchstens 200 Zeichen lang sein.');
      }
      const ok = await create(sup, { className: 'z'.repeat(200) });
      expect(ok.statusCode).toBe(201);
    });

    it('SEC-08 answers 400 for a malformed _teacher id', async () => {
      const sup = await supervisorSession();
      expectError(await create(sup, { className: 'Kurs B', _teacher: 'not-a-uuid' }), 400, 'Ungültige ID.');
    });

    it('CLS-14 CLS-15 CLS-18 AMB-33 creates the class for the session supervisor with the documented fields', async () => {
      const user = await supervisorSession();
      const res = await create(user, { className: '  PFA 26-1  ', _teacher: user.id });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(Object.keys(body)).toEqual(['class']);
      expect(body.class).toEqual({ _id: expect.any(String), className: 'PFA 26-1', _teacher: user.id, noOfStudents: 0 });
      // without _teacher the server takes the session user
      const second = await create(user, { className: 'PFA 26-2' });
      expect(second.statusCode).toBe(201);
      expect(second.json().class._teacher).toBe(user.id);
      const list = await call(t, { url: `/api/grade/${user.id}`, as: user });
      expect(list.json().classes.map((c: { className: string }) => c.className)).toEqual(['PFA 26-1', 'PFA 26-2']);
    });

    it('SEC-08 answers 409 for a duplicate name of the same supervisor, case-insensitively; other supervisors may reuse it', async () => {
      const sup = await supervisorSession();
      expect((await create(sup, { className: 'Kurs Alpha' })).statusCode).toBe(201);
      for (const className of ['Kurs Alpha', 'kurs alpha', '  KURS ALPHA ']) {
        expectError(await create(sup, { className }), 409, 'Sie haben bereits eine Klasse mit diesem Namen.');
      }
      const other = await supervisorSession();
      expect((await create(other, { className: 'Kurs Alpha' })).statusCode).toBe(201);
    });
  },
);

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/grade/{userId}',
    allowed: ['teacher', 'supervisor', 'admin'],
    // users ask for their own classes; an admin for the supervisor's
    valid: (s, who) => ({ url: `/api/grade/${who === 'admin' ? s.supervisor.id : s[who].id}` }),
    invalid: [{ request: () => ({ url: '/api/grade/not-a-uuid' }), message: 'Ungültige ID.' }],
    names: {
      unauthenticated: 'SEC-01 answers 401 without a session',
      forbidden: 'PERM-15 SEC-02 refuses students and kilian users',
      invalid: 'SEC-08 answers 400 for a malformed id',
    },
    skip: ['success'],
  },
  () => {
    it("SEC-03 refuses another user's id for teachers and supervisors", async () => {
      const teacher = await teacherSession();
      const supervisor = await supervisorSession();
      const otherTeacher = await buildTeacher(t.db);
      for (const [as, id] of [
        [teacher, otherTeacher.id],
        [teacher, supervisor.id],
        [supervisor, teacher.id],
        [supervisor, (await buildSupervisor(t.db)).id],
      ] as const) {
        expectError(await call(t, { url: `/api/grade/${id}`, as }), 403, classMessages.notSelf);
      }
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
      await joinClass(t.db, a.id, teacher.id);
      await joinClass(t.db, b.id, teacher.id);
      const res = await call(t, { url: `/api/grade/${teacher.id}`, as: teacher });
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
      const own = await buildClass(t.db, supervisor.id, 'Eigene Klasse');
      await buildClass(t.db, (await buildSupervisor(t.db)).id, 'Fremde Klasse');
      await buildStudent(t.db, own.id);
      await buildStudent(t.db, own.id);
      const res = await call(t, { url: `/api/grade/${supervisor.id}`, as: supervisor });
      expect(res.json()).toEqual({ classes: [{ _id: own.id, className: 'Eigene Klasse', _teacher: supervisor.id, noOfStudents: 2 }] });
    });

    it("API-07 lets an admin read anyone's classes; an unknown user is 404", async () => {
      const admin = await signIn(t.db, await buildAdmin(t.db));
      const sup = await buildSupervisor(t.db);
      const cls = await buildClass(t.db, sup.id);
      const res = await call(t, { url: `/api/grade/${sup.id}`, as: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json().classes).toEqual([{ _id: cls.id, className: cls.className, _teacher: sup.id, noOfStudents: 0 }]);
      const student = await buildStudent(t.db, cls.id);
      expect((await call(t, { url: `/api/grade/${student.id}`, as: admin })).json()).toEqual({ classes: [] });
      expectError(await call(t, { url: `/api/grade/${uuid()}`, as: admin }), 404, classMessages.userNotFound);
    });
  },
);

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/grade/notJoined/{userId}',
    allowed: ['teacher'],
    valid: (s, who) => ({ url: `/api/grade/notJoined/${s[who].id}` }),
    invalid: [{ request: () => ({ url: '/api/grade/notJoined/123' }), message: 'Ungültige ID.' }],
    names: {
      unauthenticated: 'SEC-01 answers 401 without a session',
      forbidden: 'SEC-02 refuses supervisors and students',
      invalid: 'SEC-08 answers 400 for a malformed id',
    },
    skip: ['success'],
  },
  () => {
    it("SEC-03 refuses another teacher's id", async () => {
      const teacher = await teacherSession();
      const res = await call(t, { url: `/api/grade/notJoined/${(await buildTeacher(t.db)).id}`, as: teacher });
      expectError(res, 403, classMessages.notSelf);
    });

    it('CLS-05 lists the classes the teacher has not joined, with noOfStudents', async () => {
      const sup = await buildSupervisor(t.db);
      const joined = await buildClass(t.db, sup.id);
      const open = await buildClass(t.db, sup.id);
      await buildStudent(t.db, open.id);
      const teacher = await teacherSession();
      await joinClass(t.db, joined.id, teacher.id);
      const res = await call(t, { url: `/api/grade/notJoined/${teacher.id}`, as: teacher });
      expect(res.statusCode).toBe(200);
      const classes = res.json().classes as { _id: string }[];
      expect(classes).toContainEqual({ _id: open.id, className: open.className, _teacher: sup.id, noOfStudents: 1 });
      expect(classes.map((c) => c._id)).not.toContain(joined.id);
    });

    it('ISSUE-17 paged by cursor and searched by name on the server; unpaged without a query', async () => {
      const sup = await buildSupervisor(t.db);
      const tag = `Seite${Date.now()}`;
      const names = ['a', 'B', 'c', 'D', 'e'].map((x) => `${tag} ${x}`);
      const made = [];
      for (const name of names) made.push(await buildClass(t.db, sup.id, name));
      const teacher = await teacherSession();
      await joinClass(t.db, made[3]!.id, teacher.id);
      const url = `/api/grade/notJoined/${teacher.id}`;
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const body = (await call(t, { url: `${url}?limit=2&search=${encodeURIComponent(tag.toLowerCase())}${cursor ? `&after=${cursor}` : ''}`, as: teacher })).json() as {
          classes: { className: string }[];
          nextCursor: string | null;
        };
        seen.push(...body.classes.map((c) => c.className));
        cursor = body.nextCursor;
        pages++;
      } while (cursor && pages < 5);
      // by name case-insensitively, the joined one left out, each once
      expect(seen).toEqual([names[0], names[1], names[2], names[4]]);
      expect(pages).toBe(2);
      expect(Object.keys((await call(t, { url, as: teacher })).json())).toEqual(['classes']);
      expectError(await call(t, { url: `${url}?after=bm90LW91cnM`, as: teacher }), 400, classMessages.badCursor, 'after');
      expectError(await call(t, { url: `${url}?limit=201`, as: teacher }), 400, classMessages.badLimit, 'limit');
    });
  },
);

const joinedRows = (classId: string) => t.db.select().from(classTeachers).where(eq(classTeachers.classId, classId));

describeRoute(
  t,
  {
    method: 'POST',
    route: '/api/grade/joinClass/{userId}/{classId}',
    allowed: ['teacher'],
    valid: (s, who) => ({ url: `/api/grade/joinClass/${s[who].id}/${s.cls.id}` }),
    invalid: [
      { request: (s) => ({ url: `/api/grade/joinClass/${s.teacher.id}/abc` }), message: 'Ungültige ID.' },
      { request: (s) => ({ url: `/api/grade/joinClass/${s.teacher.id}/${uuid()}` }), status: 404, message: classMessages.notFound },
    ],
    // the scene's teacher had joined already; nobody else did
    unchanged: async (s) => expect((await joinedRows(s.cls.id)).map((r) => r.teacherId)).toEqual([s.teacher.id]),
    names: {
      unauthenticated: 'SEC-01 answers 401 without a session',
      forbidden: 'PERM-07 SEC-02 refuses supervisors and students',
      invalid: 'SEC-08 answers 400 for malformed ids and 404 for an unknown class',
    },
    skip: ['success'],
  },
  () => {
    it('SEC-03 AMB-34 refuses joining in the name of another teacher', async () => {
      const cls = await buildClass(t.db, (await buildSupervisor(t.db)).id);
      const teacher = await teacherSession();
      const other = await buildTeacher(t.db);
      const res = await call(t, { method: 'POST', url: `/api/grade/joinClass/${other.id}/${cls.id}`, as: teacher });
      expectError(res, 403, classMessages.notSelf);
      expect(await joinedRows(cls.id)).toEqual([]);
    });

    it('CLS-06 CLS-07 AMB-34 joins once, and joining twice answers 200 with no change', async () => {
      const sup = await buildSupervisor(t.db);
      const cls = await buildClass(t.db, sup.id, 'Beitrittskurs');
      await buildStudent(t.db, cls.id);
      const teacher = await teacherSession();
      const join = () => call(t, { method: 'POST', url: `/api/grade/joinClass/${teacher.id}/${cls.id}`, as: teacher });
      const first = await join();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ class: { _id: cls.id, className: 'Beitrittskurs', _teacher: sup.id, noOfStudents: 1 } });
      const where = and(eq(classTeachers.classId, cls.id), eq(classTeachers.teacherId, teacher.id));
      const [before] = await t.db.select().from(classTeachers).where(where);

      const second = await join();
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      const after = await t.db.select().from(classTeachers).where(where);
      expect(after).toEqual([before]);

      const mine = await call(t, { url: `/api/grade/${teacher.id}`, as: teacher });
      expect(mine.json().classes.map((c: { _id: string }) => c._id)).toEqual([cls.id]);
      const open = await call(t, { url: `/api/grade/notJoined/${teacher.id}`, as: teacher });
      expect(open.json().classes.map((c: { _id: string }) => c._id)).not.toContain(cls.id);
    });
  },
);

describe('GET and POST /api/grade/allClasses', () => {
  for (const method of ['GET', 'POST'] as const) {
    it(`CLS-17 API-10 API-P15 ${method}: 401 without a session, 403 for teachers and students`, async () => {
      expectError(await call(t, { method, url: '/api/grade/allClasses' }), 401, authMessages.unauthenticated);
      for (const as of [await teacherSession(), await studentSession()]) {
        expectError(await call(t, { method, url: '/api/grade/allClasses', as }), 403, authMessages.forbidden);
      }
    });

    it(`CLS-17 CLS-18 AMB-31 ${method}: supervisors and admins get every class of the school`, async () => {
      const supervisor = await supervisorSession();
      const own = await buildClass(t.db, supervisor.id);
      const otherSup = await buildSupervisor(t.db);
      const foreign = await buildClass(t.db, otherSup.id);
      await buildStudent(t.db, foreign.id);
      const admin = await signIn(t.db, await buildAdmin(t.db));
      for (const as of [supervisor, admin]) {
        const res = await call(t, { method, url: '/api/grade/allClasses', as });
        expect(res.statusCode).toBe(200);
        const classes = res.json().classes;
        expect(classes).toContainEqual({ _id: own.id, className: own.className, _teacher: supervisor.id, noOfStudents: 0 });
        expect(classes).toContainEqual({ _id: foreign.id, className: foreign.className, _teacher: otherSup.id, noOfStudents: 1 });
      }
    });
  }
});
