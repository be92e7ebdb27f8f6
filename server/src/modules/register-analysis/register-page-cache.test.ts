import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { registerAnalyses, registerAnalysisEntries } from '../../db/schema/attendance';
import { users } from '../../db/schema/users';
import { buildScene, call, settled, useTwoProcesses, type Scene, type TestContext } from '../../../test/kit';

/**
 * Issue 17, decision 023: a class register's first page is kept per class, page size and view until
 * the class's register changes. Two apps on one database stand for two processes: what one saves,
 * the other shows a moment later (the database's announcement); the saving process shows it at once.
 */
const { a, b } = useTwoProcesses();

const day = '2025-03-04';
const entry = (content: string, forInstructors = true) => ({ time: '8', _lfce: null, _supervisor: null, content, status: 'Gestartet', forInstructors });
const save = (s: Scene, content: string, version?: number, forInstructors = true) =>
  call(a, { method: 'PUT', url: '/api/admin/registerAnalysis/classRegisterAnalysis', as: s.supervisor, body: { _grade: s.cls.id, date: day, analysis: [entry(content, forInstructors)], ...(version ? { version } : {}) } });
type Page = { classRegisterAnalysises: { date: string; version: number; analysis: { content: string; _supervisor: { name: string } | null }[] }[]; nextCursor: string | null };
const page = async (t: TestContext, as: { cookie: string }, classId: string): Promise<Page> => (await call(t, { url: `/api/admin/registerAnalysis/all/${classId}?limit=30`, as })).json();
const contents = (p: Page) => p.classRegisterAnalysises.flatMap((d) => d.analysis.map((e) => e.content));

describe('register page cache (issue 17)', () => {
  it('RA-02 RA-16 a saved day shows at once in the saving process and a moment later in every other, for both views', async () => {
    const s = await buildScene(a.db);
    expect((await save(s, 'Erster Stand')).statusCode).toBe(200);
    for (const t of [a, b]) {
      expect(contents(await page(t, s.teacher, s.cls.id))).toEqual(['Erster Stand']);
      expect(contents(await page(t, s.supervisor, s.cls.id))).toEqual(['Erster Stand']);
    }
    await settled(a.db, a, b); // then filled again after every announcement of the save
    for (const t of [a, b]) for (const as of [s.teacher, s.supervisor]) expect(contents(await page(t, as, s.cls.id))).toEqual(['Erster Stand']);
    // kept: a change the database does not announce (its triggers off for one transaction) is not seen
    await b.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const days = tx.select({ id: registerAnalyses.id }).from(registerAnalyses).where(eq(registerAnalyses.classId, s.cls.id));
      await tx.update(registerAnalysisEntries).set({ content: 'Unangemeldet' }).where(inArray(registerAnalysisEntries.analysisId, days));
    });
    for (const t of [a, b]) expect(contents(await page(t, s.teacher, s.cls.id))).toEqual(['Erster Stand']);
    const [record] = await a.db.select().from(registerAnalyses).where(eq(registerAnalyses.classId, s.cls.id));
    // not for instructors: the teacher's view loses the entry, the supervisor's keeps it with the new text
    expect((await save(s, 'Zweiter Stand', record!.version, false)).statusCode).toBe(200);
    expect(contents(await page(a, s.teacher, s.cls.id))).toEqual([]);
    expect(contents(await page(a, s.supervisor, s.cls.id))).toEqual(['Zweiter Stand']);
    await vi.waitFor(
      async () => {
        expect(contents(await page(b, s.teacher, s.cls.id))).toEqual([]);
        expect(contents(await page(b, s.supervisor, s.cls.id))).toEqual(['Zweiter Stand']);
      },
      { timeout: 3000, interval: 25 },
    );
  });

  it('RA-05 a renamed supervisor is named anew on the kept pages of every process', async () => {
    const s = await buildScene(a.db);
    expect((await save(s, 'Mobilisation')).statusCode).toBe(200);
    for (const t of [a, b]) expect((await page(t, s.teacher, s.cls.id)).classRegisterAnalysises[0]!.analysis[0]!._supervisor!.name).toBe(s.supervisor.name);
    await a.db.update(users).set({ name: 'Neuname' }).where(eq(users.id, s.supervisor.id));
    for (const t of [a, b])
      await vi.waitFor(async () => expect((await page(t, s.teacher, s.cls.id)).classRegisterAnalysises[0]!.analysis[0]!._supervisor!.name).toBe('Neuname'), { timeout: 3000, interval: 25 });
  });

  it('RA-16 a day deleted in the database leaves every process\'s page', async () => {
    const s = await buildScene(a.db);
    expect((await save(s, 'Wird gelöscht')).statusCode).toBe(200);
    for (const t of [a, b]) expect(contents(await page(t, s.teacher, s.cls.id))).toEqual(['Wird gelöscht']);
    await b.db.delete(registerAnalyses).where(eq(registerAnalyses.classId, s.cls.id));
    for (const t of [a, b]) await vi.waitFor(async () => expect((await page(t, s.teacher, s.cls.id)).classRegisterAnalysises).toEqual([]), { timeout: 3000, interval: 25 });
  });

  it('RA-12 RA-16 a day read by date is kept until the class\'s register changes, in every process and for both views', async () => {
    const s = await buildScene(a.db);
    type Day = { classRegisterAnalysis: { version: number; analysis: { content: string; _supervisor: { name: string } | null }[] } | null };
    const byDate = async (t: TestContext, as: { cookie: string }) => ((await call(t, { url: `/api/admin/registerAnalysis/byDate/${day}/${s.cls.id}`, as })).json() as Day).classRegisterAnalysis;
    const texts = async (t: TestContext, as: { cookie: string }) => (await byDate(t, as))?.analysis.map((e) => e.content) ?? null;
    for (const t of [a, b]) expect(await texts(t, s.teacher)).toBeNull();
    expect((await save(s, 'Erster Stand')).statusCode).toBe(200);
    expect(await texts(a, s.teacher)).toEqual(['Erster Stand']);
    for (const as of [s.teacher, s.supervisor]) await vi.waitFor(async () => expect(await texts(b, as)).toEqual(['Erster Stand']), { timeout: 3000, interval: 25 });
    await settled(a.db, a, b); // then filled again after every announcement of the save
    for (const t of [a, b]) for (const as of [s.teacher, s.supervisor]) expect(await texts(t, as)).toEqual(['Erster Stand']);
    // kept: a change the database does not announce (its triggers off for one transaction) is not seen
    await b.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const days = tx.select({ id: registerAnalyses.id }).from(registerAnalyses).where(eq(registerAnalyses.classId, s.cls.id));
      await tx.update(registerAnalysisEntries).set({ content: 'Unangemeldet' }).where(inArray(registerAnalysisEntries.analysisId, days));
    });
    for (const t of [a, b]) expect(await texts(t, s.supervisor)).toEqual(['Erster Stand']);
    // not for instructors: the teacher's view has no day, the supervisor's the new text
    const version = (await byDate(a, s.supervisor))!.version;
    expect((await save(s, 'Zweiter Stand', version, false)).statusCode).toBe(200);
    expect(await texts(a, s.teacher)).toBeNull();
    expect(await texts(a, s.supervisor)).toEqual(['Zweiter Stand']);
    await vi.waitFor(async () => {
      expect(await texts(b, s.teacher)).toBeNull();
      expect(await texts(b, s.supervisor)).toEqual(['Zweiter Stand']);
    }, { timeout: 3000, interval: 25 });
    // a renamed supervisor is named anew
    await a.db.update(users).set({ name: 'Neuname' }).where(eq(users.id, s.supervisor.id));
    for (const t of [a, b]) await vi.waitFor(async () => expect((await byDate(t, s.supervisor))!.analysis[0]!._supervisor!.name).toBe('Neuname'), { timeout: 3000, interval: 25 });
  });
});
