import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { assessmentMessages } from '@praxisport/contract/assessments';
import { catalogueMessages } from '@praxisport/contract/catalogue';
import { describeRoute, uuid, useTestApp } from '../../../test/kit';
import { assessmentCategories, assessmentCategoryTests, assessmentOptions } from '../../db/schema/assessments';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from '../../db/schema/catalogue';
import { ASSESSMENT_ROOT_ID } from './assessments.service';

const t = useTestApp();
const link = 'https://example.org/x';

async function arrange() {
  const [cat] = await t.db.insert(competencyCategories).values({ title: 'K' }).returning();
  const [option] = await t.db.insert(competencyOptions).values({ categoryId: cat!.id, title: 'O' }).returning();
  const [test] = await t.db.insert(competencyTests).values({ optionId: option!.id, title: 'T' }).returning();
  const [other] = await t.db.insert(competencyTests).values({ optionId: option!.id, title: 'T2' }).returning();
  const [sub] = await t.db.insert(competencySubTests).values({ testId: test!.id, title: 'S', subTitle: 's', videoLink: link, audioLink: link, pdfLink1: link, pdfLink2: link }).returning();
  const [aCat] = await t.db.insert(assessmentCategories).values({ title: `Wissen ${uuid().slice(0, 5)}` }).returning();
  const [catTest] = await t.db.insert(assessmentCategoryTests).values({ categoryId: aCat!.id, testId: test!.id, subTestId: sub!.id, desc: 'Beschreibung' }).returning();
  const [opt] = await t.db.insert(assessmentOptions).values({ categoryTestId: catTest!.id, title: 'Note 2', desc: 'fully achieved', grade: 2 }).returning();
  const n = async (table: typeof assessmentCategories | typeof assessmentCategoryTests | typeof assessmentOptions) => Number((await t.db.select({ n: count() }).from(table))[0]!.n);
  return { test: test!, other: other!, sub: sub!, aCat: aCat!, catTest: catTest!, opt: opt!, counts: { cats: await n(assessmentCategories), tests: await n(assessmentCategoryTests), opts: await n(assessmentOptions) }, n };
}
type X = Awaited<ReturnType<typeof arrange>>;

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/admin/assessment/root',
  title: 'AMB-93 API-P12 GET /api/admin/assessment/root',
  allowed: ['admin'],
  arrange,
  valid: () => ({ url: '/api/admin/assessment/root' }),
  success: { check: (res) => expect(res.json()).toEqual({ rootId: ASSESSMENT_ROOT_ID }) },
});

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/admin/assessment/competencyAssessmentCategories/{rootId}',
  title: 'ADM-31 API-68 GET /api/admin/assessment/competencyAssessmentCategories/{rootId}',
  allowed: ['admin'],
  arrange,
  valid: () => ({ url: `/api/admin/assessment/competencyAssessmentCategories/${ASSESSMENT_ROOT_ID}` }),
  invalid: [{ name: 'other root', request: () => ({ url: `/api/admin/assessment/competencyAssessmentCategories/${uuid()}` }), status: 404, message: assessmentMessages.rootNotFound }],
  success: { check: (res, _s, _w, x) => expect(res.json().competencyAssessmentCats).toContainEqual({ _id: x.aCat.id, title: x.aCat.title }) },
});

describeRoute<X>(t, {
  method: 'POST',
  route: '/api/admin/assessment/competencyAssessmentCategory',
  title: 'ADM-32 API-71 POST /api/admin/assessment/competencyAssessmentCategory',
  allowed: ['admin'],
  arrange,
  valid: () => ({ url: '/api/admin/assessment/competencyAssessmentCategory', body: { title: 'Motivation' } }),
  invalid: [{ name: 'empty', request: () => ({ url: '/api/admin/assessment/competencyAssessmentCategory', body: { title: '' } }), message: assessmentMessages.titleMissing, path: 'title' }],
  unchanged: async (_s, x) => expect(await x.n(assessmentCategories)).toBe(x.counts.cats),
  success: { status: 201 },
});

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/admin/assessment/competencyAssessmentCatTest/{categoryId}/{subTestId}/{testId}',
  title: 'ADM-33 API-72 GET /api/admin/assessment/competencyAssessmentCatTest/{categoryId}/{subTestId}/{testId}',
  allowed: ['admin'],
  arrange,
  valid: (_s, _w, x) => ({ url: `/api/admin/assessment/competencyAssessmentCatTest/${x.aCat.id}/${x.sub.id}/${x.test.id}` }),
  invalid: [
    { name: 'unknown category', request: (_s, _w, x) => ({ url: `/api/admin/assessment/competencyAssessmentCatTest/${uuid()}/${x.sub.id}/${x.test.id}` }), status: 404, message: assessmentMessages.categoryNotFound },
    { name: 'wrong test', request: (_s, _w, x) => ({ url: `/api/admin/assessment/competencyAssessmentCatTest/${x.aCat.id}/${x.sub.id}/${x.other.id}` }), status: 404, message: catalogueMessages.subTestNotInTest },
  ],
  success: { check: (res, _s, _w, x) => expect(res.json().competencyAssessmentTests).toEqual([{ _id: x.catTest.id, desc: 'Beschreibung', _competencyAssessmentCat: x.aCat.id, _competencySubTest: x.sub.id, _competencyCatOptionTest: x.test.id }]) },
});

const catTestBody = (x: X, o: Record<string, unknown> = {}) => ({ desc: 'Puls tasten', _competencyAssessmentCat: x.aCat.id, _competencySubTest: x.sub.id, _competencyCatOptionTest: x.test.id, ...o });
describeRoute<X>(t, {
  method: 'POST',
  route: '/api/admin/assessment/competencyAssessmentCatTest',
  title: 'ADM-34 ADM-35 AMB-127 API-73 POST /api/admin/assessment/competencyAssessmentCatTest',
  allowed: ['admin'],
  arrange,
  valid: (_s, _w, x) => ({ url: '/api/admin/assessment/competencyAssessmentCatTest', body: catTestBody(x) }),
  invalid: [
    { name: 'no desc', request: (_s, _w, x) => ({ url: '/api/admin/assessment/competencyAssessmentCatTest', body: catTestBody(x, { desc: '' }) }), message: assessmentMessages.descMissing, path: 'desc' },
    { name: 'unknown category', request: (_s, _w, x) => ({ url: '/api/admin/assessment/competencyAssessmentCatTest', body: catTestBody(x, { _competencyAssessmentCat: uuid() }) }), message: assessmentMessages.categoryNotFound, path: '_competencyAssessmentCat' },
    { name: 'sub-test of another test', request: (_s, _w, x) => ({ url: '/api/admin/assessment/competencyAssessmentCatTest', body: catTestBody(x, { _competencyCatOptionTest: x.other.id }) }), message: catalogueMessages.subTestNotInTest, path: '_competencySubTest' },
    { name: 'unknown test', request: (_s, _w, x) => ({ url: '/api/admin/assessment/competencyAssessmentCatTest', body: catTestBody(x, { _competencyCatOptionTest: uuid() }) }), message: catalogueMessages.testNotFound, path: '_competencyCatOptionTest' },
  ],
  unchanged: async (_s, x) => expect(await x.n(assessmentCategoryTests)).toBe(x.counts.tests),
  success: { status: 201 },
});

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/admin/assessment/competencyAssessmentCategoryOptions/{categoryTestId}',
  title: 'ADM-37 API-74 GET /api/admin/assessment/competencyAssessmentCategoryOptions/{categoryTestId}',
  allowed: ['admin'],
  arrange,
  valid: (_s, _w, x) => ({ url: `/api/admin/assessment/competencyAssessmentCategoryOptions/${x.catTest.id}` }),
  invalid: [{ name: 'unknown', request: () => ({ url: `/api/admin/assessment/competencyAssessmentCategoryOptions/${uuid()}` }), status: 404, message: assessmentMessages.categoryTestNotFound }],
  success: { check: (res, _s, _w, x) => expect(res.json().competencyTestOptions).toEqual([{ _id: x.opt.id, title: 'Note 2', desc: 'fully achieved', grade: 2, _competencyAssessmentCategoryTest: x.catTest.id }]) },
});

const optBody = (x: X, o: Record<string, unknown> = {}) => ({ title: 'Note 1', desc: 'competence achieved to a particularly high degree', grade: 1, _competencyAssessmentCategoryTest: x.catTest.id, ...o });
describeRoute<X>(t, {
  method: 'POST',
  route: '/api/admin/assessment/competencyAssessmentCategoryOption',
  title: 'ADM-39 ADM-40 API-75 POST /api/admin/assessment/competencyAssessmentCategoryOption',
  allowed: ['admin'],
  arrange,
  valid: (_s, _w, x) => ({ url: '/api/admin/assessment/competencyAssessmentCategoryOption', body: optBody(x) }),
  invalid: [
    ...[0, 6, 2.5, 'abc', '3', null].map((grade) => ({
      name: `grade ${String(grade)}`,
      request: (_s: unknown, _w: unknown, x: X) => ({ url: '/api/admin/assessment/competencyAssessmentCategoryOption', body: optBody(x, { grade }) }),
      message: assessmentMessages.gradeInvalid,
      path: 'grade',
    })),
    { name: 'no desc', request: (_s, _w, x) => ({ url: '/api/admin/assessment/competencyAssessmentCategoryOption', body: optBody(x, { desc: ' ' }) }), message: assessmentMessages.descMissing, path: 'desc' },
    { name: 'no title', request: (_s, _w, x) => ({ url: '/api/admin/assessment/competencyAssessmentCategoryOption', body: optBody(x, { title: '' }) }), message: assessmentMessages.titleMissing, path: 'title' },
    { name: 'unknown test', request: (_s, _w, x) => ({ url: '/api/admin/assessment/competencyAssessmentCategoryOption', body: optBody(x, { _competencyAssessmentCategoryTest: uuid() }) }), message: assessmentMessages.categoryTestNotFound, path: '_competencyAssessmentCategoryTest' },
  ],
  unchanged: async (_s, x) => expect(await x.n(assessmentOptions)).toBe(x.counts.opts),
  success: { status: 201, check: (res) => expect(res.json().competencyTestOption).toMatchObject({ grade: 1 }) },
});

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/admin/assessment/assessmentTestNSubTest/{testId}/{subTestId}',
  title: 'ADM-44 API-76 GET /api/admin/assessment/assessmentTestNSubTest/{testId}/{subTestId}',
  allowed: ['admin'],
  arrange,
  valid: (_s, _w, x) => ({ url: `/api/admin/assessment/assessmentTestNSubTest/${x.test.id}/${x.sub.id}` }),
  invalid: [{ name: 'wrong pair', request: (_s, _w, x) => ({ url: `/api/admin/assessment/assessmentTestNSubTest/${x.other.id}/${x.sub.id}` }), status: 404, message: catalogueMessages.subTestNotInTest }],
  success: { check: (res, _s, _w, x) => expect(res.json()).toMatchObject({ test: { _id: x.test.id }, subTest: { _id: x.sub.id } }) },
});
