import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { users } from '../../db/schema/users';
import { buildClass, buildScene, call, eventuallyStatus, settled, useTwoProcesses } from '../../../test/kit';

/**
 * Issue 17, decision 023: the student lookup behind the access checks (the student's class) is
 * served from a short cache; a student who changes class or is deleted is announced by the
 * database and reaches the cache at once, whichever process (app) made the change.
 */
const { a, b } = useTwoProcesses();

const formsOf = (studentId: string) => `/api/home/forms/${studentId}`;

describe('student cache (issue 17)', () => {
  it('serves a known student from the cache until the database announces a change of that user', async () => {
    // silent from the start: the announcement of the student's creation, delivered late on a busy
    // machine, would empty the entry this test fills (it failed so once in CI)
    await a.db.execute(sql`alter table users disable trigger users_notify_change`);
    onTestFinished(() => a.db.execute(sql`alter table users enable trigger users_notify_change`).then(() => undefined));
    const s = await buildScene(a.db);
    const other = await buildClass(a.db, s.supervisor.id, 'Andere Klasse');
    // the classes' own announcements heard first: one that overlapped the lookup would keep it out of the cache
    await settled(a.db, a);
    expect((await call(a, { url: formsOf(s.student.id), as: s.teacher })).statusCode).toBe(200);
    await a.db.update(users).set({ gradeId: other.id }).where(eq(users.id, s.student.id));
    // cached: the database was not asked again, the student still counts as the teacher's class's
    expect((await call(a, { url: formsOf(s.student.id), as: s.teacher })).statusCode).toBe(200);
    await a.db.execute(sql`select pg_notify('pp_session_change', ${`o:${s.student.id}`})`);
    await eventuallyStatus(a, formsOf(s.student.id), s.teacher.cookie, 403);
  });

  it('SEC-04 a student moved to another class is refused to the old class\'s teacher at once in every process', async () => {
    const s = await buildScene(a.db);
    const other = await buildClass(a.db, s.supervisor.id, 'Andere Klasse');
    for (const t of [a, b]) expect((await call(t, { url: formsOf(s.student.id), as: s.teacher })).statusCode).toBe(200);
    await b.db.update(users).set({ gradeId: other.id }).where(eq(users.id, s.student.id));
    for (const t of [a, b]) await eventuallyStatus(t, formsOf(s.student.id), s.teacher.cookie, 403);
  });

  it('a deleted student is unknown at once in every process', async () => {
    const s = await buildScene(a.db);
    for (const t of [a, b]) expect((await call(t, { url: formsOf(s.student.id), as: s.teacher })).statusCode).toBe(200);
    await a.db.delete(users).where(eq(users.id, s.student.id));
    for (const t of [a, b]) await eventuallyStatus(t, formsOf(s.student.id), s.teacher.cookie, 404);
  });
});
