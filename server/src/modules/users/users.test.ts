import { beforeAll, expect, it } from 'vitest';
import {
  buildAdmin,
  buildClass,
  buildKilian,
  buildStudent,
  buildSupervisor,
  buildTeacher,
  call,
  describeRoute,
  expectError,
  joinClass,
  signIn,
  useTestApp,
  uuid,
  type BuiltUser,
  type SignedIn,
} from '../../../test/kit';

const t = useTestApp();
let supervisor: SignedIn<BuiltUser>;
let student: SignedIn<BuiltUser>;
let classmate: SignedIn<BuiltUser>;
let joinedTeacher: SignedIn<BuiltUser>;
let otherTeacher: SignedIn<BuiltUser>;

beforeAll(async () => {
  supervisor = await signIn(t.db, await buildSupervisor(t.db));
  const cls = await buildClass(t.db, supervisor.id);
  const otherClass = await buildClass(t.db, supervisor.id);
  student = await signIn(t.db, await buildStudent(t.db, cls.id, { firstName: 'Mia', name: 'Wagner', profile: 'http://localhost/api/upload/files/x.png' }));
  classmate = await signIn(t.db, await buildStudent(t.db, cls.id));
  joinedTeacher = await signIn(t.db, await buildTeacher(t.db));
  await joinClass(t.db, cls.id, joinedTeacher.id);
  otherTeacher = await signIn(t.db, await buildTeacher(t.db));
  await joinClass(t.db, otherClass.id, otherTeacher.id);
});

const byId = (id: string, as?: { cookie: string }) => call(t, { url: `/api/user/byId/${id}`, as });

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/user/byId/{id}',
    title: 'API-12 GET /api/user/byId/{id}',
    allowed: ['student', 'teacher', 'supervisor', 'kilian', 'admin'],
    // users read themselves, an admin a student
    valid: (s, who) => ({ url: `/api/user/byId/${who === 'admin' ? s.student.id : s[who].id}` }),
    invalid: [
      ...['123', 'not-a-uuid', '%00', '%E2%80%AE', '😀', "1' or '1'='1", `${uuid()}x`].map((id) => ({
        name: id,
        request: () => ({ url: `/api/user/byId/${id}` }),
        message: 'Ungültige ID.',
        path: 'id',
      })),
      { request: () => ({ url: `/api/user/byId/${uuid()}` }), status: 404, message: 'Benutzer nicht gefunden.' },
    ],
    names: {
      unauthenticated: 'SEC-01 without a session answers 401',
      invalid: 'SEC-08 a malformed id answers 400 with the exact message; an unknown id 404',
    },
    skip: ['success'],
  },
  () => {
    it('ENT-01 SEC-07 issue 16 item 9 the user themselves gets the fields the student home shows, never the password', async () => {
      const res = await byId(student.id, student);
      expect(res.statusCode).toBe(200);
      const { user } = res.json();
      expect(user).toEqual({
        _id: student.id,
        name: 'Wagner',
        firstName: 'Mia',
        email: student.email,
        contact: student.contact,
        dob: student.dob,
        userType: 'student',
        grade: student.gradeId,
        lfce: null,
        status: 'active',
      });
      expect(res.body).not.toMatch(/password|hash|argon|username|profile|signature|impatient/i);
    });

    it('ENT-01 a supervisor reading themselves sees lfce and no student fields', async () => {
      const res = await byId(supervisor.id, supervisor);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ userType: 'supervisor', lfce: 'LF', grade: null });
    });

    it("SEC-04 AMB-47 a teacher who joined the student's class reads the student", async () => {
      const res = await byId(student.id, joinedTeacher);
      expect(res.statusCode).toBe(200);
      expect(res.json().user._id).toBe(student.id);
    });

    it('SEC-04 AMB-04 AMB-47 another student, a teacher of another class, the supervisor and a kilian get 403', async () => {
      const kilian = await signIn(t.db, await buildKilian(t.db));
      for (const u of [classmate, otherTeacher, supervisor, kilian]) {
        const res = await byId(student.id, u);
        expect(res.statusCode, u.userType).toBe(403);
        expectError(res, 403, 'Sie haben keinen Zugriff auf diesen Benutzer.');
      }
    });

    it('SEC-04 a teacher cannot read other staff, even a teacher of the same class', async () => {
      const colleague = await buildTeacher(t.db);
      const cls = await buildClass(t.db, supervisor.id);
      await joinClass(t.db, cls.id, colleague.id);
      await joinClass(t.db, cls.id, joinedTeacher.id);
      for (const id of [colleague.id, supervisor.id]) {
        expect((await byId(id, joinedTeacher)).statusCode).toBe(403);
      }
    });

    it('AMB-15 an admin reads any user', async () => {
      const admin = await signIn(t.db, await buildAdmin(t.db));
      const res = await byId(student.id, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe(student.email);
    });

    it('SEC-08 a very long id never answers 500', async () => {
      const res = await byId('x'.repeat(10_000), student);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    });
  },
);
