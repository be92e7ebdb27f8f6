import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { classes, users } from '../../db/schema/users';
import { buildScene, buildStudent, buildSupervisor, buildTeacher, call, eventuallyStatus, signIn, useTwoProcesses } from '../../../test/kit';

/**
 * Issue 17, decision 023: the class lookup behind every access check on a class (name, supervisor,
 * number of students) is served from a short cache; a renamed, reassigned or deleted class and a
 * student who joins or leaves it are announced by the database ('c:<class id>') and reach the
 * cache at once, whichever process (app) made the change.
 */
const { a, b } = useTwoProcesses();

const statisticsOf = (classId: string) => `/api/grade/attendance/statistics/${classId}`;

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  expect.fail('the change did not arrive');
}

describe('class cache (issue 17)', () => {
  it('serves a known class from the cache until the database announces a change of that class', async () => {
    const s = await buildScene(a.db);
    const stats = () => call(a, { url: statisticsOf(s.cls.id), as: s.supervisor });
    expect((await stats()).json().statistics.className).toBe(s.cls.className);
    await a.db.execute(sql`alter table classes disable trigger classes_notify_change`);
    onTestFinished(() => a.db.execute(sql`alter table classes enable trigger classes_notify_change`).then(() => undefined));
    await a.db.update(classes).set({ className: 'Umbenannt' }).where(eq(classes.id, s.cls.id));
    // cached: the database was not asked again
    expect((await stats()).json().statistics.className).toBe(s.cls.className);
    await a.db.execute(sql`select pg_notify('pp_session_change', ${`c:${s.cls.id}`})`);
    await eventually(async () => (await stats()).json().statistics.className === 'Umbenannt');
  });

  it('a renamed class shows its new name at once in every process', async () => {
    const s = await buildScene(a.db);
    for (const t of [a, b]) expect((await call(t, { url: statisticsOf(s.cls.id), as: s.supervisor })).json().statistics.className).toBe(s.cls.className);
    await b.db.update(classes).set({ className: 'Pflege 2027 B' }).where(eq(classes.id, s.cls.id));
    for (const t of [a, b]) await eventually(async () => (await call(t, { url: statisticsOf(s.cls.id), as: s.supervisor })).json().statistics.className === 'Pflege 2027 B');
  });

  it('SEC-04 a class given to another supervisor is refused to the former one at once in every process', async () => {
    const s = await buildScene(a.db);
    const next = await signIn(a.db, await buildSupervisor(a.db));
    for (const t of [a, b]) expect((await call(t, { url: statisticsOf(s.cls.id), as: s.supervisor })).statusCode).toBe(200);
    await a.db.update(classes).set({ teacherId: next.id }).where(eq(classes.id, s.cls.id));
    for (const t of [a, b]) {
      await eventuallyStatus(t, statisticsOf(s.cls.id), s.supervisor.cookie, 403);
      await eventuallyStatus(t, statisticsOf(s.cls.id), next.cookie, 200);
    }
  });

  it('a deleted class is unknown at once in every process', async () => {
    const s = await buildScene(a.db);
    for (const t of [a, b]) expect((await call(t, { url: statisticsOf(s.cls.id), as: s.supervisor })).statusCode).toBe(200);
    await a.db.delete(classes).where(eq(classes.id, s.cls.id));
    for (const t of [a, b]) await eventuallyStatus(t, statisticsOf(s.cls.id), s.supervisor.cookie, 404);
  });

  it('AMB-35 the number of students follows a new student at once in every process', async () => {
    const s = await buildScene(a.db);
    const join = async (t: typeof a) => {
      const teacher = await signIn(t.db, await buildTeacher(t.db));
      return (await call(t, { method: 'POST', url: `/api/grade/joinClass/${teacher.id}/${s.cls.id}`, as: teacher })).json().class.noOfStudents as number;
    };
    for (const t of [a, b]) expect(await join(t)).toBe(2);
    await buildStudent(b.db, s.cls.id);
    for (const t of [a, b]) await eventually(async () => (await join(t)) === 3);
  });

  it('STU-05 a student\'s changed name and contact show in the class list at once in every process', async () => {
    const s = await buildScene(a.db);
    const listed = async (t: typeof a) => (await call(t, { url: `/api/user/students/${s.cls.id}`, as: s.teacher })).json().students.find((r: { _id: string }) => r._id === s.student.id);
    for (const t of [a, b]) expect((await listed(t)).name).toBe(s.student.name);
    await b.db.update(users).set({ name: 'Neuname', contact: '0171 555' }).where(eq(users.id, s.student.id));
    for (const t of [a, b]) await eventually(async () => ((await listed(t)) ?? {}).name === 'Neuname' && (await listed(t)).contact === '0171 555');
  });

  it('a student who leaves the class leaves its list at once in every process', async () => {
    const s = await buildScene(a.db);
    const ids = async (t: typeof a) => ((await call(t, { url: `/api/user/students/${s.cls.id}`, as: s.teacher })).json().students as { _id: string }[]).map((r) => r._id);
    for (const t of [a, b]) expect(await ids(t)).toContain(s.student.id);
    await a.db.delete(users).where(eq(users.id, s.student.id));
    for (const t of [a, b]) await eventually(async () => !(await ids(t)).includes(s.student.id));
  });
});
