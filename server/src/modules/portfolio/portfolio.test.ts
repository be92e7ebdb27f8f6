import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { portfolioMessages } from '@praxisport/contract/portfolio';
import { call, describeRoute, uuid, useTestApp } from '../../../test/kit';
import { portfolioCategories, portfolioItems } from '../../db/schema/portfolio';

const t = useTestApp();

async function arrange() {
  const [cat] = await t.db.insert(portfolioCategories).values({ title: `Grundpflege ${uuid().slice(0, 6)}` }).returning();
  const [item] = await t.db
    .insert(portfolioItems)
    .values({ categoryId: cat!.id, title: 'Vitalzeichen erheben und dokumentieren', itemLearned: 'Puls, Blutdruck, Atmung', type: 'Knowledge' })
    .returning();
  const items = Number((await t.db.select({ n: count() }).from(portfolioItems))[0]!.n);
  const cats = Number((await t.db.select({ n: count() }).from(portfolioCategories))[0]!.n);
  return { cat: cat!, item: item!, items, cats };
}
type X = Awaited<ReturnType<typeof arrange>>;
const itemCount = async () => Number((await t.db.select({ n: count() }).from(portfolioItems))[0]!.n);
const catCount = async () => Number((await t.db.select({ n: count() }).from(portfolioCategories))[0]!.n);

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/admin/trainingPortfolio/categories',
  title: 'ADM-23 API-78 GET /api/admin/trainingPortfolio/categories',
  allowed: ['admin'],
  arrange,
  valid: () => ({ url: '/api/admin/trainingPortfolio/categories' }),
  success: { check: (res, _s, _w, x) => expect(res.json().trainingPortfolioCategories).toContainEqual({ _id: x.cat.id, title: x.cat.title }) },
});

describeRoute<X>(t, {
  method: 'POST',
  route: '/api/admin/trainingPortfolio/category',
  title: 'ADM-24 API-77 POST /api/admin/trainingPortfolio/category',
  allowed: ['admin'],
  arrange,
  valid: () => ({ url: '/api/admin/trainingPortfolio/category', body: { title: 'Ernährung' } }),
  invalid: [
    { name: 'empty', request: () => ({ url: '/api/admin/trainingPortfolio/category', body: { title: '' } }), message: portfolioMessages.titleMissing, path: 'title' },
    { name: 'too long', request: () => ({ url: '/api/admin/trainingPortfolio/category', body: { title: 'x'.repeat(201) } }), message: portfolioMessages.titleTooLong, path: 'title' },
  ],
  unchanged: async (_s, x) => expect(await catCount()).toBe(x.cats),
  success: { status: 201, check: (res) => expect(res.json().trainingPortfolioCategory).toMatchObject({ title: 'Ernährung' }) },
});

const itemBody = (categoryId: string | undefined, o: Record<string, unknown> = {}) => ({
  title: 'Mobilisation nach Kinästhetik',
  itemLearned: 'Bewegungsressourcen nutzen',
  type: 'Mobility',
  _trainingPortfolioCategory: categoryId,
  ...o,
});
describeRoute<X>(t, {
  method: 'POST',
  route: '/api/admin/trainingPortfolio/item',
  title: 'ADM-26 ADM-27 ADM-28 API-79 POST /api/admin/trainingPortfolio/item',
  allowed: ['admin'],
  arrange,
  valid: (_s, _w, x) => ({ url: '/api/admin/trainingPortfolio/item', body: itemBody(x.cat.id) }),
  invalid: [
    { name: 'no category', request: () => ({ url: '/api/admin/trainingPortfolio/item', body: itemBody(undefined) }), message: portfolioMessages.categoryMissing, path: '_trainingPortfolioCategory' },
    { name: 'unknown category', request: () => ({ url: '/api/admin/trainingPortfolio/item', body: itemBody(uuid()) }), message: portfolioMessages.categoryNotFound, path: '_trainingPortfolioCategory' },
    { name: 'no title', request: (_s, _w, x) => ({ url: '/api/admin/trainingPortfolio/item', body: itemBody(x.cat.id, { title: ' ' }) }), message: portfolioMessages.titleMissing, path: 'title' },
    { name: 'no itemLearned', request: (_s, _w, x) => ({ url: '/api/admin/trainingPortfolio/item', body: itemBody(x.cat.id, { itemLearned: '' }) }), message: portfolioMessages.itemLearnedMissing, path: 'itemLearned' },
    { name: 'bad type', request: (_s, _w, x) => ({ url: '/api/admin/trainingPortfolio/item', body: itemBody(x.cat.id, { type: 'Hygiene' }) }), message: portfolioMessages.typeInvalid, path: 'type' },
  ],
  unchanged: async (_s, x) => expect(await itemCount()).toBe(x.items),
  success: { status: 201, check: (res, _s, _w, x) => expect(res.json().trainingPortfolioItem).toMatchObject({ type: 'Mobility', _trainingPortfolioCategory: x.cat.id }) },
});

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/admin/trainingPortfolio/items/{categoryId}',
  title: 'ADM-25 API-80 GET /api/admin/trainingPortfolio/items/{categoryId}',
  allowed: ['admin'],
  arrange,
  valid: (_s, _w, x) => ({ url: `/api/admin/trainingPortfolio/items/${x.cat.id}` }),
  invalid: [{ name: 'unknown', request: () => ({ url: `/api/admin/trainingPortfolio/items/${uuid()}` }), status: 404, message: portfolioMessages.categoryNotFound }],
  success: {
    check: (res, _s, _w, x) =>
      expect(res.json()).toEqual({
        trainingPortfolioItems: [{ _id: x.item.id, title: x.item.title, itemLearned: x.item.itemLearned, type: 'Knowledge', _trainingPortfolioCategory: x.cat.id }],
      }),
  },
});

describeRoute<X>(t, {
  method: 'PATCH',
  route: '/api/admin/trainingPortfolio/items/{itemId}',
  title: 'ADM-29 AMB-91 API-81 PATCH /api/admin/trainingPortfolio/items/{itemId}',
  allowed: ['admin'],
  arrange,
  valid: (_s, _w, x) => ({ url: `/api/admin/trainingPortfolio/items/${x.item.id}`, body: { title: 'Vitalzeichen', itemLearned: 'Neu', type: 'Pain' } }),
  invalid: [
    { name: 'unknown', request: () => ({ url: `/api/admin/trainingPortfolio/items/${uuid()}`, body: { title: 'A', itemLearned: 'B', type: 'Pain' } }), status: 404, message: portfolioMessages.itemNotFound },
    { name: 'no title', request: (_s, _w, x) => ({ url: `/api/admin/trainingPortfolio/items/${x.item.id}`, body: { title: '', itemLearned: 'B', type: 'Pain' } }), message: portfolioMessages.titleMissing, path: 'title' },
  ],
  unchanged: async (_s, x) => expect((await t.db.select().from(portfolioItems).where(eq(portfolioItems.id, x.item.id)))[0]!.title).toBe(x.item.title),
  success: {
    check: async (res, s, _w, x) => {
      expect(res.json().trainingPortfolioItem).toMatchObject({ _id: x.item.id, title: 'Vitalzeichen', type: 'Pain' });
      const list = await call(t, { url: `/api/admin/trainingPortfolio/items/${x.cat.id}`, as: s.admin });
      expect(list.json().trainingPortfolioItems[0].title).toBe('Vitalzeichen');
    },
  },
});
