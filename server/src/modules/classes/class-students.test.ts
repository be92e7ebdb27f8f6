import { expect, it } from 'vitest';
import { classMessages } from '@praxisport/contract/classes';
import { buildAdmin, buildClass, buildStudent, buildSupervisor, buildTeacher, call, describeRoute, expectError, joinClass, signIn, useTestApp, uuid } from '../../../test/kit';

const t = useTestApp();

const students = (classId: string, as?: { cookie: string }) => call(t, { url: `/api/user/students/${classId}`, as });

async function classWithStudents() {
  const supervisor = await signIn(t.db, await buildSupervisor(t.db));
  const cls = await buildClass(t.db, supervisor.id, 'Pflegekurs 2026');
  const zimmer = await buildStudent(t.db, cls.id, { firstName: 'Zoe', name: 'Zimmermann', contact: null });
  const becker = await buildStudent(t.db, cls.id, { firstName: 'Ben', name: 'Becker' });
  const mueller = await buildStudent(t.db, cls.id, { firstName: 'Mia', name: 'müller' });
  await buildStudent(t.db, (await buildClass(t.db, supervisor.id)).id, { name: 'Anderer' });
  return { supervisor, cls, students: [becker, mueller, zimmer] };
}

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/user/students/{classId}',
    allowed: ['supervisor', 'teacher', 'admin'],
    // the scene's student is one of the class
    valid: (s) => ({ url: `/api/user/students/${s.cls.id}` }),
    invalid: [
      { request: () => ({ url: '/api/user/students/undefined' }), message: 'Ungültige ID.' },
      { request: () => ({ url: `/api/user/students/${uuid()}` }), status: 404, message: classMessages.notFound },
    ],
    names: {
      unauthenticated: 'SEC-01 answers 401 without a session',
      forbidden: 'PERM-15 SEC-02 refuses students, even of the class',
      invalid: 'AMB-37 SEC-08 answers 400 for a malformed id and 404 for an unknown class',
    },
    skip: ['success'],
  },
  () => {
    it('SEC-04 AMB-40 refuses a teacher who has not joined and a supervisor who did not create the class', async () => {
      const { cls } = await classWithStudents();
      for (const as of [await signIn(t.db, await buildTeacher(t.db)), await signIn(t.db, await buildSupervisor(t.db))]) {
        expectError(await students(cls.id, as), 403, classMessages.notYourClass);
      }
    });

    it('STU-05 ENT-05 AMB-36 gives a joined teacher the students by surname with the documented fields, and the class', async () => {
      const { cls, supervisor, students: rows } = await classWithStudents();
      const teacher = await signIn(t.db, await buildTeacher(t.db));
      await joinClass(t.db, cls.id, teacher.id);
      const res = await students(cls.id, teacher);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.class).toEqual({ _id: cls.id, className: 'Pflegekurs 2026', _teacher: supervisor.id, noOfStudents: 3 });
      expect(body.students).toEqual(rows.map((s) => ({ _id: s.id, firstName: s.firstName, name: s.name, email: s.email, contact: s.contact })));
      expect(body.students[2].contact).toBeNull();
      for (const row of body.students) expect(Object.keys(row).sort()).toEqual(['_id', 'contact', 'email', 'firstName', 'name']);
    });

    it('PERM-02 AMB-40 lets the creating supervisor and an admin read the students', async () => {
      const { cls, supervisor } = await classWithStudents();
      for (const as of [supervisor, await signIn(t.db, await buildAdmin(t.db))]) {
        const res = await students(cls.id, as);
        expect(res.statusCode).toBe(200);
        expect(res.json().students.map((s: { name: string }) => s.name)).toEqual(['Becker', 'müller', 'Zimmermann']);
      }
    });
  },
);
