import { count, eq, like } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { lfceMessages } from '@praxisport/contract/lfce';
import { buildScene, call, describeRoute, uuid, useTestApp } from '../../../test/kit';
import { lfces } from '../../db/schema/attendance';
import { portfolioCategories, portfolioItems } from '../../db/schema/portfolio';

const t = useTestApp();
// every LFCE of this file carries the tag; removed afterwards, so the catalogue CE 01 … CE 11 is what other files see
const TAG = `lfce-test-${uuid().slice(0, 8)}`;
afterAll(() => t.db.delete(lfces).where(like(lfces.title, `%${TAG}%`)));

async function arrange() {
  const [cat] = await t.db.insert(portfolioCategories).values({ title: 'Grundpflege' }).returning();
  const [a, b] = await t.db
    .insert(portfolioItems)
    .values([
      { categoryId: cat!.id, title: `Vitalzeichen ${uuid().slice(0, 5)}`, itemLearned: 'x', type: 'Knowledge' },
      { categoryId: cat!.id, title: `Mobilisation ${uuid().slice(0, 5)}`, itemLearned: 'y', type: 'Mobility' },
    ])
    .returning();
  const [lfce] = await t.db.insert(lfces).values({ title: `LF Test ${TAG} ${uuid()}`, competencyIv: 'I', position: 99 }).returning();
  const n = Number((await t.db.select({ n: count() }).from(lfces))[0]!.n);
  return { a: a!, b: b!, lfce: lfce!, n };
}
type X = Awaited<ReturnType<typeof arrange>>;
const lfceCount = async () => Number((await t.db.select({ n: count() }).from(lfces))[0]!.n);

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/admin/registerAnalysis/allTrainingPortfolioItems',
  title: 'LFCE-07 API-34 GET /api/admin/registerAnalysis/allTrainingPortfolioItems',
  allowed: ['admin'],
  arrange,
  valid: () => ({ url: '/api/admin/registerAnalysis/allTrainingPortfolioItems' }),
  success: { check: (res, _s, _w, x) => expect(res.json().trainingPortfolioItems).toContainEqual({ _id: x.a.id, title: x.a.title }) },
});

const body = (x: X, o: Record<string, unknown> = {}) => ({ title: `CE 12 ${TAG} ${uuid()}`, competencyIV: 'I, II', _learningObjectives: [x.a.id, x.b.id], ...o });
describeRoute<X>(
  t,
  {
    method: 'POST',
    route: '/api/admin/registerAnalysis/lfce',
    title: 'LFCE-12 AMB-131 API-32 POST /api/admin/registerAnalysis/lfce',
    allowed: ['admin'],
    arrange,
    valid: (_s, _w, x) => ({ url: '/api/admin/registerAnalysis/lfce', body: body(x) }),
    invalid: [
      { name: 'no title', request: (_s, _w, x) => ({ url: '/api/admin/registerAnalysis/lfce', body: body(x, { title: '' }) }), message: lfceMessages.titleMissing, path: 'title' },
      { name: 'no competencyIV', request: (_s, _w, x) => ({ url: '/api/admin/registerAnalysis/lfce', body: body(x, { competencyIV: ' ' }) }), message: lfceMessages.competencyIvMissing, path: 'competencyIV' },
      { name: 'no objectives', request: (_s, _w, x) => ({ url: '/api/admin/registerAnalysis/lfce', body: body(x, { _learningObjectives: [] }) }), message: lfceMessages.objectivesMissing, path: '_learningObjectives' },
      { name: 'unknown item', request: (_s, _w, x) => ({ url: '/api/admin/registerAnalysis/lfce', body: body(x, { _learningObjectives: [uuid()] }) }), message: lfceMessages.unknownItem, path: '_learningObjectives' },
      { name: 'taken title', request: (_s, _w, x) => ({ url: '/api/admin/registerAnalysis/lfce', body: body(x, { title: x.lfce.title }) }), status: 409, message: lfceMessages.titleTaken, path: 'title' },
    ],
    unchanged: async (_s, x) => expect(await lfceCount()).toBe(x.n),
    success: {
      status: 201,
      check: (res, _s, _w, x) => {
        const lfce = res.json().lfce;
        expect(lfce.competencyIV).toBe('I, II');
        expect(lfce._learningObjectives).toEqual(expect.arrayContaining([{ _id: x.a.id, title: x.a.title }, { _id: x.b.id, title: x.b.title }]));
      },
    },
  },
  () => {
    it('LFCE-17 LFCE-18 AMB-133 the list (also for teachers and supervisors) shows the learning objectives as {_id, title}', async () => {
      const s = await buildScene(t.db);
      const x = await arrange();
      const created = (await call(t, { method: 'POST', url: '/api/admin/registerAnalysis/lfce', as: s.admin, body: body(x, { _learningObjectives: [x.a.id] }) })).json().lfce;
      for (const who of [s.admin, s.teacher, s.supervisor]) {
        const list = (await call(t, { url: '/api/admin/registerAnalysis/lfce', as: who })).json().lfces as { _id: string }[];
        expect(list.find((l) => l._id === created._id)).toEqual({ ...created, _learningObjectives: [{ _id: x.a.id, title: x.a.title }] });
      }
    });
  },
);

describeRoute<X>(t, {
  method: 'PATCH',
  route: '/api/admin/registerAnalysis/lfce',
  title: 'LFCE-14 AMB-135 API-33 PATCH /api/admin/registerAnalysis/lfce',
  allowed: ['admin'],
  arrange,
  valid: (_s, _w, x) => ({ url: '/api/admin/registerAnalysis/lfce', body: { _id: x.lfce.id, title: `${x.lfce.title} neu`, competencyIV: 'III', _learningObjectives: [x.b.id] } }),
  invalid: [
    { name: 'no id', request: (_s, _w, x) => ({ url: '/api/admin/registerAnalysis/lfce', body: body(x) }), message: 'Ungültige ID.', path: '_id' },
    { name: 'unknown id', request: (_s, _w, x) => ({ url: '/api/admin/registerAnalysis/lfce', body: { ...body(x), _id: uuid() } }), status: 404, message: lfceMessages.lfceNotFound },
    { name: 'no objectives', request: (_s, _w, x) => ({ url: '/api/admin/registerAnalysis/lfce', body: { ...body(x, { _learningObjectives: [] }), _id: x.lfce.id } }), message: lfceMessages.objectivesMissing, path: '_learningObjectives' },
  ],
  unchanged: async (_s, x) => expect((await t.db.select().from(lfces).where(eq(lfces.id, x.lfce.id)))[0]!.title).toBe(x.lfce.title),
  success: {
    check: (res, _s, _w, x) => expect(res.json().lfce).toEqual({ _id: x.lfce.id, title: `${x.lfce.title} neu`, competencyIV: 'III', _learningObjectives: [{ _id: x.b.id, title: x.b.title }] }),
  },
});
