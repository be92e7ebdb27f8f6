import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { instantiateRecordTemplates } from '../../db/record-templates';
import { forms, items, points, reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { buildClass, buildScene, call, settled, useTwoProcesses, type TestContext } from '../../../test/kit';

/**
 * Issue 17, decision 023: the items of a form are kept per form until one of them changes. Two apps on
 * one database stand for two processes: a point switched in one shows there at once and in the other
 * a moment later; who may read them follows the student's class at once.
 */
const { a, b } = useTwoProcesses();

type Items = { items: { _id: string; itemDesc: string; points: { _id: string; done: boolean; changedBy: { name: string } | null }[] }[]; owner: { fName: string } };
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 25 });

async function arrange() {
  const s = await buildScene(a.db);
  await instantiateRecordTemplates(a.db, [s.student.id]);
  const [form] = await a.db.select().from(forms).where(eq(forms.studentId, s.student.id)).orderBy(asc(forms.position)).limit(1);
  const [item] = await a.db.select().from(items).where(eq(items.formId, form!.id)).orderBy(asc(items.position)).limit(1);
  const [point] = await a.db.select().from(points).where(eq(points.itemId, item!.id)).orderBy(asc(points.position)).limit(1);
  return { s, formId: form!.id, itemId: item!.id, pointId: point!.id };
}
type X = Awaited<ReturnType<typeof arrange>>;
const list = async (t: TestContext, x: X, as: { cookie: string } = x.s.teacher) => (await call(t, { url: `/api/home/items/${x.formId}`, as })).json() as Items;
const point = async (t: TestContext, x: X) => (await list(t, x)).items.find((i) => i._id === x.itemId)!.points.find((p) => p._id === x.pointId)!;
type OneItem = { item: { _id: string; itemDesc: string; points: { _id: string; done: boolean }[] } };
const single = async (t: TestContext, x: X) => ((await call(t, { url: `/api/home/item/${x.itemId}`, as: x.s.teacher })).json() as OneItem).item;
const singlePoint = async (t: TestContext, x: X) => (await single(t, x)).points.find((p) => p._id === x.pointId)!;
const toggle = (x: X, done: boolean) => call(a, { method: 'PUT', url: '/api/home/updatePoint', as: x.s.teacher, body: { _item: x.itemId, _point: x.pointId, done } });

describe('items page cache (issue 17)', () => {
  it('ITEM-02 a switched point shows at once where it was switched and a moment later in every other process', async () => {
    const x = await arrange();
    for (const t of [a, b]) expect((await point(t, x)).done).toBe(false);
    expect((await toggle(x, true)).statusCode).toBe(200);
    expect((await point(a, x)).done).toBe(true);
    await soon(async () => expect((await point(b, x)).done).toBe(true));
    await settled(a.db, a, b); // then filled again after every announcement of the switch
    for (const t of [a, b]) expect((await point(t, x)).done).toBe(true);
    // kept: a change the database does not announce (its triggers off for one transaction) is not seen
    await b.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(points).set({ done: false }).where(eq(points.id, x.pointId));
    });
    for (const t of [a, b]) expect((await point(t, x)).done).toBe(true);
    expect((await toggle(x, false)).statusCode).toBe(200);
    expect((await point(a, x)).done).toBe(false);
    await soon(async () => expect((await point(b, x)).done).toBe(false));
    // not only the app's switches are announced: any other writer's change is too
    await a.db.update(points).set({ done: true }).where(eq(points.id, x.pointId));
    for (const t of [a, b]) await soon(async () => expect((await point(t, x)).done).toBe(true));
  });

  it('ITEM-02 ITEM-12 an item read alone follows a switch, a description and a deletion in every process', async () => {
    const x = await arrange();
    for (const t of [a, b]) expect((await singlePoint(t, x)).done).toBe(false);
    expect((await toggle(x, true)).statusCode).toBe(200);
    expect((await singlePoint(a, x)).done).toBe(true);
    await soon(async () => expect((await singlePoint(b, x)).done).toBe(true));
    await settled(a.db, a, b); // then filled again after every announcement of the switch
    for (const t of [a, b]) expect((await singlePoint(t, x)).done).toBe(true);
    // kept: a change the database does not announce (its triggers off for one transaction) is not seen
    await b.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(items).set({ itemDesc: 'Unangemeldet' }).where(eq(items.id, x.itemId));
    });
    for (const t of [a, b]) expect((await single(t, x)).itemDesc).not.toBe('Unangemeldet');
    await a.db.update(items).set({ itemDesc: 'Neu beschrieben' }).where(eq(items.id, x.itemId));
    for (const t of [a, b]) await soon(async () => expect((await single(t, x)).itemDesc).toBe('Neu beschrieben'));
    await b.db.delete(items).where(eq(items.id, x.itemId));
    for (const t of [a, b]) await soon(async () => expect((await call(t, { url: `/api/home/item/${x.itemId}`, as: x.s.teacher })).statusCode).toBe(404));
  });

  it('ITEM-12 a saved description, a renamed teacher and form, and a deleted item show in every process', async () => {
    const x = await arrange();
    expect((await toggle(x, true)).statusCode).toBe(200);
    for (const t of [a, b]) await soon(async () => expect((await point(t, x)).changedBy?.name).toBe(x.s.teacher.name));
    const saved = await call(a, { method: 'PUT', url: '/api/home/item/update', as: x.s.teacher, body: { item: { _id: x.itemId, itemDesc: 'Neu beschrieben' } } });
    expect(saved.statusCode).toBe(200);
    const desc = async (t: TestContext) => (await list(t, x)).items.find((i) => i._id === x.itemId)?.itemDesc;
    expect(await desc(a)).toBe('Neu beschrieben');
    await soon(async () => expect(await desc(b)).toBe('Neu beschrieben'));
    await a.db.update(users).set({ name: 'Umbenannt' }).where(eq(users.id, x.s.teacher.id));
    for (const t of [a, b]) await soon(async () => expect((await point(t, x)).changedBy?.name).toBe('Umbenannt'));
    await b.db.update(forms).set({ fName: 'Bogen Neu' }).where(eq(forms.id, x.formId));
    for (const t of [a, b]) await soon(async () => expect((await list(t, x)).owner.fName).toBe('Bogen Neu'));
    await b.db.delete(items).where(eq(items.id, x.itemId));
    for (const t of [a, b]) await soon(async () => expect((await list(t, x)).items.some((i) => i._id === x.itemId)).toBe(false));
  });

  it('SEC-04 PERM-05 kept items are refused to the old class\'s teacher at once when the student changes class, and a deleted form is unknown', async () => {
    const x = await arrange();
    for (const t of [a, b]) expect((await call(t, { url: `/api/home/items/${x.formId}`, as: x.s.teacher })).statusCode).toBe(200);
    const other = await buildClass(a.db, x.s.supervisor.id, 'Andere Klasse');
    await b.db.update(users).set({ gradeId: other.id }).where(eq(users.id, x.s.student.id));
    for (const t of [a, b]) await soon(async () => expect((await call(t, { url: `/api/home/items/${x.formId}`, as: x.s.teacher })).statusCode).toBe(403));
    await b.db.delete(forms).where(eq(forms.id, x.formId));
    for (const t of [a, b]) await soon(async () => expect((await call(t, { url: `/api/home/items/${x.formId}`, as: x.s.student })).statusCode).toBe(404));
  });

  it('REV-13 REV-16 a review with its items is kept until it or one of its items changes, in every process', async () => {
    const s = await buildScene(a.db);
    await instantiateRecordTemplates(a.db, [s.student.id]);
    const [review] = await a.db.select().from(reviews).where(and(eq(reviews.studentId, s.student.id), eq(reviews.rType, 'review'))).orderBy(asc(reviews.position)).limit(1);
    const [item] = await a.db.select().from(items).where(eq(items.reviewId, review!.id)).orderBy(asc(items.position)).limit(1);
    const [pt] = await a.db.select().from(points).where(eq(points.itemId, item!.id)).orderBy(asc(points.position)).limit(1);
    type Review = { review: { attendingPeople: string; items: { _id: string; points: { _id: string; done: boolean }[] }[] } };
    const read = async (t: TestContext) => ((await call(t, { url: `/api/home/getReview/${review!.id}`, as: s.teacher })).json() as Review).review;
    const done = async (t: TestContext) => (await read(t)).items.find((i) => i._id === item!.id)!.points.find((p) => p._id === pt!.id)!.done;
    for (const t of [a, b]) expect(await done(t)).toBe(false);
    expect((await call(a, { method: 'PUT', url: '/api/home/updatePoint', as: s.teacher, body: { _item: item!.id, _point: pt!.id, done: true } })).statusCode).toBe(200);
    expect(await done(a)).toBe(true);
    await soon(async () => expect(await done(b)).toBe(true));
    const saved = await call(a, { method: 'PUT', url: '/api/home/review', as: s.teacher, body: { review: { _id: review!.id, rDate: '2025-03-04', attendingPeople: 'Frau Weber' } } });
    expect(saved.statusCode).toBe(200);
    expect((await read(a)).attendingPeople).toBe('Frau Weber');
    await soon(async () => expect((await read(b)).attendingPeople).toBe('Frau Weber'));
    await settled(a.db, a, b); // then filled again after every announcement
    for (const t of [a, b]) expect((await read(t)).attendingPeople).toBe('Frau Weber');
    // kept: a change the database does not announce (its triggers off for one transaction) is not seen
    await b.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(reviews).set({ attendingPeople: 'Unangemeldet' }).where(eq(reviews.id, review!.id));
    });
    for (const t of [a, b]) expect((await read(t)).attendingPeople).toBe('Frau Weber');
    await b.db.update(reviews).set({ attendingPeople: 'Herr Koch' }).where(eq(reviews.id, review!.id));
    for (const t of [a, b]) await soon(async () => expect((await read(t)).attendingPeople).toBe('Herr Koch'));
  });
});
