import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { portfolioMessages } from '@praxisport/contract/portfolio';
import { assessmentCategories } from '../db/schema/assessments';
import { portfolioCategories, portfolioItems } from '../db/schema/portfolio';
import { buildScene, call, useTwoProcesses, type TestContext } from '../../test/kit';

/**
 * Issue 17, decision 023: the catalogues read with every student's grades and portfolio are served
 * from a short cache; the database announces any change of the catalogue, and every process
 * (app) drops it, whichever process (or the back office) made the change.
 */
const { a, b } = useTwoProcesses();

const gradesOf = (studentId: string) => `/api/grade/assessmentGradesByCategories/${studentId}`;
const titles = async (t: TestContext, studentId: string, cookie: string) => {
  const res = await call(t, { url: gradesOf(studentId), as: cookie });
  expect(res.statusCode).toBe(200);
  return (res.json().scoresByComptencyCategoryOptionSubTest as { title: string }[]).map((c) => c.title);
};

describe('catalogue cache (issue 17)', () => {
  it('serves the categories from the cache until the database announces a change of the catalogue', async () => {
    const s = await buildScene(a.db);
    const [cat] = await a.db.insert(assessmentCategories).values({ title: 'Cache Kategorie' }).returning();
    await vi.waitFor(async () => expect(await titles(a, s.student.id, s.teacher.cookie)).toContain('Cache Kategorie'), { timeout: 3000, interval: 25 });
    await a.db.execute(sql`alter table assessment_categories disable trigger assessment_categories_notify_catalogue`);
    onTestFinished(() => a.db.execute(sql`alter table assessment_categories enable trigger assessment_categories_notify_catalogue`).then(() => undefined));
    await a.db.update(assessmentCategories).set({ title: 'Cache Kategorie neu' }).where(eq(assessmentCategories.id, cat!.id));
    // cached: the database was not asked again
    expect(await titles(a, s.student.id, s.teacher.cookie)).toContain('Cache Kategorie');
    await a.db.execute(sql`select pg_notify('pp_session_change', 'k:assessment_categories')`);
    await vi.waitFor(async () => expect(await titles(a, s.student.id, s.teacher.cookie)).toContain('Cache Kategorie neu'), { timeout: 3000, interval: 25 });
  });

  it('a category added, renamed or removed in one process shows in every process at once', async () => {
    const s = await buildScene(a.db);
    for (const t of [a, b]) expect(await titles(t, s.student.id, s.teacher.cookie)).not.toContain('Neue Kategorie');
    const [cat] = await b.db.insert(assessmentCategories).values({ title: 'Neue Kategorie' }).returning();
    for (const t of [a, b]) await vi.waitFor(async () => expect(await titles(t, s.student.id, s.teacher.cookie)).toContain('Neue Kategorie'), { timeout: 3000, interval: 25 });
    await a.db.update(assessmentCategories).set({ title: 'Umbenannte Kategorie' }).where(eq(assessmentCategories.id, cat!.id));
    for (const t of [a, b]) await vi.waitFor(async () => expect(await titles(t, s.student.id, s.teacher.cookie)).toContain('Umbenannte Kategorie'), { timeout: 3000, interval: 25 });
    await b.db.delete(assessmentCategories).where(eq(assessmentCategories.id, cat!.id));
    for (const t of [a, b]) await vi.waitFor(async () => expect(await titles(t, s.student.id, s.teacher.cookie)).not.toContain('Umbenannte Kategorie'), { timeout: 3000, interval: 25 });
  });

  it('PORT-06 an item added to the portfolio catalogue, renamed or moved shows in every process at once', async () => {
    const s = await buildScene(a.db);
    const portfolioTitles = async (t: TestContext) => {
      const res = await call(t, { url: `/api/teacher/trainingportfolio/categories/${s.student.id}`, as: s.teacher });
      expect(res.statusCode).toBe(200);
      return (res.json().categories as { title: string; items: { title: string }[] }[]).flatMap((c) => [c.title, ...c.items.map((i) => `${c.title}/${i.title}`)]);
    };
    for (const t of [a, b]) expect(await portfolioTitles(t)).not.toContain('Cache Bereich');
    const [cat] = await a.db.insert(portfolioCategories).values({ title: 'Cache Bereich' }).returning();
    const [item] = await b.db.insert(portfolioItems).values({ categoryId: cat!.id, title: 'Cache Punkt', itemLearned: 'gelernt', type: 'Mobility' }).returning();
    for (const t of [a, b]) await vi.waitFor(async () => expect(await portfolioTitles(t)).toContain('Cache Bereich/Cache Punkt'), { timeout: 3000, interval: 25 });
    await a.db.update(portfolioItems).set({ title: 'Cache Punkt neu' }).where(eq(portfolioItems.id, item!.id));
    for (const t of [a, b]) await vi.waitFor(async () => expect(await portfolioTitles(t)).toContain('Cache Bereich/Cache Punkt neu'), { timeout: 3000, interval: 25 });
    await b.db.update(portfolioCategories).set({ title: 'Cache Bereich neu' }).where(eq(portfolioCategories.id, cat!.id));
    for (const t of [a, b]) await vi.waitFor(async () => expect(await portfolioTitles(t)).toContain('Cache Bereich neu/Cache Punkt neu'), { timeout: 3000, interval: 25 });
  });

  it('PORT-09 a tick checks its item in the cached catalogue: a new item is tickable at once, a removed one answers 404, never 500', async () => {
    const s = await buildScene(a.db);
    const tick = (itemId: string) =>
      call(a, { method: 'PATCH', url: '/api/teacher/trainingportfolio/update', as: s.teacher, body: { _trainingPortfolioItem: itemId, _student: s.student.id, _teacher: s.teacher.id, teacherChecked: true } });
    const [cat] = await a.db.insert(portfolioCategories).values({ title: 'Tick Bereich' }).returning();
    const [first] = await a.db.insert(portfolioItems).values({ categoryId: cat!.id, title: 'Tick Punkt', itemLearned: 'gelernt', type: 'Mobility' }).returning();
    expect((await tick(first!.id)).statusCode).toBe(200);
    // the catalogue no longer hears changes: a's cache keeps what it read
    await a.db.execute(sql`alter table portfolio_items disable trigger portfolio_items_notify_catalogue`);
    onTestFinished(() => a.db.execute(sql`alter table portfolio_items enable trigger portfolio_items_notify_catalogue`).then(() => undefined));
    const [added] = await b.db.insert(portfolioItems).values({ categoryId: cat!.id, title: 'Neuer Punkt', itemLearned: 'gelernt', type: 'Mobility' }).returning();
    const res = await tick(added!.id);
    expect(res.statusCode, res.body).toBe(200);
    const [removed] = await b.db.insert(portfolioItems).values({ categoryId: cat!.id, title: 'Bald weg', itemLearned: 'gelernt', type: 'Mobility' }).returning();
    await a.db.execute(sql`select pg_notify('pp_session_change', 'k:portfolio')`);
    await vi.waitFor(async () => expect((await tick(removed!.id)).statusCode).toBe(200), { timeout: 3000, interval: 25 });
    await b.db.delete(portfolioItems).where(eq(portfolioItems.id, removed!.id));
    const gone = await tick(removed!.id);
    expect(gone.statusCode, gone.body).toBe(404);
    expect(gone.json().messages[0].message).toBe(portfolioMessages.itemNotFound);
  });
});
