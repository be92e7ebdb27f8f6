import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { comments } from '../../db/schema/comments';
import { users } from '../../db/schema/users';
import { buildScene, call, settled, useTwoProcesses, type Scene, type TestContext } from '../../../test/kit';

/**
 * Issue 17, decision 023: a student's first page of comments is kept per student and page size until
 * the student's comments change. Two apps on one database stand for two processes: a comment written
 * in one shows there at once and in the other a moment later.
 */
const { a, b } = useTwoProcesses();

const write = (s: Scene, comment: string) => call(a, { method: 'POST', url: '/api/user/comment', as: s.teacher, body: { _student: s.student.id, comment } });
type Page = { comments: { comment: string; _teacher: { name: string } }[] };
const texts = async (t: TestContext, as: { cookie: string }, studentId: string, query = '?limit=50') =>
  ((await call(t, { url: `/api/user/comments/${studentId}${query}`, as })).json() as Page).comments.map((c) => c.comment);
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 25 });

describe('comment page cache (issue 17)', () => {
  it('CMT-01 CMT-05 a new comment shows at once where it was written and a moment later in every other process, paged or not', async () => {
    const s = await buildScene(a.db);
    expect((await write(s, 'Erster Kommentar')).statusCode).toBe(201);
    for (const t of [a, b]) for (const query of ['?limit=50', '']) expect(await texts(t, s.student, s.student.id, query)).toEqual(['Erster Kommentar']);
    await settled(a.db, a, b); // then filled again after every announcement of the write
    for (const t of [a, b]) for (const query of ['?limit=50', '']) expect(await texts(t, s.student, s.student.id, query)).toEqual(['Erster Kommentar']);
    // kept: a change the database does not announce (its triggers off for one transaction) is not seen
    await b.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(comments).set({ comment: 'Unangemeldet' }).where(eq(comments.studentId, s.student.id));
    });
    for (const t of [a, b]) expect(await texts(t, s.student, s.student.id)).toEqual(['Erster Kommentar']);
    expect((await write(s, 'Zweiter Kommentar')).statusCode).toBe(201);
    expect(await texts(a, s.teacher, s.student.id)).toEqual(['Zweiter Kommentar', 'Unangemeldet']);
    await soon(async () => {
      expect(await texts(b, s.teacher, s.student.id)).toEqual(['Zweiter Kommentar', 'Unangemeldet']);
      expect(await texts(b, s.student, s.student.id, '')).toEqual(['Zweiter Kommentar', 'Unangemeldet']);
    });
    // not only the app's comments are announced: any other writer's change is too
    await a.db.update(comments).set({ comment: 'Geändert' }).where(eq(comments.comment, 'Unangemeldet'));
    for (const t of [a, b]) await soon(async () => expect(await texts(t, s.teacher, s.student.id)).toEqual(['Zweiter Kommentar', 'Geändert']));
  });

  it('CMT-05 a renamed teacher and a deleted comment show in every process', async () => {
    const s = await buildScene(a.db);
    expect((await write(s, 'Wird gelöscht')).statusCode).toBe(201);
    const name = async (t: TestContext) => ((await call(t, { url: `/api/user/comments/${s.student.id}?limit=50`, as: s.student })).json() as Page).comments[0]!._teacher.name;
    for (const t of [a, b]) expect(await name(t)).toBe(s.teacher.name);
    await a.db.update(users).set({ name: 'Umbenannt' }).where(eq(users.id, s.teacher.id));
    for (const t of [a, b]) await soon(async () => expect(await name(t)).toBe('Umbenannt'));
    await b.db.delete(comments).where(eq(comments.studentId, s.student.id));
    for (const t of [a, b]) await soon(async () => expect(await texts(t, s.student, s.student.id)).toEqual([]));
  });
});
