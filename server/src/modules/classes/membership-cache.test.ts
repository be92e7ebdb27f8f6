import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { classTeachers } from '../../db/schema/users';
import { buildScene, call, eventuallyStatus, useTwoProcesses } from '../../../test/kit';

/**
 * Issue 17, decision 023: a teacher's class membership is served from a short cache, and a removal
 * or a join is announced by the database and reaches the cache at once, whichever process (app)
 * made it, like the session cache. (The apps of one test worker share one database handle and
 * with it one membership cache; the cache hears the database's announcements, never the app.)
 */
const { a, b } = useTwoProcesses();

const formsOf = (studentId: string) => `/api/home/forms/${studentId}`;

describe('class membership cache (issue 17)', () => {
  it('serves a known membership from the cache until the database announces a change of that teacher', async () => {
    const s = await buildScene(a.db);
    expect((await call(a, { url: formsOf(s.student.id), as: s.teacher })).statusCode).toBe(200);
    await a.db.execute(sql`alter table class_teachers disable trigger class_teachers_notify_change`);
    onTestFinished(() => a.db.execute(sql`alter table class_teachers enable trigger class_teachers_notify_change`).then(() => undefined));
    await a.db.delete(classTeachers).where(and(eq(classTeachers.classId, s.cls.id), eq(classTeachers.teacherId, s.teacher.id)));
    // cached: the database was not asked again
    expect((await call(a, { url: formsOf(s.student.id), as: s.teacher })).statusCode).toBe(200);
    // the announcement of that teacher's change empties their entries: asked again, and refused
    await a.db.execute(sql`select pg_notify('pp_session_change', ${`m:${s.teacher.id}`})`);
    await eventuallyStatus(a, formsOf(s.student.id), s.teacher.cookie, 403);
  });

  it('SEC-04 a teacher the supervisor removes from the class is refused at once in every process', async () => {
    const s = await buildScene(a.db);
    for (const t of [a, b]) expect((await call(t, { url: formsOf(s.student.id), as: s.teacher })).statusCode).toBe(200);
    const removed = await call(a, { method: 'DELETE', url: `/api/grade/class/${s.cls.id}/teachers/${s.teacher.id}`, as: s.supervisor });
    expect(removed.statusCode).toBeLessThan(300);
    for (const t of [a, b]) await eventuallyStatus(t, formsOf(s.student.id), s.teacher.cookie, 403);
  });

  it('SEC-04 a teacher who joins a class is admitted at once in every process, though refused a moment before', async () => {
    const s = await buildScene(a.db);
    for (const t of [a, b]) expect((await call(t, { url: formsOf(s.student.id), as: s.outsider })).statusCode).toBe(403);
    const joined = await call(b, { method: 'POST', url: `/api/grade/joinClass/${s.outsider.id}/${s.cls.id}`, as: s.outsider });
    expect(joined.statusCode).toBe(200);
    for (const t of [a, b]) await eventuallyStatus(t, formsOf(s.student.id), s.outsider.cookie, 200);
  });
});
