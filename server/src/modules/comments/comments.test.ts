import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { commentMessages } from '@praxisport/contract/comments';
import { comments } from '../../db/schema/comments';
import { buildComment, buildScene, buildStudent, buildTeacher, call, describeRoute, expectError, joinClass, signIn, useTestApp, uuid, type As } from '../../../test/kit';

const t = useTestApp();

/** A class with a student, a teacher (Markus Weber) who joined it, and a teacher who did not (the outsider). */
const scene = () => buildScene(t.db, { teacher: { firstName: 'Markus', name: 'Weber' } });

const commentsOf = (studentId: string) => t.db.select().from(comments).where(eq(comments.studentId, studentId));
const post = (as: As, body: unknown) => call(t, { method: 'POST', url: '/api/user/comment', as, body });
const list = (studentId: string, as: As) => call(t, { url: `/api/user/comments/${studentId}`, as });

describeRoute(
  t,
  {
    method: 'POST',
    route: '/api/user/comment',
    allowed: ['teacher'],
    valid: (s) => ({ url: '/api/user/comment', body: { _student: s.student.id, comment: 'Hallo' } }),
    // refused whatever the body
    extra: () => [{ url: '/api/user/comment', body: { comment: 'x'.repeat(10_000) } }],
    invalid: (
      [
        ['', 'Der Kommentar darf nicht leer sein.'],
        ['  \n\t  ', 'Der Kommentar darf nicht leer sein.'],
        ['x'.repeat(10_000), 'Der Kommentar darf höchstens 5000 Zeichen lang sein.'],
        ['y'.repeat(5001), 'Der Kommentar darf höchstens 5000 Zeichen lang sein.'],
        [42, 'Der Kommentar muss ein Text sein.'],
        [{ text: 'Hallo' }, 'Der Kommentar muss ein Text sein.'],
        [undefined, 'Kommentar fehlt.'],
      ] as [unknown, string][]
    ).map(([comment, message]) => ({
      name: String(comment).slice(0, 20),
      request: (s) => ({ url: '/api/user/comment', body: { _student: s.student.id, comment } }),
      message,
    })),
    unchanged: async (s) => expect(await commentsOf(s.student.id)).toEqual([]),
    names: {
      unauthenticated: 'SEC-01 answers 401 without a session',
      forbidden: 'CMT-09 PERM-06 SEC-02 refuses supervisors and students, whatever the body',
      invalid: 'AMB-59 SEC-08 answers 400 with the exact message for empty, blank, over-long, wrong-typed and missing text',
    },
    skip: ['success'],
  },
  () => {
    it('SEC-04 refuses a teacher who has not joined the student’s class, and any teacher for a student without class', async () => {
      const { student, outsider, teacher } = await scene();
      expectError(await post(outsider, { _student: student.id, comment: 'Hallo' }), 403, commentMessages.notYourStudent);
      const classless = await buildStudent(t.db, null);
      const res2 = await post(teacher, { _student: classless.id, comment: 'Hallo' });
      expect(res2.statusCode).toBe(403);
      expect(await commentsOf(student.id)).toEqual([]);
    });

    it('SEC-03 AMB-03 refuses a _teacher that is not the session user', async () => {
      const { student, teacher, cls } = await scene();
      const other = await buildTeacher(t.db);
      await joinClass(t.db, cls.id, other.id);
      expectError(await post(teacher, { _teacher: other.id, _student: student.id, comment: 'Hallo' }), 403, commentMessages.notSelf);
      expect(await commentsOf(student.id)).toEqual([]);
    });

    it('SEC-08 answers 404 for an unknown student and for an id that is not a student’s', async () => {
      const { teacher, supervisor } = await scene();
      for (const id of [uuid(), supervisor.id, teacher.id]) {
        expectError(await post(teacher, { _student: id, comment: 'Hallo' }), 404, commentMessages.studentNotFound);
      }
    });

    it('SEC-08 answers 400 for malformed ids', async () => {
      const { student, teacher } = await scene();
      for (const body of [{ _student: 'abc', comment: 'Hallo' }, { comment: 'Hallo' }, { _student: student.id, _teacher: 'x', comment: 'Hallo' }]) {
        expectError(await post(teacher, body), 400, 'Ungültige ID.');
      }
    });

    it('ISSUE-17 comments sent at once each answer their own; two for one student are both listed, newest first', async () => {
      const s = await scene();
      const colleague = await buildTeacher(t.db, { firstName: 'Ute', name: 'Brandt' });
      await joinClass(t.db, s.cls.id, colleague.id);
      const other = await signIn(t.db, colleague);
      const res = await Promise.all(
        [
          () => post(s.teacher, { _student: s.student.id, comment: 'erste' }),
          () => post(other, { _student: s.classmate.id, comment: 'von Ute' }),
          () => post(s.teacher, { _student: s.student.id, comment: 'zweite' }),
          () => post(s.teacher, { _student: s.classmate.id, comment: 'für die Mitschülerin' }),
        ].map((send) => send()),
      );
      const sent = [
        [s.student.id, 'erste', s.teacher.id],
        [s.classmate.id, 'von Ute', colleague.id],
        [s.student.id, 'zweite', s.teacher.id],
        [s.classmate.id, 'für die Mitschülerin', s.teacher.id],
      ] as const;
      sent.forEach(([student, text, teacher], n) => {
        expect(res[n]!.statusCode, res[n]!.body).toBe(201);
        expect(res[n]!.json().comment).toMatchObject({ comment: text, _student: student, _teacher: { _id: teacher } });
      });
      expect(new Set(res.map((r) => r.json().comment._id)).size).toBe(4);
      // requests sent at once may reach the database in either order: the list shows both, newest first
      const listed = (await list(s.student.id, s.teacher)).json().comments as { comment: string; createdAt: string }[];
      expect(listed.map((c) => c.comment).sort()).toEqual(['erste', 'zweite']);
      expect(Date.parse(listed[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(listed[1]!.createdAt));
      const stored = await commentsOf(s.classmate.id);
      expect(stored.map((c) => [c.comment, c.teacherId]).sort()).toEqual([['für die Mitschülerin', s.teacher.id], ['von Ute', colleague.id]].sort());
    });

    it('CMT-07 ENT-12 AMB-60 creates the comment with the documented fields, trimmed and otherwise verbatim', async () => {
      const { student, teacher } = await scene();
      const text = '<script>alert("x")</script> & <b>fett</b> „Grüße“';
      const res = await post(teacher, { _teacher: teacher.id, _student: student.id, comment: `  ${text}\n ` });
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
      expect((await list(student.id, teacher)).json().comments).toEqual([body.comment]);
      // without _teacher the server takes the session user; 5000 characters are allowed
      const long = await post(teacher, { _student: student.id, comment: 'z'.repeat(5000) });
      expect(long.statusCode).toBe(201);
      expect(long.json().comment._teacher._id).toBe(teacher.id);
    });
  },
);

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/user/comments/{id}',
    allowed: ['teacher', 'student'],
    valid: (s) => ({ url: `/api/user/comments/${s.student.id}` }),
    arrange: (s) => buildComment(t.db, s.teacher.id, s.student.id),
    invalid: [
      { request: () => ({ url: '/api/user/comments/123' }), message: 'Ungültige ID.' },
      { request: () => ({ url: `/api/user/comments/${uuid()}` }), status: 404, message: commentMessages.studentNotFound },
    ],
    names: {
      unauthenticated: 'SEC-01 answers 401 without a session',
      // the scene's supervisor created the class; an admin session is no user session: 401
      forbidden: 'PERM-14 SEC-02 refuses supervisors, even the creator of the class, and admins',
      invalid: 'SEC-08 answers 400 for a malformed id and 404 for an unknown student',
    },
    skip: ['success'],
  },
  () => {
    it('SEC-04 AMB-58 refuses a teacher who has not joined, and a student reading another student’s comments', async () => {
      const { student, teacher, outsider, classmate } = await scene();
      await buildComment(t.db, teacher.id, student.id);
      for (const as of [outsider, classmate]) {
        expectError(await list(student.id, as), 403, commentMessages.noAccess);
      }
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

      const res = await list(student.id, teacher);
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
      const res = await list(student.id, student);
      expect(res.statusCode).toBe(200);
      expect(res.json().comments.map((x: { _id: string }) => x._id)).toEqual([c.id]);
    });

    it('API-25 returns at most the newest 500 comments', async () => {
      const { student, teacher } = await scene();
      const start = Date.UTC(2024, 0, 1);
      await t.db.insert(comments).values(
        Array.from({ length: 501 }, (_, i) => ({ teacherId: teacher.id, studentId: student.id, comment: `Nr. ${i}`, createdAt: new Date(start + i * 60_000) })),
      );
      const res = await list(student.id, teacher);
      const rows = res.json().comments as { comment: string }[];
      expect(rows).toHaveLength(500);
      expect(rows[0]!.comment).toBe('Nr. 500');
      expect(rows[499]!.comment).toBe('Nr. 1');
    });

    it('ISSUE-17 pages by cursor, newest first, without gaps or repeats, also for comments of the same instant; a foreign cursor is refused', async () => {
      const { student, teacher } = await scene();
      const at = new Date(Date.UTC(2024, 5, 1));
      // three share one creation time: the id decides their order
      await t.db.insert(comments).values(Array.from({ length: 7 }, (_, i) => ({ teacherId: teacher.id, studentId: student.id, comment: `Nr. ${i}`, createdAt: i < 3 ? at : new Date(at.getTime() + i * 1000) })));
      const seen: string[] = [];
      let cursor: string | null | undefined;
      let pages = 0;
      do {
        const res = await call(t, { url: `/api/user/comments/${student.id}?limit=3${cursor ? `&before=${cursor}` : ''}`, as: teacher });
        expect(res.statusCode).toBe(200);
        const body = res.json() as { comments: { comment: string }[]; nextCursor: string | null };
        seen.push(...body.comments.map((c) => c.comment));
        cursor = body.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen.slice(0, 4)).toEqual(['Nr. 6', 'Nr. 5', 'Nr. 4', 'Nr. 3']);
      expect([...seen.slice(4)].sort()).toEqual(['Nr. 0', 'Nr. 1', 'Nr. 2']);
      // unpaged: the specification's answer, all of them and no cursor
      const whole = await call(t, { url: `/api/user/comments/${student.id}`, as: teacher });
      expect(Object.keys(whole.json())).toEqual(['comments']);
      expect(whole.json().comments).toHaveLength(7);
      expectError(await call(t, { url: `/api/user/comments/${student.id}?before=abc`, as: teacher }), 400, commentMessages.badCursor, 'before');
      expectError(await call(t, { url: `/api/user/comments/${student.id}?limit=0`, as: teacher }), 400, commentMessages.badLimit, 'limit');
    });
  },
);
