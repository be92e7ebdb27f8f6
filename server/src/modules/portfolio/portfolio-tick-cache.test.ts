import { eq, sql } from 'drizzle-orm';
import { emptyPortfolioForm } from '@praxisport/contract/portfolio';
import { describe, expect, it, vi } from 'vitest';
import { portfolioCategories, portfolioForms, portfolioItems, portfolioTicks } from '../../db/schema/portfolio';
import { users } from '../../db/schema/users';
import { buildScene, call, settled, useTwoProcesses, uuid, type Scene, type TestContext } from '../../../test/kit';

/**
 * Issue 17, decision 023: a student's ticks and saved blanks are kept per student until they change.
 * Two apps on one database stand for two processes: a tick set in one shows there at once and in the
 * other a moment later.
 */
const { a, b } = useTwoProcesses();

type Tick = { teacherChecked: boolean; teacherCheckedBy: { name: string } | null };
type Portfolio = { categories: { items: { _id: string; trainingPortfolio: Tick }[] }[]; form: { trainee: string } };
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 25 });

async function arrange(): Promise<{ s: Scene; itemId: string }> {
  const s = await buildScene(a.db);
  const [cat] = await a.db.insert(portfolioCategories).values({ title: `Mobilität ${uuid().slice(0, 8)}` }).returning();
  const [item] = await a.db.insert(portfolioItems).values({ categoryId: cat!.id, title: 'Transfer Bett–Stuhl', itemLearned: 'Sicherer Transfer', type: 'Mobility' }).returning();
  return { s, itemId: item!.id };
}
const read = async (t: TestContext, s: Scene, itemId: string) => {
  const body = (await call(t, { url: `/api/teacher/trainingportfolio/categories/${s.student.id}`, as: s.student })).json() as Portfolio;
  return body.categories.flatMap((c) => c.items).find((i) => i._id === itemId)!.trainingPortfolio;
};
const tick = (s: Scene, itemId: string, teacherChecked: boolean) =>
  call(a, { method: 'PATCH', url: '/api/teacher/trainingportfolio/update', as: s.teacher, body: { _trainingPortfolioItem: itemId, _student: s.student.id, teacherChecked } });

describe('portfolio tick cache (issue 17)', () => {
  it('PORT-13 PORT-16 a tick shows at once where it was set and a moment later in every other process', async () => {
    const { s, itemId } = await arrange();
    for (const t of [a, b]) expect((await read(t, s, itemId)).teacherChecked).toBe(false);
    expect((await tick(s, itemId, true)).statusCode).toBe(200);
    expect((await read(a, s, itemId)).teacherChecked).toBe(true);
    await soon(async () => expect((await read(b, s, itemId)).teacherChecked).toBe(true));
    await settled(a.db, a, b); // then filled again after every announcement of the tick
    for (const t of [a, b]) expect((await read(t, s, itemId)).teacherChecked).toBe(true);
    // kept: a change the database does not announce (its triggers off for one transaction) is not seen
    await b.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(portfolioTicks).set({ teacherChecked: false }).where(eq(portfolioTicks.studentId, s.student.id));
    });
    for (const t of [a, b]) expect((await read(t, s, itemId)).teacherChecked).toBe(true);
    expect((await tick(s, itemId, false)).statusCode).toBe(200);
    expect((await read(a, s, itemId)).teacherChecked).toBe(false);
    await soon(async () => expect((await read(b, s, itemId)).teacherChecked).toBe(false));
    // not only the app's ticks are announced: any other writer's change is too
    await a.db.update(portfolioTicks).set({ teacherChecked: true }).where(eq(portfolioTicks.studentId, s.student.id));
    for (const t of [a, b]) await soon(async () => expect((await read(t, s, itemId)).teacherChecked).toBe(true));
  });

  it('PORT-16 PORT-02 a renamed teacher, saved blanks and a deleted tick show in every process', async () => {
    const { s, itemId } = await arrange();
    expect((await tick(s, itemId, true)).statusCode).toBe(200);
    for (const t of [a, b]) await soon(async () => expect((await read(t, s, itemId)).teacherCheckedBy?.name).toBe(s.teacher.name));
    await a.db.update(users).set({ name: 'Umbenannt' }).where(eq(users.id, s.teacher.id));
    for (const t of [a, b]) await soon(async () => expect((await read(t, s, itemId)).teacherCheckedBy?.name).toBe('Umbenannt'));
    const trainee = async (t: TestContext) =>
      ((await call(t, { url: `/api/teacher/trainingportfolio/categories/${s.student.id}`, as: s.teacher })).json() as Portfolio).form.trainee;
    for (const t of [a, b]) expect(await trainee(t)).toBe('');
    await b.db.insert(portfolioForms).values({ studentId: s.student.id, form: { ...emptyPortfolioForm(), trainee: 'Lena Schmidt' } });
    for (const t of [a, b]) await soon(async () => expect(await trainee(t)).toBe('Lena Schmidt'));
    await b.db.delete(portfolioTicks).where(eq(portfolioTicks.studentId, s.student.id));
    for (const t of [a, b]) await soon(async () => expect((await read(t, s, itemId)).teacherChecked).toBe(false));
  });
});
