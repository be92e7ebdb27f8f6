import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { catalogueMessages } from '@praxisport/contract/catalogue';
import { nursingPhenomenaMessages as msg } from '@praxisport/contract/nursing-phenomena';
import { buildScene, call, describeRoute, expectError, useTestApp, uuid, type Scene } from '../../../test/kit';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from '../../db/schema/catalogue';
import { competencyTestRecords, nursingPhenomenonExplanations } from '../../db/schema/nursing-phenomena';

const t = useTestApp();

const links = (slug: string) => ({
  videoLink: `https://video.example/${slug}`,
  audioLink: `https://audio.example/${slug}.mp3`,
  pdfLink1: `https://docs.example/${slug}-1.pdf`,
  pdfLink2: `https://docs.example/${slug}-2.pdf`,
});

/** A category with two options (A: tests t1 with sub-tests s1a, s1b and t2 with s2; B) and another category with option c, test t3, sub-test s3. */
async function tree() {
  const tag = uuid().slice(0, 6);
  const [cat] = await t.db.insert(competencyCategories).values({ title: `Pflegephänomene ${tag}` }).returning();
  const [otherCat] = await t.db.insert(competencyCategories).values({ title: `Andere ${tag}` }).returning();
  const [a] = await t.db.insert(competencyOptions).values({ categoryId: cat!.id, title: 'Schmerz' }).returning();
  const [b] = await t.db.insert(competencyOptions).values({ categoryId: cat!.id, title: 'Mobilität' }).returning();
  const [c] = await t.db.insert(competencyOptions).values({ categoryId: otherCat!.id, title: 'Ernährung' }).returning();
  const [t1] = await t.db.insert(competencyTests).values({ optionId: a!.id, title: 'Schmerzeinschätzung' }).returning();
  const [t2] = await t.db.insert(competencyTests).values({ optionId: a!.id, title: 'Schmerztherapie' }).returning();
  const [t3] = await t.db.insert(competencyTests).values({ optionId: c!.id, title: 'Bilanz' }).returning();
  const [s1a] = await t.db.insert(competencySubTests).values({ testId: t1!.id, title: 'NRS', subTitle: 'Numerische Skala', ...links('nrs') }).returning();
  const [s1b] = await t.db.insert(competencySubTests).values({ testId: t1!.id, title: 'VAS', subTitle: 'Visuelle Skala', ...links('vas') }).returning();
  const [s2] = await t.db.insert(competencySubTests).values({ testId: t2!.id, title: 'WHO-Stufen', subTitle: 'Stufenschema', ...links('who') }).returning();
  const [s3] = await t.db.insert(competencySubTests).values({ testId: t3!.id, title: 'Ein- und Ausfuhr', subTitle: 'Bilanz', ...links('bilanz') }).returning();
  return { cat: cat!, otherCat: otherCat!, a: a!, b: b!, c: c!, t1: t1!, t2: t2!, t3: t3!, s1a: s1a!, s1b: s1b!, s2: s2!, s3: s3! };
}
type Tree = Awaited<ReturnType<typeof tree>>;

const choice = (s: Scene, x: Tree, o: Record<string, unknown> = {}) => ({
  _student: s.student.id,
  _competencyCat: x.cat.id,
  _categoryOption: x.a.id,
  _test: x.t1.id,
  _subTest: x.s1a.id,
  ...o,
});
const choose = (s: Scene, x: Tree, o: Record<string, unknown> = {}, as: Scene['teacher'] = s.teacher) =>
  call(t, { method: 'POST', url: '/api/teacher/talks/createTest', as, body: choice(s, x, o) });
const recordsOf = (s: Scene) => t.db.select().from(competencyTestRecords).where(eq(competencyTestRecords.studentId, s.student.id));

describeRoute<Tree>(
  t,
  {
    method: 'GET',
    route: '/api/teacher/talks/nursingphenomenon/{studentId}',
    title: 'NP-01 NP-02 API-46 GET /api/teacher/talks/nursingphenomenon/{studentId}',
    allowed: ['teacher', 'student'],
    arrange: tree,
    valid: (s) => ({ url: `/api/teacher/talks/nursingphenomenon/${s.student.id}` }),
    invalid: [
      { name: 'malformed id', request: () => ({ url: '/api/teacher/talks/nursingphenomenon/abc' }), message: 'Ungültige ID.', path: 'studentId' },
      { name: 'unknown student', request: () => ({ url: `/api/teacher/talks/nursingphenomenon/${uuid()}` }), status: 404, message: msg.studentNotFound },
    ],
    success: {
      check: (res, _s, _w, x) => {
        const cat = res.json().categories.find((c: { _id: string }) => c._id === x.cat.id);
        expect(cat).toEqual({ _id: x.cat.id, title: x.cat.title, options: expect.arrayContaining([{ _id: x.a.id, title: 'Schmerz' }, { _id: x.b.id, title: 'Mobilität' }]), competencyTest: null });
        expect(cat.options).toHaveLength(2);
      },
    },
  },
  () => {
    it('SEC-04 another student and a teacher who has not joined the class get 403', async () => {
      const s = await buildScene(t.db);
      for (const who of [s.classmate, s.outsider]) expectError(await call(t, { url: `/api/teacher/talks/nursingphenomenon/${s.student.id}`, as: who }), 403, msg.noAccess);
    });

    it('NP-03 the chosen option of a category is in competencyTest._categoryOption', async () => {
      const s = await buildScene(t.db);
      const x = await tree();
      expect((await choose(s, x)).statusCode).toBe(200);
      const res = await call(t, { url: `/api/teacher/talks/nursingphenomenon/${s.student.id}`, as: s.student });
      const cat = res.json().categories.find((c: { _id: string }) => c._id === x.cat.id);
      expect(cat.competencyTest).toMatchObject({ _categoryOption: x.a.id, _test: x.t1.id, _subTest: x.s1a.id, _student: s.student.id });
      expect(res.json().categories.find((c: { _id: string }) => c._id === x.otherCat.id).competencyTest).toBeNull();
    });
  },
);

describeRoute<Tree>(
  t,
  {
    method: 'POST',
    route: '/api/teacher/talks/createTest',
    title: 'NP-11 NP-24 API-52 POST /api/teacher/talks/createTest',
    allowed: ['teacher'],
    forbiddenMessage: msg.onlyTeacher,
    arrange: tree,
    valid: (s, _w, x) => ({ url: '/api/teacher/talks/createTest', body: choice(s, x) }),
    invalid: [
      { name: 'no sub-test', request: (s, _w, x) => ({ url: '/api/teacher/talks/createTest', body: choice(s, x, { _subTest: undefined }) }), message: msg.subTestMissing, path: '_subTest' },
      { name: 'malformed id', request: (s, _w, x) => ({ url: '/api/teacher/talks/createTest', body: choice(s, x, { _test: 'x' }) }), message: 'Ungültige ID.', path: '_test' },
      { name: 'unknown category', request: (s, _w, x) => ({ url: '/api/teacher/talks/createTest', body: choice(s, x, { _competencyCat: uuid() }) }), message: msg.categoryNotFound, path: '_competencyCat' },
      { name: 'option of another category', request: (s, _w, x) => ({ url: '/api/teacher/talks/createTest', body: choice(s, x, { _categoryOption: x.c.id, _test: x.t3.id, _subTest: x.s3.id }) }), message: msg.optionNotInCategory, path: '_categoryOption' },
      { name: 'test of another option', request: (s, _w, x) => ({ url: '/api/teacher/talks/createTest', body: choice(s, x, { _categoryOption: x.b.id }) }), message: msg.testNotInOption, path: '_test' },
      { name: 'sub-test of another test', request: (s, _w, x) => ({ url: '/api/teacher/talks/createTest', body: choice(s, x, { _subTest: x.s2.id }) }), message: msg.subTestNotInTest, path: '_subTest' },
      { name: 'unknown sub-test', request: (s, _w, x) => ({ url: '/api/teacher/talks/createTest', body: choice(s, x, { _subTest: uuid() }) }), message: msg.subTestNotFound, path: '_subTest' },
      { name: 'unknown student', request: (_s, _w, x) => ({ url: '/api/teacher/talks/createTest', body: { ...choice(_s, x), _student: uuid() } }), status: 404, message: msg.studentNotFound },
    ],
    unchanged: async (s) => expect(await recordsOf(s)).toEqual([]),
    success: {
      check: async (res, s, _w, x) => {
        expect(res.json().competencyTest).toMatchObject({ _student: s.student.id, _competencyCat: x.cat.id, _categoryOption: x.a.id, _test: x.t1.id, _subTest: x.s1a.id });
        const [row] = await recordsOf(s);
        expect(row).toMatchObject({ categoryId: x.cat.id, optionId: x.a.id, testId: x.t1.id, subTestId: x.s1a.id, chosenById: s.teacher.id });
      },
    },
  },
  () => {
    it('PERM-21 AMB-113 the student themself is refused (Select is disabled for students); nothing is stored', async () => {
      const s = await buildScene(t.db);
      const x = await tree();
      expectError(await choose(s, x, {}, s.student), 403, msg.onlyTeacher);
      expect(await recordsOf(s)).toEqual([]);
    });

    it('SEC-04 a teacher who has not joined the class gets 403', async () => {
      const s = await buildScene(t.db);
      const x = await tree();
      expectError(await choose(s, x, {}, s.outsider), 403, msg.noAccess);
      expect(await recordsOf(s)).toEqual([]);
    });

    it('NP-14 AMB-111 another sub-test of the same test replaces the choice; a different test is locked with 409 and nothing changes', async () => {
      const s = await buildScene(t.db);
      const x = await tree();
      expect((await choose(s, x)).statusCode).toBe(200);
      const again = await choose(s, x, { _subTest: x.s1b.id });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().competencyTest._subTest).toBe(x.s1b.id);
      expectError(await choose(s, x, { _test: x.t2.id, _subTest: x.s2.id }), 409, msg.locked);
      const rows = await recordsOf(s);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ testId: x.t1.id, subTestId: x.s1b.id });
      // another category is independent
      expect((await choose(s, x, { _competencyCat: x.otherCat.id, _categoryOption: x.c.id, _test: x.t3.id, _subTest: x.s3.id })).statusCode).toBe(200);
    });

    it('NP-16 two simultaneous first choices of different tests store one record; the other gets 409', async () => {
      const s = await buildScene(t.db);
      const x = await tree();
      const [r1, r2] = await Promise.all([choose(s, x), choose(s, x, { _test: x.t2.id, _subTest: x.s2.id })]);
      expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
      expect(await recordsOf(s)).toHaveLength(1);
    });
  },
);

describeRoute<Tree>(
  t,
  {
    method: 'GET',
    route: '/api/teacher/talks/competencyTestByCategory/{studentId}/{competencyCatId}',
    title: 'NP-22 API-53 GET /api/teacher/talks/competencyTestByCategory/{studentId}/{competencyCatId}',
    allowed: ['teacher', 'student'],
    arrange: tree,
    valid: (s, _w, x) => ({ url: `/api/teacher/talks/competencyTestByCategory/${s.student.id}/${x.cat.id}` }),
    invalid: [
      { name: 'unknown category', request: (s) => ({ url: `/api/teacher/talks/competencyTestByCategory/${s.student.id}/${uuid()}` }), status: 404, message: msg.categoryNotFound },
      { name: 'malformed', request: (s) => ({ url: `/api/teacher/talks/competencyTestByCategory/${s.student.id}/1` }), message: 'Ungültige ID.', path: 'competencyCatId' },
    ],
    success: { check: (res) => expect(res.json()).toEqual({ competencyTest: null }) },
  },
  () => {
    it('NP-22 answers the stored record; other students get 403', async () => {
      const s = await buildScene(t.db);
      const x = await tree();
      await choose(s, x);
      const res = await call(t, { url: `/api/teacher/talks/competencyTestByCategory/${s.student.id}/${x.cat.id}`, as: s.student });
      expect(res.json().competencyTest).toMatchObject({ _test: x.t1.id, _subTest: x.s1a.id });
      expectError(await call(t, { url: `/api/teacher/talks/competencyTestByCategory/${s.student.id}/${x.cat.id}`, as: s.classmate }), 403, msg.noAccess);
    });
  },
);

describeRoute<Tree>(
  t,
  {
    method: 'GET',
    route: '/api/teacher/talks/competencyAssessment/{studentId}',
    title: 'NP-17 API-47 AMB-155 GET /api/teacher/talks/competencyAssessment/{studentId}',
    allowed: ['teacher', 'student'],
    arrange: tree,
    valid: (s) => ({ url: `/api/teacher/talks/competencyAssessment/${s.student.id}` }),
    invalid: [{ name: 'unknown student', request: () => ({ url: `/api/teacher/talks/competencyAssessment/${uuid()}` }), status: 404, message: msg.studentNotFound }],
    success: { check: (res) => expect(res.json()).toEqual({ subTestsAssessment: [] }) },
  },
  () => {
    it('AMB-155 lists the chosen sub-tests with their records; other students get 403', async () => {
      const s = await buildScene(t.db);
      const x = await tree();
      await choose(s, x);
      const res = await call(t, { url: `/api/teacher/talks/competencyAssessment/${s.student.id}`, as: s.teacher });
      expect(res.json().subTestsAssessment).toEqual([
        expect.objectContaining({ subTest: expect.objectContaining({ _id: x.s1a.id, title: 'NRS' }), competencyTest: expect.objectContaining({ _test: x.t1.id }) }),
      ]);
      expectError(await call(t, { url: `/api/teacher/talks/competencyAssessment/${s.student.id}`, as: s.classmate }), 403, msg.noAccess);
    });
  },
);

describeRoute<Tree>(t, {
  method: 'POST',
  route: '/api/teacher/talks/competencyAssessmentTypes',
  title: 'NP-18 API-48 POST /api/teacher/talks/competencyAssessmentTypes',
  allowed: ['teacher', 'student'],
  arrange: tree,
  valid: () => ({ url: '/api/teacher/talks/competencyAssessmentTypes' }),
  success: { check: (res, _s, _w, x) => expect(res.json().competencyAssessments).toContainEqual({ _id: x.cat.id, title: x.cat.title }) },
});

describeRoute<Tree>(t, {
  method: 'GET',
  route: '/api/teacher/talks/tests/{optionId}',
  title: 'NP-06 NP-19 API-49 GET /api/teacher/talks/tests/{optionId}',
  allowed: ['teacher', 'student'],
  arrange: tree,
  valid: (_s, _w, x) => ({ url: `/api/teacher/talks/tests/${x.a.id}` }),
  invalid: [
    { name: 'unknown option', request: () => ({ url: `/api/teacher/talks/tests/${uuid()}` }), status: 404, message: msg.optionNotFound },
    { name: 'malformed', request: () => ({ url: '/api/teacher/talks/tests/abc' }), message: 'Ungültige ID.', path: 'optionId' },
  ],
  success: {
    check: (res, _s, _w, x) =>
      expect(res.json()).toEqual({
        title: 'Schmerz',
        _competencyCat: x.cat.id,
        tests: expect.arrayContaining([
          { _id: x.t1.id, title: 'Schmerzeinschätzung', _competencyCategoryOption: x.a.id },
          { _id: x.t2.id, title: 'Schmerztherapie', _competencyCategoryOption: x.a.id },
        ]),
      }),
  },
});

describeRoute<Tree>(t, {
  method: 'GET',
  route: '/api/teacher/talks/testById/{testId}',
  title: 'NP-07 NP-20 API-50 AMB-109 GET /api/teacher/talks/testById/{testId}',
  allowed: ['teacher', 'student'],
  arrange: tree,
  valid: (_s, _w, x) => ({ url: `/api/teacher/talks/testById/${x.t1.id}` }),
  invalid: [{ name: 'unknown test', request: () => ({ url: `/api/teacher/talks/testById/${uuid()}` }), status: 404, message: msg.testNotFound }],
  success: {
    check: (res, _s, _w, x) => {
      expect(res.json().test).toEqual({ _id: x.t1.id, title: 'Schmerzeinschätzung', _competencyCategoryOption: x.a.id });
      expect(res.json().subTests.map((st: { _id: string }) => st._id).sort()).toEqual([x.s1a.id, x.s1b.id].sort());
    },
  },
});

describeRoute<Tree>(t, {
  method: 'GET',
  route: '/api/teacher/talks/subtestById/{testId}/{subTestId}',
  title: 'NP-21 NP-23 API-51 GET /api/teacher/talks/subtestById/{testId}/{subTestId}',
  allowed: ['teacher', 'student'],
  arrange: tree,
  valid: (_s, _w, x) => ({ url: `/api/teacher/talks/subtestById/${x.t1.id}/${x.s1b.id}` }),
  invalid: [
    { name: 'sub-test of another test', request: (_s, _w, x) => ({ url: `/api/teacher/talks/subtestById/${x.t1.id}/${x.s2.id}` }), status: 404, message: catalogueMessages.subTestNotInTest },
    { name: 'unknown sub-test', request: (_s, _w, x) => ({ url: `/api/teacher/talks/subtestById/${x.t1.id}/${uuid()}` }), status: 404, message: catalogueMessages.subTestNotFound },
  ],
  success: { check: (res, _s, _w, x) => expect(res.json().subTest).toMatchObject({ _id: x.s1b.id, title: 'VAS', subTitle: 'Visuelle Skala' }) },
});

describeRoute<Tree>(t, {
  method: 'GET',
  route: '/api/teacher/talks/subTestLinks/{testId}/{subTestId}',
  title: 'NP-10 API-P11 AMB-115 GET /api/teacher/talks/subTestLinks/{testId}/{subTestId}',
  allowed: ['teacher', 'student'],
  arrange: tree,
  valid: (_s, _w, x) => ({ url: `/api/teacher/talks/subTestLinks/${x.t1.id}/${x.s1a.id}` }),
  invalid: [
    { name: 'mismatched', request: (_s, _w, x) => ({ url: `/api/teacher/talks/subTestLinks/${x.t2.id}/${x.s1a.id}` }), status: 404, message: catalogueMessages.subTestNotInTest },
    { name: 'unknown test', request: (_s, _w, x) => ({ url: `/api/teacher/talks/subTestLinks/${uuid()}/${x.s1a.id}` }), status: 404, message: catalogueMessages.testNotFound },
  ],
  success: {
    check: (res, _s, _w, x) =>
      expect(res.json()).toEqual({
        links: { subTitle: 'Numerische Skala', ...links('nrs'), _test: x.t1.id, _subTest: x.s1a.id },
        test: { _id: x.t1.id, title: 'Schmerzeinschätzung', _competencyCategoryOption: x.a.id },
        subTestTitle: 'NRS',
      }),
  },
});

describeRoute<Tree>(
  t,
  {
    method: 'GET',
    route: '/api/teacher/talks/explanation/{optionId}',
    title: 'NP-05 API-P13 AMB-108 GET /api/teacher/talks/explanation/{optionId}',
    allowed: ['teacher', 'student'],
    arrange: tree,
    valid: (_s, _w, x) => ({ url: `/api/teacher/talks/explanation/${x.a.id}` }),
    invalid: [{ name: 'unknown option', request: () => ({ url: `/api/teacher/talks/explanation/${uuid()}` }), status: 404, message: msg.optionNotFound }],
    // the first sub-test of the first test (tests and sub-tests made in the same millisecond may come in either order)
    success: { check: (res) => expect(res.json()).toEqual({ title: 'Schmerz', text: null, videoLink: expect.stringMatching(/^https:\/\/video\.example\/(nrs|vas|who)$/) }) },
  },
  () => {
    it("AMB-95 the option's own text and video link are answered when written", async () => {
      const s = await buildScene(t.db);
      const x = await tree();
      await t.db.insert(nursingPhenomenonExplanations).values({ optionId: x.a.id, text: 'Schmerz ist ein subjektives Erleben.', videoLink: 'https://video.example/schmerz' });
      const res = await call(t, { url: `/api/teacher/talks/explanation/${x.a.id}`, as: s.student });
      expect(res.json()).toEqual({ title: 'Schmerz', text: 'Schmerz ist ein subjektives Erleben.', videoLink: 'https://video.example/schmerz' });
      // an option without tests and without a text
      expect((await call(t, { url: `/api/teacher/talks/explanation/${x.b.id}`, as: s.student })).json()).toEqual({ title: 'Mobilität', text: null, videoLink: null });
      expect(await t.db.select().from(competencyTestRecords).where(and(eq(competencyTestRecords.studentId, s.student.id)))).toEqual([]);
    });
  },
);
