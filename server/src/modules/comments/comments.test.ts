import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@praxisport/contract/auth';
import { commentMessages } from '@praxisport/contract/comments';
import { comments } from '../../db/schema/comments';
import { createTestApp, login, loginAdmin, type TestContext } from '../../../test/helpers';
import { buildAdmin, buildClass, buildComment, buildStudent, buildSupervisor, buildTeacher, joinClass } from '../../../test/factories';

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

/** A class with a student, a teacher who joined it, and a teacher who did not. */
async function scene() {
  const supervisor = await buildSupervisor(t.db);
  const cls = await buildClass(t.db, supervisor.id);
  const student = await buildStudent(t.db, cls.id);
  const teacher = await buildTeacher(t.db, { firstName: 'Markus', name: 'Weber' });
  await joinClass(t.db, cls.id, teacher.id);
  const outsider = await buildTeacher(t.db);
  return { supervisor, cls, student, teacher, outsider };
}

const commentsOf = (studentId: string) => t.db.select().from(comments).where(eq(comments.studentId, studentId));

describe('POST /api/user/comment', () => {
  it('SEC-01 answers 401 without a session', async () => {
    const res = await call('POST', '/api/user/comment', undefined, { _student: uuid(), comment: 'Hallo' });
    expect(res.statusCode).toBe(401);
    expect(message(res)).toBe(authMessages.unauthenticated);
  });

  it('CMT-09 PERM-06 SEC-02 refuses supervisors and students, whatever the body', async () => {
    const { supervisor, student } = await scene();
    for (const email of [supervisor.email, student.email]) {
      const cookie = await login(t.app, email);
      for (const body of [{ _student: student.id, comment: 'Hallo' }, { comment: 'x'.repeat(10_000) }]) {
        const res = await call('POST', '/api/user/comment', cookie, body);
        expect(res.statusCode).toBe(403);
        expect(message(res)).toBe(authMessages.forbidden);
      }
    }
    expect(await commentsOf(student.id)).toEqual([]);
  });

  it('SEC-04 refuses a teacher who has not joined the student’s class, and any teacher for a student without class', async () => {
    const { student, outsider, teacher } = await scene();
    const res = await call('POST', '/api/user/comment', await login(t.app, outsider.email), { _student: student.id, comment: 'Hallo' });
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe(commentMessages.notYourStudent);
    const classless = await buildStudent(t.db, null);
    const res2 = await call('POST', '/api/user/comment', await login(t.app, teacher.email), { _student: classless.id, comment: 'Hallo' });
    expect(res2.statusCode).toBe(403);
    expect(await commentsOf(student.id)).toEqual([]);
  });

  it('SEC-03 AMB-03 refuses a _teacher that is not the session user', async () => {
    const { student, teacher, cls } = await scene();
    const other = await buildTeacher(t.db);
    await joinClass(t.db, cls.id, other.id);
    const res = await call('POST', '/api/user/comment', await login(t.app, teacher.email), { _teacher: other.id, _student: student.id, comment: 'Hallo' });
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe(commentMessages.notSelf);
    expect(await commentsOf(student.id)).toEqual([]);
  });

  it('SEC-08 answers 404 for an unknown student and for an id that is not a student’s', async () => {
    const { teacher, supervisor } = await scene();
    const cookie = await login(t.app, teacher.email);
    for (const id of [uuid(), supervisor.id, teacher.id]) {
      const res = await call('POST', '/api/user/comment', cookie, { _student: id, comment: 'Hallo' });
      expect(res.statusCode).toBe(404);
      expect(message(res)).toBe(commentMessages.studentNotFound);
    }
  });

  it('AMB-59 SEC-08 answers 400 with the exact message for empty, blank, over-long, wrong-typed and missing text', async () => {
    const { student, teacher } = await scene();
    const cookie = await login(t.app, teacher.email);
    const cases: [unknown, string][] = [
      ['', 'Der Kommentar darf nicht leer sein.'],
      ['  \n\t  ', 'Der Kommentar darf nicht leer sein.'],
      ['x'.repeat(10_000), 'Der Kommentar darf höchstens 5000 Zeichen lang sein.'],
      ['y'.repeat(5001), 'Der Kommentar darf höchstens 5000 Zeichen lang sein.'],
      [42, 'Der Kommentar muss ein Text sein.'],
      [{ text: 'Hallo' }, 'Der Kommentar muss ein Text sein.'],
      [undefined, 'Kommentar fehlt.'],
    ];
    for (const [comment, expected] of cases) {
      const res = await call('POST', '/api/user/comment', cookie, { _student: student.id, comment });
      expect(res.statusCode, String(comment).slice(0, 20)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(message(res)).toBe(expected);
    }
    expect(await commentsOf(student.id)).toEqual([]);
  });

  it('SEC-08 answers 400 for malformed ids', async () => {
    const { student, teacher } = await scene();
    const cookie = await login(t.app, teacher.email);
    for (const body of [{ _student: 'abc', comment: 'Hallo' }, { comment: 'Hallo' }, { _student: student.id, _teacher: 'x', comment: 'Hallo' }]) {
      const res = await call('POST', '/api/user/comment', cookie, body);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe('Ungültige ID.');
    }
  });

  it('CMT-07 ENT-12 AMB-60 creates the comment with the documented fields, trimmed and otherwise verbatim', async () => {
    const { student, teacher } = await scene();
    const cookie = await login(t.app, teacher.email);
    const text = '<script>alert("x")</script> & <b>fett</b> „Grüße“';
    const res = await call('POST', '/api/user/comment', cookie, { _teacher: teacher.id, _student: student.id, comment: `  ${text}\n ` });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['comment']);
    expect(body.comment).toEqual({
      _id: expect.any(String),
      comment: text,
      _teacher: { _id: teacher.id, firstName: 'Markus', name: 'Weber' },
      _student: student.id,
      createdAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(body.comment.createdAt) - Date.now())).toBeLessThan(60_000);
    const list = await call('GET', `/api/user/comments/${student.id}`, cookie);
    expect(list.json().comments).toEqual([body.comment]);
    // without _teacher the server takes the session user; 5000 characters are allowed
    const long = await call('POST', '/api/user/comment', cookie, { _student: student.id, comment: 'z'.repeat(5000) });
    expect(long.statusCode).toBe(201);
    expect(long.json().comment._teacher._id).toBe(teacher.id);
  });
});

describe('GET /api/user/comments/{id}', () => {
  it('SEC-01 answers 401 without a session', async () => {
    expect((await call('GET', `/api/user/comments/${uuid()}`)).statusCode).toBe(401);
  });

  it('PERM-14 SEC-02 refuses supervisors, even the creator of the class, and admins', async () => {
    const { supervisor, student, teacher } = await scene();
    await buildComment(t.db, teacher.id, student.id);
    const res = await call('GET', `/api/user/comments/${student.id}`, await login(t.app, supervisor.email));
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe(authMessages.forbidden);
    const admin = await call('GET', `/api/user/comments/${student.id}`, await loginAdmin(t.app, (await buildAdmin(t.db)).email));
    expect(admin.statusCode).toBe(401);
  });

  it('SEC-04 AMB-58 refuses a teacher who has not joined, and a student reading another student’s comments', async () => {
    const { student, teacher, outsider, cls } = await scene();
    await buildComment(t.db, teacher.id, student.id);
    const classmate = await buildStudent(t.db, cls.id);
    for (const email of [outsider.email, classmate.email]) {
      const res = await call('GET', `/api/user/comments/${student.id}`, await login(t.app, email));
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe(commentMessages.noAccess);
    }
  });

  it('SEC-08 answers 400 for a malformed id and 404 for an unknown student', async () => {
    const { teacher } = await scene();
    const cookie = await login(t.app, teacher.email);
    const bad = await call('GET', '/api/user/comments/123', cookie);
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe('Ungültige ID.');
    const unknown = await call('GET', `/api/user/comments/${uuid()}`, cookie);
    expect(unknown.statusCode).toBe(404);
    expect(message(unknown)).toBe(commentMessages.studentNotFound);
  });

  it('CMT-03 ENT-12 gives a joined teacher the student’s comments, newest first, with the teachers’ names', async () => {
    const { student, teacher, cls } = await scene();
    const colleague = await buildTeacher(t.db, { firstName: 'Julia', name: 'Hoffmann' });
    await joinClass(t.db, cls.id, colleague.id);
    const old = await buildComment(t.db, colleague.id, student.id, 'Erster Eindruck');
    const recent = await buildComment(t.db, teacher.id, student.id, '<i>Zweiter</i>');
    await t.db.update(comments).set({ createdAt: new Date('2024-03-09T13:05:00Z') }).where(eq(comments.id, old.id));
    await t.db.update(comments).set({ createdAt: new Date('2024-03-10T08:00:00Z') }).where(eq(comments.id, recent.id));
    await buildComment(t.db, teacher.id, (await buildStudent(t.db, cls.id)).id, 'Anderer Azubi');

    const res = await call('GET', `/api/user/comments/${student.id}`, await login(t.app, teacher.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      comments: [
        { _id: recent.id, comment: '<i>Zweiter</i>', _teacher: { _id: teacher.id, firstName: 'Markus', name: 'Weber' }, _student: student.id, createdAt: '2024-03-10T08:00:00.000Z' },
        { _id: old.id, comment: 'Erster Eindruck', _teacher: { _id: colleague.id, firstName: 'Julia', name: 'Hoffmann' }, _student: student.id, createdAt: '2024-03-09T13:05:00.000Z' },
      ],
    });
  });

  it('AMB-58 PERM-10 lets the student read their own comments', async () => {
    const { student, teacher } = await scene();
    const c = await buildComment(t.db, teacher.id, student.id, 'Weiter so!');
    const res = await call('GET', `/api/user/comments/${student.id}`, await login(t.app, student.email));
    expect(res.statusCode).toBe(200);
    expect(res.json().comments.map((x: { _id: string }) => x._id)).toEqual([c.id]);
  });

  it('API-25 returns at most the newest 500 comments', async () => {
    const { student, teacher } = await scene();
    const start = Date.UTC(2024, 0, 1);
    await t.db.insert(comments).values(
      Array.from({ length: 501 }, (_, i) => ({ teacherId: teacher.id, studentId: student.id, comment: `Nr. ${i}`, createdAt: new Date(start + i * 60_000) })),
    );
    const res = await call('GET', `/api/user/comments/${student.id}`, await login(t.app, teacher.email));
    const list = res.json().comments as { comment: string }[];
    expect(list).toHaveLength(500);
    expect(list[0]!.comment).toBe('Nr. 500');
    expect(list[499]!.comment).toBe('Nr. 1');
  });
});
