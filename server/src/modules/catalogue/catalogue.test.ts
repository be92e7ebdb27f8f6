import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { catalogueMessages } from '@praxisport/contract/catalogue';
import { buildScene, call, describeRoute, uuid, useTestApp, type Scene } from '../../../test/kit';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from '../../db/schema/catalogue';

const t = useTestApp();

const links = {
  videoLink: 'https://video.example/vitalzeichen',
  audioLink: 'https://audio.example/vitalzeichen.mp3',
  pdfLink1: 'https://docs.example/a.pdf',
  pdfLink2: 'http://docs.example/b.pdf',
};

/** A category with an option, a test and a sub-test, plus a second test. */
async function tree() {
  const [cat] = await t.db.insert(competencyCategories).values({ title: `Kategorie ${uuid().slice(0, 6)}` }).returning();
  const [option] = await t.db.insert(competencyOptions).values({ categoryId: cat!.id, title: 'Option' }).returning();
  const [test] = await t.db.insert(competencyTests).values({ optionId: option!.id, title: 'Test' }).returning();
  const [other] = await t.db.insert(competencyTests).values({ optionId: option!.id, title: 'Anderer Test' }).returning();
  const [sub] = await t.db.insert(competencySubTests).values({ testId: test!.id, title: 'Sub', subTitle: 'Untertitel', ...links }).returning();
  return { cat: cat!, option: option!, test: test!, other: other!, sub: sub! };
}
type Tree = Awaited<ReturnType<typeof tree>>;

const countOf = async (table: typeof competencyCategories | typeof competencyOptions | typeof competencyTests | typeof competencySubTests) =>
  Number((await t.db.select({ n: count() }).from(table))[0]!.n);

describeRoute<Tree>(
  t,
  {
    method: 'GET',
    route: '/api/admin/test/competencyCat',
    title: 'ADM-09 API-58 GET /api/admin/test/competencyCat',
    allowed: ['admin'],
    arrange: tree,
    valid: () => ({ url: '/api/admin/test/competencyCat' }),
    success: { check: (res, _s, _w, x) => expect(res.json().competencyCats).toContainEqual({ _id: x.cat.id, title: x.cat.title }) },
  },
);

let before = 0;
describeRoute(
  t,
  {
    method: 'POST',
    route: '/api/admin/test/competencyCat',
    title: 'ADM-14 ADM-15 API-57 POST /api/admin/test/competencyCat',
    allowed: ['admin'],
    arrange: async () => {
      before = await countOf(competencyCategories);
    },
    valid: () => ({ url: '/api/admin/test/competencyCat', body: { title: '  Grundpflege  ' } }),
    invalid: [
      { name: 'empty', request: () => ({ url: '/api/admin/test/competencyCat', body: { title: '   ' } }), message: catalogueMessages.titleMissing, path: 'title' },
      { name: 'missing', request: () => ({ url: '/api/admin/test/competencyCat', body: {} }), message: 'Titel fehlt.', path: 'title' },
      { name: 'too long', request: () => ({ url: '/api/admin/test/competencyCat', body: { title: 'x'.repeat(201) } }), message: catalogueMessages.titleTooLong, path: 'title' },
    ],
    unchanged: async () => expect(await countOf(competencyCategories)).toBe(before),
    success: { status: 201, check: (res) => expect(res.json().competencyCat).toMatchObject({ title: 'Grundpflege' }) },
  },
);

describeRoute<Tree>(
  t,
  {
    method: 'POST',
    route: '/api/admin/test/competencyCatOption',
    title: 'ADM-14 API-59 POST /api/admin/test/competencyCatOption',
    allowed: ['admin'],
    arrange: async () => {
      const x = await tree();
      before = await countOf(competencyOptions);
      return x;
    },
    valid: (_s, _w, x) => ({ url: '/api/admin/test/competencyCatOption', body: { title: 'Mobilität', _competencyCat: x.cat.id } }),
    invalid: [
      { name: 'no title', request: (_s, _w, x) => ({ url: '/api/admin/test/competencyCatOption', body: { title: '', _competencyCat: x.cat.id } }), message: catalogueMessages.titleMissing, path: 'title' },
      { name: 'unknown parent', request: () => ({ url: '/api/admin/test/competencyCatOption', body: { title: 'X', _competencyCat: uuid() } }), message: catalogueMessages.categoryNotFound, path: '_competencyCat' },
      { name: 'bad id', request: () => ({ url: '/api/admin/test/competencyCatOption', body: { title: 'X', _competencyCat: 'abc' } }), message: 'Ungültige ID.', path: '_competencyCat' },
    ],
    unchanged: async () => expect(await countOf(competencyOptions)).toBe(before),
    success: { status: 201, check: (res, _s, _w, x) => expect(res.json().competencyCatOption).toMatchObject({ title: 'Mobilität', _competencyCat: x.cat.id }) },
  },
);

describeRoute<Tree>(
  t,
  {
    method: 'GET',
    route: '/api/admin/test/competencyCatOption/{id}',
    title: 'ADM-10 API-60 GET /api/admin/test/competencyCatOption/{id}',
    allowed: ['admin'],
    arrange: tree,
    valid: (_s, _w, x) => ({ url: `/api/admin/test/competencyCatOption/${x.cat.id}` }),
    invalid: [{ name: 'unknown', request: () => ({ url: `/api/admin/test/competencyCatOption/${uuid()}` }), status: 404, message: catalogueMessages.categoryNotFound }],
    success: { check: (res, _s, _w, x) => expect(res.json()).toEqual({ competencyCatOptions: [{ _id: x.option.id, title: 'Option', _competencyCat: x.cat.id }] }) },
  },
);

describeRoute<Tree>(
  t,
  {
    method: 'GET',
    route: '/api/admin/test/competencyCatOptionTest/{id}',
    title: 'ADM-11 API-61 GET /api/admin/test/competencyCatOptionTest/{id}',
    allowed: ['admin'],
    arrange: tree,
    valid: (_s, _w, x) => ({ url: `/api/admin/test/competencyCatOptionTest/${x.option.id}` }),
    invalid: [{ name: 'unknown', request: () => ({ url: `/api/admin/test/competencyCatOptionTest/${uuid()}` }), status: 404, message: catalogueMessages.optionNotFound }],
    success: { check: (res, _s, _w, x) => expect(res.json().competencyCatOptionTests.map((r: { _id: string }) => r._id).sort()).toEqual([x.test.id, x.other.id].sort()) },
  },
);

describeRoute<Tree>(
  t,
  {
    method: 'POST',
    route: '/api/admin/test/competencyCatOptionTest',
    title: 'ADM-14 ADM-15 AMB-127 API-62 POST /api/admin/test/competencyCatOptionTest',
    allowed: ['admin'],
    arrange: async () => {
      const x = await tree();
      before = await countOf(competencyTests);
      return x;
    },
    valid: (_s, _w, x) => ({ url: '/api/admin/test/competencyCatOptionTest', body: { title: 'Transfer', _competencyCategoryOption: x.option.id } }),
    invalid: [
      { name: 'no title', request: (_s, _w, x) => ({ url: '/api/admin/test/competencyCatOptionTest', body: { _competencyCategoryOption: x.option.id } }), message: 'Titel fehlt.', path: 'title' },
      { name: 'unknown parent', request: () => ({ url: '/api/admin/test/competencyCatOptionTest', body: { title: 'X', _competencyCategoryOption: uuid() } }), message: catalogueMessages.optionNotFound, path: '_competencyCategoryOption' },
    ],
    unchanged: async () => expect(await countOf(competencyTests)).toBe(before),
    success: { status: 201 },
  },
);

describeRoute<Tree>(
  t,
  {
    method: 'GET',
    route: '/api/admin/test/competencyCatOptionSubTest',
    title: 'ADM-12 API-64 GET /api/admin/test/competencyCatOptionSubTest',
    allowed: ['admin'],
    arrange: tree,
    valid: () => ({ url: '/api/admin/test/competencyCatOptionSubTest' }),
    success: { check: (res, _s, _w, x) => expect(res.json().competencyCatOptionSubTests).toContainEqual({ _id: x.sub.id, title: 'Sub', subTitle: 'Untertitel', ...links, _competencyCatOptionTest: x.test.id }) },
  },
);

describeRoute<Tree>(
  t,
  {
    method: 'GET',
    route: '/api/admin/test/competencyCatOptionSubTest/{id}',
    title: 'ADM-12 API-63 GET /api/admin/test/competencyCatOptionSubTest/{id}',
    allowed: ['admin'],
    arrange: tree,
    valid: (_s, _w, x) => ({ url: `/api/admin/test/competencyCatOptionSubTest/${x.other.id}` }),
    invalid: [{ name: 'unknown', request: () => ({ url: `/api/admin/test/competencyCatOptionSubTest/${uuid()}` }), status: 404, message: catalogueMessages.testNotFound }],
    success: { check: (res) => expect(res.json()).toEqual({ competencyCatOptionSubTests: [] }) },
  },
);

const subBody = (x: Tree, o: Record<string, unknown> = {}) => ({ title: 'Puls messen', subTitle: 'Radialispuls', ...links, _competencyCatOptionTest: x.test.id, ...o });
describeRoute<Tree>(
  t,
  {
    method: 'POST',
    route: '/api/admin/test/competencyCatOptionSubTest',
    title: 'ADM-14 ADM-16 AMB-128 API-65 POST /api/admin/test/competencyCatOptionSubTest',
    allowed: ['admin'],
    arrange: async () => {
      const x = await tree();
      before = await countOf(competencySubTests);
      return x;
    },
    valid: (_s, _w, x) => ({ url: '/api/admin/test/competencyCatOptionSubTest', body: subBody(x) }),
    invalid: [
      { name: 'no title', request: (_s, _w, x) => ({ url: '/api/admin/test/competencyCatOptionSubTest', body: subBody(x, { title: ' ' }) }), message: catalogueMessages.titleMissing, path: 'title' },
      { name: 'no sub title', request: (_s, _w, x) => ({ url: '/api/admin/test/competencyCatOptionSubTest', body: subBody(x, { subTitle: '' }) }), message: catalogueMessages.subTitleMissing, path: 'subTitle' },
      ...['videoLink', 'audioLink', 'pdfLink1', 'pdfLink2'].flatMap((field) =>
        ['not a url', 'ftp://files.example/x', 'javascript:alert(1)'].map((value) => ({
          name: `${field} ${value}`,
          request: (_s: Scene, _w: unknown, x: Tree) => ({ url: '/api/admin/test/competencyCatOptionSubTest', body: subBody(x, { [field]: value }) }),
          message: catalogueMessages.linkInvalid,
          path: field,
        })),
      ),
      { name: 'unknown test', request: (_s, _w, x) => ({ url: '/api/admin/test/competencyCatOptionSubTest', body: subBody(x, { _competencyCatOptionTest: uuid() }) }), message: catalogueMessages.testNotFound, path: '_competencyCatOptionTest' },
    ],
    unchanged: async () => expect(await countOf(competencySubTests)).toBe(before),
    success: { status: 201, check: (res, _s, _w, x) => expect(res.json().competencyCatOptionSubTest).toMatchObject({ title: 'Puls messen', _competencyCatOptionTest: x.test.id }) },
  },
);

describeRoute<Tree>(
  t,
  {
    method: 'GET',
    route: '/api/admin/test/subTestLinks/{testId}/{subTestId}',
    title: 'ADM-17 AMB-116 API-66 GET /api/admin/test/subTestLinks/{testId}/{subTestId}',
    allowed: ['admin'],
    arrange: tree,
    valid: (_s, _w, x) => ({ url: `/api/admin/test/subTestLinks/${x.test.id}/${x.sub.id}` }),
    invalid: [
      { name: 'wrong test', request: (_s, _w, x) => ({ url: `/api/admin/test/subTestLinks/${x.other.id}/${x.sub.id}` }), status: 404, message: catalogueMessages.subTestNotInTest },
      { name: 'unknown sub', request: (_s, _w, x) => ({ url: `/api/admin/test/subTestLinks/${x.test.id}/${uuid()}` }), status: 404, message: catalogueMessages.subTestNotFound },
    ],
    success: { check: (res, _s, _w, x) => expect(res.json()).toEqual({ links: { subTitle: 'Untertitel', ...links, _test: x.test.id, _subTest: x.sub.id } }) },
  },
);

const newLinks = { videoLink: 'https://v.example/neu', audioLink: 'https://a.example/neu', pdfLink1: 'https://p.example/1', pdfLink2: 'https://p.example/2' };
describeRoute<Tree>(
  t,
  {
    method: 'PUT',
    route: '/api/admin/test/addSubTestLinks',
    title: 'ADM-18 AMB-128 API-67 PUT /api/admin/test/addSubTestLinks',
    allowed: ['admin'],
    arrange: tree,
    valid: (_s, _w, x) => ({ url: '/api/admin/test/addSubTestLinks', body: { subTitle: 'Neu', ...newLinks, _test: x.test.id, _subTest: x.sub.id } }),
    invalid: [
      { name: 'bad video', request: (_s, _w, x) => ({ url: '/api/admin/test/addSubTestLinks', body: { ...newLinks, videoLink: 'video', _test: x.test.id, _subTest: x.sub.id } }), message: catalogueMessages.linkInvalid, path: 'videoLink' },
      { name: 'wrong test', request: (_s, _w, x) => ({ url: '/api/admin/test/addSubTestLinks', body: { ...newLinks, _test: x.other.id, _subTest: x.sub.id } }), message: catalogueMessages.subTestNotInTest, path: '_subTest' },
    ],
    unchanged: async (_s, x) => expect((await t.db.select().from(competencySubTests).where(eq(competencySubTests.id, x.sub.id)))[0]).toMatchObject(links),
    success: {
      check: async (res, _s, _w, x) => {
        expect(res.json().links).toEqual({ subTitle: 'Neu', ...newLinks, _test: x.test.id, _subTest: x.sub.id });
        const again = await call(t, { url: `/api/admin/test/subTestLinks/${x.test.id}/${x.sub.id}`, as: _s.admin });
        expect(again.json().links.videoLink).toBe(newLinks.videoLink);
      },
    },
  },
  () => {
    it('AMB-128 the sub title is optional in the links editor: the old one stays', async () => {
      const x = await tree();
      const scene = await buildScene(t.db);
      const res = await call(t, { method: 'PUT', url: '/api/admin/test/addSubTestLinks', as: scene.admin, body: { ...newLinks, _test: x.test.id, _subTest: x.sub.id } });
      expect(res.json().links.subTitle).toBe('Untertitel');
    });
  },
);
