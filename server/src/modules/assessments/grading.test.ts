import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_CSV_COLUMNS, assessmentMessages, gradingMessages } from '@praxisport/contract/assessments';
import { catalogueMessages } from '@praxisport/contract/catalogue';
import { classMessages } from '@praxisport/contract/classes';
import { buildScene, call, describeRoute, expectError, uuid, useTestApp, type Scene } from '../../../test/kit';
import { assessmentCategories, assessmentCategoryTests, assessmentOptions, assessments } from '../../db/schema/assessments';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from '../../db/schema/catalogue';
import { mailOutbox } from '../../db/schema/mail';
import { assessmentCsv, csvCell } from './grading.csv';

const t = useTestApp();
const link = 'https://example.org/x';
const tag = () => uuid().slice(0, 6);

/** A test with one sub-test, two assessment categories with one category test each (grades 1–5), and a second sub-test. */
async function arrange() {
  const [cat] = await t.db.insert(competencyCategories).values({ title: `Kompetenz ${tag()}` }).returning();
  const [option] = await t.db.insert(competencyOptions).values({ categoryId: cat!.id, title: 'O' }).returning();
  const [test] = await t.db.insert(competencyTests).values({ optionId: option!.id, title: `Vitalzeichen ${tag()}` }).returning();
  const sub = { subTitle: 's', videoLink: link, audioLink: link, pdfLink1: link, pdfLink2: link };
  const [subTest] = await t.db.insert(competencySubTests).values({ testId: test!.id, title: 'Puls messen', ...sub }).returning();
  const [otherSub] = await t.db.insert(competencySubTests).values({ testId: test!.id, title: 'Blutdruck', ...sub }).returning();
  // creation times a millisecond apart, which order them (the embedded database's clock may give two rows the same time)
  const base = Date.now();
  const cats = [];
  for (const [i, title] of [`Wissen ${tag()}`, `Motivation ${tag()}`].entries()) cats.push((await t.db.insert(assessmentCategories).values({ title, createdAt: new Date(base + i) }).returning())[0]!);
  const catTests = [];
  for (const [i, c] of cats.entries()) {
    const desc = i === 0 ? 'Puls, Frequenz und Rhythmus' : '=Motivation zeigen';
    catTests.push((await t.db.insert(assessmentCategoryTests).values({ categoryId: c.id, testId: test!.id, subTestId: subTest!.id, desc, createdAt: new Date(base + i) }).returning())[0]!);
  }
  const [otherCt] = await t.db.insert(assessmentCategoryTests).values({ categoryId: cats[0]!.id, testId: test!.id, subTestId: otherSub!.id, desc: 'Blutdruck' }).returning();
  const options = await t.db
    .insert(assessmentOptions)
    .values([...catTests, otherCt!].flatMap((ct) => [5, 3, 1, 2, 4].map((grade) => ({ categoryTestId: ct.id, grade, title: `Note ${grade}`, desc: `desc ${grade}` }))))
    .returning();
  const optionOf = (ctId: string, grade: number) => options.find((o) => o.categoryTestId === ctId && o.grade === grade)!;
  return { competencyCat: cat!, test: test!, subTest: subTest!, otherSub: otherSub!, cats, catTests, otherCt: otherCt!, optionOf };
}
type X = Awaited<ReturnType<typeof arrange>>;

const assessedCount = async (studentId: string) => Number((await t.db.select({ n: count() }).from(assessments).where(eq(assessments.studentId, studentId)))[0]!.n);
const grade = (s: Scene, x: X, i: number, g: number) =>
  call(t, {
    method: 'POST',
    url: '/api/teacher/assessment/assessment',
    as: s.teacher,
    body: { _competencyAssessmentCategoryTest: x.catTests[i]!.id, _competencyAssessmentCategoryOption: x.optionOf(x.catTests[i]!.id, g).id, _student: s.student.id },
  });
async function gradeBoth(s: Scene, x: X) {
  expect((await grade(s, x, 0, 2)).statusCode).toBe(201);
  expect((await grade(s, x, 1, 3)).statusCode).toBe(201);
}

describeRoute<X>(
  t,
  {
    method: 'POST',
    route: '/api/teacher/assessment/assessment',
    title: 'API-38 ASMT-15 ASMT-25 SEC-12 POST /api/teacher/assessment/assessment',
    allowed: ['teacher'],
    forbiddenMessage: gradingMessages.onlyTeacher,
    arrange,
    valid: (s, _w, x) => ({
      url: '/api/teacher/assessment/assessment',
      body: { _competencyAssessmentCategoryTest: x.catTests[0]!.id, _competencyAssessmentCategoryOption: x.optionOf(x.catTests[0]!.id, 2).id, _student: s.student.id },
    }),
    invalid: [
      {
        name: 'option of another test',
        request: (s, _w, x) => ({
          url: '/api/teacher/assessment/assessment',
          body: { _competencyAssessmentCategoryTest: x.catTests[0]!.id, _competencyAssessmentCategoryOption: x.optionOf(x.otherCt.id, 2).id, _student: s.student.id },
        }),
        message: gradingMessages.optionNotOfTest,
        path: '_competencyAssessmentCategoryOption',
      },
      {
        name: 'unknown option',
        request: (s, _w, x) => ({
          url: '/api/teacher/assessment/assessment',
          body: { _competencyAssessmentCategoryTest: x.catTests[0]!.id, _competencyAssessmentCategoryOption: uuid(), _student: s.student.id },
        }),
        message: gradingMessages.optionNotFound,
        path: '_competencyAssessmentCategoryOption',
      },
      {
        name: 'a grade instead of an option',
        request: (s, _w, x) => ({ url: '/api/teacher/assessment/assessment', body: { _competencyAssessmentCategoryTest: x.catTests[0]!.id, _competencyAssessmentCategoryOption: 7, _student: s.student.id } }),
        message: 'Ungültige ID.',
        path: '_competencyAssessmentCategoryOption',
      },
      {
        name: 'unknown category test',
        request: (s, _w, x) => ({
          url: '/api/teacher/assessment/assessment',
          body: { _competencyAssessmentCategoryTest: uuid(), _competencyAssessmentCategoryOption: x.optionOf(x.catTests[0]!.id, 2).id, _student: s.student.id },
        }),
        status: 404,
        message: assessmentMessages.categoryTestNotFound,
      },
      {
        name: 'unknown student',
        request: (_s, _w, x) => ({
          url: '/api/teacher/assessment/assessment',
          body: { _competencyAssessmentCategoryTest: x.catTests[0]!.id, _competencyAssessmentCategoryOption: x.optionOf(x.catTests[0]!.id, 2).id, _student: uuid() },
        }),
        status: 404,
        message: gradingMessages.studentNotFound,
      },
    ],
    unchanged: async (s) => expect(await assessedCount(s.student.id)).toBe(0),
    success: {
      status: 201,
      check: (res, s, _w, x) =>
        expect(res.json().assessment).toMatchObject({
          _competencyAssessmentCategoryTest: x.catTests[0]!.id,
          _competencyAssessmentCategoryOption: x.optionOf(x.catTests[0]!.id, 2).id,
          _student: s.student.id,
          grade: 2,
          _teacher: s.teacher.id,
        }),
    },
    names: { forbidden: 'SEC-02 AMB-99 a student, supervisor or kilian submitting gets 403 with the message; nothing is stored' },
  },
  () => {
    it('SEC-12 AMB-98 ASMT-21 a second submission answers 409 and the first grade stays', async () => {
      const s = await buildScene(t.db);
      const x = await arrange();
      expect((await grade(s, x, 0, 2)).statusCode).toBe(201);
      expectError(await grade(s, x, 0, 5), 409, gradingMessages.alreadyAssessed);
      const rows = await t.db.select().from(assessments).where(and(eq(assessments.studentId, s.student.id), eq(assessments.categoryTestId, x.catTests[0]!.id)));
      expect(rows.map((r) => r.grade)).toEqual([2]);
    });

    it('SEC-04 a teacher who has not joined the student\'s class gets 403; nothing is stored', async () => {
      const s = await buildScene(t.db);
      const x = await arrange();
      const res = await call(t, {
        method: 'POST',
        url: '/api/teacher/assessment/assessment',
        as: s.outsider,
        body: { _competencyAssessmentCategoryTest: x.catTests[0]!.id, _competencyAssessmentCategoryOption: x.optionOf(x.catTests[0]!.id, 2).id, _student: s.student.id },
      });
      expectError(res, 403, gradingMessages.noAccess);
      expect(await assessedCount(s.student.id)).toBe(0);
    });

    it('ISSUE-15 the student\'s notification and mail name the graded test and its category', async () => {
      const s = await buildScene(t.db);
      const x = await arrange();
      expect((await grade(s, x, 0, 2)).statusCode).toBe(201);
      const title = `${x.test.title} – ${x.cats[0]!.title}`;
      const [note] = (await call(t, { url: '/api/notifications', as: s.student })).json().notifications;
      expect(note).toMatchObject({ kind: 'assessmentGraded', params: { title }, link: `/assessment/competency/${s.student.id}` });
      const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, s.student.email));
      expect(mail!.subject).toBe(`PraxisPort: Eine Bewertung wurde abgeschlossen: ${title}`);
    });
  },
);

describeRoute<X>(
  t,
  {
    method: 'GET',
    route: '/api/teacher/assessment/assessment/{categoryTestId}/{studentId}',
    title: 'API-39 ASMT-19 GET /api/teacher/assessment/assessment/{categoryTestId}/{studentId}',
    allowed: ['teacher', 'student'],
    arrange,
    valid: (s, _w, x) => ({ url: `/api/teacher/assessment/assessment/${x.catTests[0]!.id}/${s.student.id}` }),
    invalid: [
      { name: 'unknown category test', request: (s) => ({ url: `/api/teacher/assessment/assessment/${uuid()}/${s.student.id}` }), status: 404, message: assessmentMessages.categoryTestNotFound },
      { name: 'unknown student', request: (_s, _w, x) => ({ url: `/api/teacher/assessment/assessment/${x.catTests[0]!.id}/${uuid()}` }), status: 404, message: gradingMessages.studentNotFound },
      { name: 'malformed id', request: (s) => ({ url: `/api/teacher/assessment/assessment/abc/${s.student.id}` }), message: 'Ungültige ID.', path: 'categoryTestId' },
    ],
    success: { check: (res) => expect(res.json()).toEqual({ assessment: null }) },
  },
  () => {
    it('ASMT-19 ASMT-20 the stored option is answered; another student and an outside teacher get 403', async () => {
      const s = await buildScene(t.db);
      const x = await arrange();
      await gradeBoth(s, x);
      const res = await call(t, { url: `/api/teacher/assessment/assessment/${x.catTests[1]!.id}/${s.student.id}`, as: s.student });
      expect(res.json().assessment).toMatchObject({ grade: 3, _competencyAssessmentCategoryOption: x.optionOf(x.catTests[1]!.id, 3).id });
      for (const who of [s.classmate, s.outsider]) {
        expectError(await call(t, { url: `/api/teacher/assessment/assessment/${x.catTests[1]!.id}/${s.student.id}`, as: who }), 403, gradingMessages.noAccess);
      }
    });
  },
);

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/teacher/assessment/competencyAssessment/{studentId}',
  title: 'ASMT-03 ASMT-05 GET /api/teacher/assessment/competencyAssessment/{studentId}',
  allowed: ['teacher', 'student'],
  arrange,
  valid: (s) => ({ url: `/api/teacher/assessment/competencyAssessment/${s.student.id}` }),
  invalid: [{ name: 'unknown student', request: () => ({ url: `/api/teacher/assessment/competencyAssessment/${uuid()}` }), status: 404, message: gradingMessages.studentNotFound }],
  success: {
    check: (res, _s, _w, x) =>
      expect(res.json().subTestsAssessment).toEqual(
        expect.arrayContaining([
          { subTest: { _id: x.subTest.id, title: 'Puls messen', subTitle: 's' }, competencyTest: { _id: x.test.id, title: x.test.title } },
          { subTest: { _id: x.otherSub.id, title: 'Blutdruck', subTitle: 's' }, competencyTest: { _id: x.test.id, title: x.test.title } },
        ]),
      ),
  },
});

describeRoute<X>(
  t,
  {
    method: 'GET',
    route: '/api/teacher/assessment/competencyAssessmentCategories/{studentId}/{testId}/{subTestId}',
    title: 'API-P02 ASMT-07 ASMT-26 AMB-96 GET /api/teacher/assessment/competencyAssessmentCategories/{studentId}/{testId}/{subTestId}',
    allowed: ['teacher', 'student'],
    arrange,
    valid: (s, _w, x) => ({ url: `/api/teacher/assessment/competencyAssessmentCategories/${s.student.id}/${x.test.id}/${x.subTest.id}` }),
    invalid: [
      { name: 'unknown test', request: (s, _w, x) => ({ url: `/api/teacher/assessment/competencyAssessmentCategories/${s.student.id}/${uuid()}/${x.subTest.id}` }), status: 404, message: catalogueMessages.testNotFound },
    ],
    success: {
      check: (res, _s, _w, x) =>
        expect(res.json()).toEqual({
          competencyAssessmentCats: x.cats.map((c) => ({ _id: c.id, title: c.title })),
          grade: null,
          test: { _id: x.test.id, title: x.test.title },
          subTest: { _id: x.subTest.id, title: 'Puls messen' },
        }),
    },
  },
  () => {
    it('AMB-96 the achieved grade is the mean of the submitted grades, one decimal', async () => {
      const s = await buildScene(t.db);
      const x = await arrange();
      await gradeBoth(s, x);
      const res = await call(t, { url: `/api/teacher/assessment/competencyAssessmentCategories/${s.student.id}/${x.test.id}/${x.subTest.id}`, as: s.student });
      expect(res.json().grade).toBe(2.5);
      expectError(await call(t, { url: `/api/teacher/assessment/competencyAssessmentCategories/${s.student.id}/${x.test.id}/${x.subTest.id}`, as: s.classmate }), 403, gradingMessages.noAccess);
    });
  },
);

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/teacher/assessment/assessmentTests/{studentId}/{categoryId}/{testId}/{subTestId}',
  title: 'API-37 ASMT-22 ENT-35 GET /api/teacher/assessment/assessmentTests/{studentId}/{categoryId}/{testId}/{subTestId}',
  allowed: ['teacher', 'student'],
  arrange: async () => {
    const x = await arrange();
    return x;
  },
  valid: (s, _w, x) => ({ url: `/api/teacher/assessment/assessmentTests/${s.student.id}/${x.cats[0]!.id}/${x.test.id}/${x.subTest.id}` }),
  invalid: [
    { name: 'unknown category', request: (s, _w, x) => ({ url: `/api/teacher/assessment/assessmentTests/${s.student.id}/${uuid()}/${x.test.id}/${x.subTest.id}` }), status: 404, message: assessmentMessages.categoryNotFound },
    { name: 'sub-test of the wrong test', request: (s, _w, x) => ({ url: `/api/teacher/assessment/assessmentTests/${s.student.id}/${x.cats[0]!.id}/${x.test.id}/${uuid()}` }), status: 404, message: catalogueMessages.subTestNotFound },
  ],
  success: {
    check: (res, _s, _w, x) => expect(res.json().competencyAssessmentTests).toEqual([{ _id: x.catTests[0]!.id, desc: 'Puls, Frequenz und Rhythmus', assessment: false, grade: null }]),
  },
});

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/teacher/assessment/competencyAssessmentCategoryOptions/{categoryTestId}',
  title: 'API-P04 ASMT-14 ASMT-24 GET /api/teacher/assessment/competencyAssessmentCategoryOptions/{categoryTestId}',
  allowed: ['teacher', 'student'],
  arrange,
  valid: (_s, _w, x) => ({ url: `/api/teacher/assessment/competencyAssessmentCategoryOptions/${x.catTests[0]!.id}` }),
  invalid: [{ name: 'unknown', request: () => ({ url: `/api/teacher/assessment/competencyAssessmentCategoryOptions/${uuid()}` }), status: 404, message: assessmentMessages.categoryTestNotFound }],
  success: {
    check: (res, _s, _w, x) => {
      const body = res.json();
      expect(body.competencyTestOptions.map((o: { grade: number }) => o.grade)).toEqual([1, 2, 3, 4, 5]);
      expect(body.comptencyAssessmentTest).toMatchObject({ _id: x.catTests[0]!.id, desc: 'Puls, Frequenz und Rhythmus', test: { _id: x.test.id } });
    },
  },
});

describeRoute<X>(
  t,
  {
    method: 'GET',
    route: '/api/teacher/assessment/requiredAssessments/{studentId}/{testId}/{subTestId}',
    title: 'API-P06 ASMT-13 ASMT-29 GET /api/teacher/assessment/requiredAssessments/{studentId}/{testId}/{subTestId}',
    allowed: ['teacher', 'student'],
    arrange,
    valid: (s, _w, x) => ({ url: `/api/teacher/assessment/requiredAssessments/${s.student.id}/${x.test.id}/${x.subTest.id}` }),
    invalid: [{ name: 'unknown student', request: (_s, _w, x) => ({ url: `/api/teacher/assessment/requiredAssessments/${uuid()}/${x.test.id}/${x.subTest.id}` }), status: 404, message: gradingMessages.studentNotFound }],
    success: { check: (res) => expect(res.json()).toEqual({ totalTests: 2, allAssessedTests: 0 }) },
  },
  () => {
    it('ASMT-13 counts the graded tests', async () => {
      const s = await buildScene(t.db);
      const x = await arrange();
      expect((await grade(s, x, 0, 1)).statusCode).toBe(201);
      const res = await call(t, { url: `/api/teacher/assessment/requiredAssessments/${s.student.id}/${x.test.id}/${x.subTest.id}`, as: s.teacher });
      expect(res.json()).toEqual({ totalTests: 2, allAssessedTests: 1 });
    });
  },
);

describeRoute<X>(
  t,
  {
    method: 'GET',
    route: '/api/teacher/assessment/csv/{studentId}/{testId}/{subTestId}',
    title: 'ASMT-10..ASMT-13 AMB-105 GET /api/teacher/assessment/csv/{studentId}/{testId}/{subTestId}',
    allowed: ['teacher', 'student'],
    arrange: async (s) => {
      const x = await arrange();
      await gradeBoth(s, x);
      return x;
    },
    valid: (s, _w, x) => ({ url: `/api/teacher/assessment/csv/${s.student.id}/${x.test.id}/${x.subTest.id}` }),
    invalid: [
      { name: 'tests remain unassessed', request: (s, _w, x) => ({ url: `/api/teacher/assessment/csv/${s.student.id}/${x.test.id}/${x.otherSub.id}` }), status: 409, message: gradingMessages.notAllAssessed },
    ],
    success: {
      check: (res, _s, _w, x) => {
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename="assessment_\d{4}-\d{2}-\d{2}\.csv"$/);
        expect(res.body.charCodeAt(0)).toBe(0xfeff);
        const lines = res.body.slice(1).trim().split('\r\n');
        expect(lines[0]).toBe(ASSESSMENT_CSV_COLUMNS.join(','));
        expect(lines.slice(1)).toEqual([
          `${x.cats[0]!.title},Puls  Frequenz und Rhythmus,${x.test.title}: Puls messen,2,Note 2`,
          `${x.cats[1]!.title},'=Motivation zeigen,${x.test.title}: Puls messen,3,Note 3`,
        ]);
      },
    },
  },
  () => {
    it('SEC-04 another student and an outside teacher get 403', async () => {
      const s = await buildScene(t.db);
      const x = await arrange();
      await gradeBoth(s, x);
      for (const who of [s.classmate, s.outsider]) expectError(await call(t, { url: `/api/teacher/assessment/csv/${s.student.id}/${x.test.id}/${x.subTest.id}`, as: who }), 403, gradingMessages.noAccess);
    });
  },
);

describeRoute<X>(
  t,
  {
    method: 'GET',
    route: '/api/grade/assessmentGradesByCategories/{studentId}',
    title: 'API-40 CPROF-03 CPROF-06 ENT-22 GET /api/grade/assessmentGradesByCategories/{studentId}',
    allowed: ['teacher', 'student'],
    arrange,
    valid: (s) => ({ url: `/api/grade/assessmentGradesByCategories/${s.student.id}` }),
    invalid: [{ name: 'unknown student', request: () => ({ url: `/api/grade/assessmentGradesByCategories/${uuid()}` }), status: 404, message: gradingMessages.studentNotFound }],
    success: {
      check: (res, _s, _w, x) => {
        const scores = res.json().scoresByComptencyCategoryOptionSubTest;
        for (const c of x.cats) expect(scores).toContainEqual({ title: c.title, grades: [] });
      },
    },
  },
  () => {
    it('CPROF-06 the grades of each category; another student and an outside teacher get 403', async () => {
      const s = await buildScene(t.db);
      const x = await arrange();
      await gradeBoth(s, x);
      const scores = (await call(t, { url: `/api/grade/assessmentGradesByCategories/${s.student.id}`, as: s.student })).json().scoresByComptencyCategoryOptionSubTest;
      expect(scores).toContainEqual({ title: x.cats[0]!.title, grades: [2] });
      expect(scores).toContainEqual({ title: x.cats[1]!.title, grades: [3] });
      for (const who of [s.classmate, s.outsider]) expectError(await call(t, { url: `/api/grade/assessmentGradesByCategories/${s.student.id}`, as: who }), 403, gradingMessages.noAccess);
    });
  },
);

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/teacher/assessment/progress/{studentId}',
  title: 'ISSUE-11 progress GET /api/teacher/assessment/progress/{studentId}',
  allowed: ['teacher', 'student'],
  arrange: async (s) => {
    const x = await arrange();
    await gradeBoth(s, x);
    return x;
  },
  valid: (s) => ({ url: `/api/teacher/assessment/progress/${s.student.id}` }),
  invalid: [{ name: 'unknown student', request: () => ({ url: `/api/teacher/assessment/progress/${uuid()}` }), status: 404, message: gradingMessages.studentNotFound }],
  success: {
    check: (res, _s, _w, x) => expect(res.json().categories).toContainEqual({ _id: x.competencyCat.id, title: x.competencyCat.title, totalTests: 3, allAssessedTests: 2 }),
  },
});

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/teacher/assessment/classProgress/{classId}',
  title: 'ISSUE-11 progress GET /api/teacher/assessment/classProgress/{classId}',
  allowed: ['teacher', 'supervisor'],
  arrange: async (s) => {
    const x = await arrange();
    await gradeBoth(s, x);
    return x;
  },
  valid: (s) => ({ url: `/api/teacher/assessment/classProgress/${s.cls.id}` }),
  invalid: [{ name: 'unknown class', request: () => ({ url: `/api/teacher/assessment/classProgress/${uuid()}` }), status: 404, message: classMessages.notFound }],
  // two students in the scene's class: 2 × 3 tests, 2 graded
  success: {
    check: (res, _s, _w, x) => expect(res.json().categories).toContainEqual({ _id: x.competencyCat.id, title: x.competencyCat.title, totalTests: 6, allAssessedTests: 2 }),
  },
});

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/admin/assessment/allAssessments/{studentId}',
  title: 'API-69 ADM-42 GET /api/admin/assessment/allAssessments/{studentId}',
  allowed: ['admin'],
  arrange: async (s) => {
    const x = await arrange();
    await gradeBoth(s, x);
    return x;
  },
  valid: (s) => ({ url: `/api/admin/assessment/allAssessments/${s.student.id}` }),
  invalid: [{ name: 'unknown student', request: () => ({ url: `/api/admin/assessment/allAssessments/${uuid()}` }), status: 404, message: gradingMessages.studentNotFound }],
  success: { check: (res) => expect(res.json().assessments.map((a: { grade: number }) => a.grade)).toEqual([2, 3]) },
});

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/admin/assessment/requiredAssessments/{studentId}/{testId}/{subTestId}',
  title: 'API-70 ADM-43 GET /api/admin/assessment/requiredAssessments/{studentId}/{testId}/{subTestId}',
  allowed: ['admin'],
  arrange,
  valid: (s, _w, x) => ({ url: `/api/admin/assessment/requiredAssessments/${s.student.id}/${x.test.id}/${x.subTest.id}` }),
  success: { check: (res) => expect(res.json()).toEqual({ totalTests: 2, allAssessedTests: 0 }) },
});

describe('ASMT-10 ASMT-11 AMB-105 SEC-15 the assessment CSV', () => {
  it('has the five columns, replaces commas and line breaks, neutralises formulas, keeps umlauts, starts with a BOM', () => {
    const csv = assessmentCsv([
      { category: 'Wissen', categoryTest: 'a, b', testTitle: 'Übung: Größe', grade: 2, option: '=SUMME(A1)' },
      { category: '+49 Motivation', categoryTest: 'Zeile\r\nzwei', testTitle: '-x', grade: 5, option: '@mention' },
    ]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines).toEqual([
      'Assessment Category,Assessment Test,Test Title,Grade,Test Option',
      "Wissen,a  b,Übung: Größe,2,'=SUMME(A1)",
      "'+49 Motivation,Zeile zwei,'-x,5,'@mention",
    ]);
    for (const line of lines) expect(line.split(',')).toHaveLength(5);
  });

  it('leaves ordinary text alone', () => {
    expect(csvCell('Kompetenz voll erreicht')).toBe('Kompetenz voll erreicht');
    expect(csvCell(3)).toBe('3');
  });
});

describe('SEC-04 AMB-17 every read of a student\'s assessments', () => {
  it('refuses another student and a teacher who has not joined the class (403), and changes nothing', async () => {
    const s = await buildScene(t.db);
    const x = await arrange();
    await gradeBoth(s, x);
    const urls = [
      `/api/teacher/assessment/competencyAssessment/${s.student.id}`,
      `/api/teacher/assessment/competencyAssessmentCategories/${s.student.id}/${x.test.id}/${x.subTest.id}`,
      `/api/teacher/assessment/assessmentTests/${s.student.id}/${x.cats[0]!.id}/${x.test.id}/${x.subTest.id}`,
      `/api/teacher/assessment/assessment/${x.catTests[0]!.id}/${s.student.id}`,
      `/api/teacher/assessment/requiredAssessments/${s.student.id}/${x.test.id}/${x.subTest.id}`,
      `/api/teacher/assessment/csv/${s.student.id}/${x.test.id}/${x.subTest.id}`,
      `/api/grade/assessmentGradesByCategories/${s.student.id}`,
      `/api/teacher/assessment/progress/${s.student.id}`,
    ];
    for (const url of urls) for (const who of [s.classmate, s.outsider]) expectError(await call(t, { url, as: who }), 403, gradingMessages.noAccess);
    expect(await assessedCount(s.student.id)).toBe(2);
  });

  it('refuses the class progress to a teacher who has not joined the class', async () => {
    const s = await buildScene(t.db);
    expectError(await call(t, { url: `/api/teacher/assessment/classProgress/${s.cls.id}`, as: s.outsider }), 403, classMessages.notYourClass);
  });
});
