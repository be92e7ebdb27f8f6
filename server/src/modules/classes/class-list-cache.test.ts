import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { classes, classTeachers } from '../../db/schema/users';
import { buildClass, buildStudent, buildSupervisor, buildTeacher, call, joinClass, signIn, useTwoProcesses, uuid, type TestContext } from '../../../test/kit';
import { listClassesNotJoinedPage } from './classes.repository';

/**
 * Issue 17, decision 023: the classes screen's lists (a teacher's, a supervisor's, the classes not
 * joined yet) are filtered from the school's class list kept in memory; the database announces
 * every new, renamed, reassigned or deleted class, every change of a class's number of students and
 * every join or removal, and every process (app) shows it at once, whichever made the change.
 */
const { a, b } = useTwoProcesses();

type Listed = { _id: string; className: string; noOfStudents: number };
const list = async (t: TestContext, url: string, as: string): Promise<Listed[]> => {
  const res = await call(t, { url, as });
  expect(res.statusCode).toBe(200);
  return res.json().classes;
};
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 25 });

describe('class list cache (issue 17)', () => {
  it('API-07 API-08 a join, a new class, a renamed class and a new student show in every process at once', async () => {
    const supervisor = await signIn(a.db, await buildSupervisor(a.db));
    const teacher = await signIn(a.db, await buildTeacher(a.db));
    // a name of its own: the database may hold other tests' classes (the list is searched for it)
    const tag = `Liste ${uuid().slice(0, 8)}`;
    const cls = await buildClass(a.db, supervisor.id, `${tag} Pflege A`);
    const notJoined = (t: TestContext) => list(t, `/api/grade/notJoined/${teacher.id}?limit=50&search=${encodeURIComponent(tag)}`, teacher.cookie);
    const mine = (t: TestContext) => list(t, `/api/grade/${teacher.id}`, teacher.cookie);
    for (const t of [a, b]) {
      expect((await notJoined(t)).map((c) => c._id)).toContain(cls.id);
      expect(await mine(t)).toEqual([]);
    }
    await joinClass(b.db, cls.id, teacher.id);
    for (const t of [a, b]) {
      await soon(async () => expect((await mine(t)).map((c) => c._id)).toEqual([cls.id]));
      await soon(async () => expect((await notJoined(t)).map((c) => c._id)).not.toContain(cls.id));
    }
    const added = await buildClass(b.db, supervisor.id, `${tag} Pflege B`);
    for (const t of [a, b]) await soon(async () => expect((await notJoined(t)).map((c) => c._id)).toContain(added.id));
    await a.db.update(classes).set({ className: `${tag} Pflege B neu` }).where(eq(classes.id, added.id));
    await buildStudent(b.db, cls.id);
    for (const t of [a, b]) {
      await soon(async () => expect((await notJoined(t)).find((c) => c._id === added.id)?.className).toBe(`${tag} Pflege B neu`));
      await soon(async () => expect((await mine(t))[0]?.noOfStudents).toBe(1));
      await soon(async () => expect((await list(t, `/api/grade/${supervisor.id}`, supervisor.cookie)).map((c) => c.className)).toEqual([`${tag} Pflege A`, `${tag} Pflege B neu`]));
    }
    await a.db.delete(classTeachers).where(eq(classTeachers.teacherId, teacher.id));
    for (const t of [a, b]) await soon(async () => expect(await mine(t)).toEqual([]));
  });

  it('API-08 the pages from memory are the pages the database answers: order, search, cursor', async () => {
    const supervisor = await buildSupervisor(a.db);
    const teacher = await signIn(a.db, await buildTeacher(a.db));
    const names = ['Ökologie 1', 'alpha 2', 'Alpha 1', 'Zeta', 'beta', 'Äquator', 'Beta 2', 'gamma', 'Liste Suche X', 'liste suche y'];
    const built = [];
    for (const n of names) built.push(await buildClass(a.db, supervisor.id, n));
    await joinClass(a.db, built[3]!.id, teacher.id);
    await joinClass(a.db, built[7]!.id, teacher.id);
    for (const search of [undefined, 'ALPHA', 'liste such', 'ä']) {
      const viaApi: string[] = [];
      const viaDb: string[] = [];
      let after: string | null | undefined;
      do {
        const q = new URLSearchParams({ limit: '3', ...(after ? { after } : {}), ...(search ? { search } : {}) });
        const res = await call(a, { url: `/api/grade/notJoined/${teacher.id}?${q}`, as: teacher.cookie });
        viaApi.push(...(res.json().classes as Listed[]).map((c) => c._id));
        after = res.json().nextCursor;
      } while (after);
      let cursor: { name: string; id: string } | null | undefined;
      do {
        const page = await listClassesNotJoinedPage(a.db, teacher.id, { limit: 3, after: cursor ?? undefined, search });
        viaDb.push(...page.rows.map((c) => c.id));
        cursor = page.next;
      } while (cursor);
      expect(viaApi).toEqual(viaDb);
    }
  });

  it('API-08 API-09 the process that joins or creates answers it at the next request, without waiting for the database\'s announcement', async () => {
    const supervisor = await signIn(a.db, await buildSupervisor(a.db));
    const teacher = await signIn(a.db, await buildTeacher(a.db));
    const tag = `Sofort ${uuid().slice(0, 8)}`;
    const cls = await buildClass(a.db, supervisor.id, `${tag} A`);
    const notJoined = () => list(a, `/api/grade/notJoined/${teacher.id}?limit=50&search=${encodeURIComponent(tag)}`, teacher.cookie);
    await soon(async () => expect((await notJoined()).map((c) => c._id)).toEqual([cls.id]));
    expect(await list(a, `/api/grade/${teacher.id}`, teacher.cookie)).toEqual([]);
    // the announcements switched off: only this process's own drop can show the changes
    for (const [table, trigger] of [['class_teachers', 'class_teachers_notify_change'], ['classes', 'classes_notify_catalogue']]) {
      await a.db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
      onTestFinished(() => a.db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`)).then(() => undefined));
    }
    expect((await call(a, { method: 'POST', url: `/api/grade/joinClass/${teacher.id}/${cls.id}`, as: teacher.cookie })).statusCode).toBe(200);
    expect((await list(a, `/api/grade/${teacher.id}`, teacher.cookie)).map((c) => c._id)).toEqual([cls.id]);
    expect(await notJoined()).toEqual([]);
    const created = await call(a, { method: 'POST', url: '/api/grade/create', as: supervisor.cookie, body: { className: `${tag} B`, _teacher: supervisor.id } });
    expect(created.statusCode).toBeLessThan(300);
    expect((await notJoined()).map((c) => c.className)).toEqual([`${tag} B`]);
  });
});
