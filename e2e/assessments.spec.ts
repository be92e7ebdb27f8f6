import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminSignIn, alertWith, readStorage, signIn, USER_SESSION_KEY } from './support/auth';
import { demo, uniqueSuffix } from './support/fixtures';
import { expectNoSeriousAxe, expectNoSideScroll } from './support/quality';

// the alerts verbatim (ERR-22, ERR-23)
const SELECT = 'Please select an option!';
const SUBMITTED = 'Assessment submitted!';
const LINK = 'https://lernmaterial.praxisport.de/video/e2e';

async function signedIn(browser: Browser, email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, email, 'praxisport');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return page;
}

/**
 * A test of its own with one sub-test and two category tests (Wissen, Motivation), grades 1–5 each,
 * made through the back office's API: the journey depends on no other spec's data, and its
 * Download is enabled once both are graded.
 */
async function arrangeCatalogue(browser: Browser) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await adminSignIn(admin);
  await expect(admin).toHaveURL(/\/admin\/dashboard/);
  const api = admin.request;
  const ok = async <T>(res: Promise<import('@playwright/test').APIResponse>): Promise<T> => {
    const r = await res;
    expect(r.ok(), await r.text()).toBe(true);
    return r.json() as Promise<T>;
  };
  const { competencyCats } = await ok<{ competencyCats: { _id: string }[] }>(api.get('/api/admin/test/competencyCat'));
  const { competencyCatOptions } = await ok<{ competencyCatOptions: { _id: string }[] }>(api.get(`/api/admin/test/competencyCatOption/${competencyCats[0]!._id}`));
  const title = `Wundversorgung ${uniqueSuffix()}`;
  const { competencyCatOptionTest: testRow } = await ok<{ competencyCatOptionTest: { _id: string } }>(
    api.post('/api/admin/test/competencyCatOptionTest', { data: { title, _competencyCategoryOption: competencyCatOptions[0]!._id } }),
  );
  const { competencyCatOptionSubTest: subTest } = await ok<{ competencyCatOptionSubTest: { _id: string } }>(
    api.post('/api/admin/test/competencyCatOptionSubTest', {
      data: { title: 'Verbandwechsel', subTitle: 'Aseptischer Verbandwechsel', videoLink: LINK, audioLink: LINK, pdfLink1: LINK, pdfLink2: LINK, _competencyCatOptionTest: testRow._id },
    }),
  );
  const { rootId } = await ok<{ rootId: string }>(api.get('/api/admin/assessment/root'));
  const { competencyAssessmentCats } = await ok<{ competencyAssessmentCats: { _id: string; title: string }[] }>(api.get(`/api/admin/assessment/competencyAssessmentCategories/${rootId}`));
  const cats: Record<string, string> = {};
  for (const [name, desc] of [
    ['Wissen', 'Wundarten benennen, Verbandmaterial begründet wählen'],
    ['Motivation', 'Interesse an der Wundheilung, Fragen stellen'],
  ] as const) {
    const cat = competencyAssessmentCats.find((c) => c.title === name)!;
    const { competencyAssessmentTest: ct } = await ok<{ competencyAssessmentTest: { _id: string } }>(
      api.post('/api/admin/assessment/competencyAssessmentCatTest', { data: { desc, _competencyAssessmentCat: cat._id, _competencySubTest: subTest._id, _competencyCatOptionTest: testRow._id } }),
    );
    for (const grade of [5, 4, 3, 2, 1]) {
      await ok(api.post('/api/admin/assessment/competencyAssessmentCategoryOption', { data: { title: `Note ${grade}`, desc: `Beschreibung zu Note ${grade}`, grade, _competencyAssessmentCategoryTest: ct._id } }));
    }
    cats[name] = ct._id;
  }
  await context.close();
  return { title, testId: testRow._id, subTestId: subTest._id, cats };
}

/** A student of PFA 24-1 whom the demo data has not assessed (the profile's means are theirs alone). */
async function ungradedStudent(teacher: Page) {
  const teacherId = JSON.parse((await readStorage(teacher, USER_SESSION_KEY))!).user._id as string;
  const { classes } = await (await teacher.request.get(`/api/grade/${teacherId}`)).json();
  const cls = classes.find((c: { className: string }) => c.className === 'PFA 24-1');
  const { students } = await (await teacher.request.get(`/api/user/students/${cls._id}`)).json();
  // demo students only: other journeys import students who have not set a password yet
  for (const s of (students as { _id: string; email: string; firstName: string; name: string }[]).filter((x) => x.email.endsWith('@praxisport.de'))) {
    const scores = (await (await teacher.request.get(`/api/grade/assessmentGradesByCategories/${s._id}`)).json()).scoresByComptencyCategoryOptionSubTest;
    if (scores.every((c: { grades: number[] }) => c.grades.length === 0)) return s;
  }
  throw new Error('no ungraded student in PFA 24-1');
}

async function gradeIn(page: Page, category: string, desc: string, grade: number) {
  await page.getByRole('link', { name: category, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Tests von ${category}` })).toBeVisible();
  await page.getByTestId('category-test').filter({ hasText: desc }).click();
  await expect(page.getByText(desc)).toBeVisible();
  const confirm = page.getByRole('checkbox', { name: 'Ich bestätige diese Bewertung.' });
  await confirm.click();
  await expect(alertWith(page, SELECT)).toBeVisible();
  await expect(confirm).not.toBeChecked();
  await page.getByRole('radio', { name: new RegExp(`^${grade} – Note ${grade}`) }).check();
  await confirm.click();
  await expect(alertWith(page, SUBMITTED)).toBeVisible();
  await expect(page.getByText('Eingereicht: Die Bewertung ist gesperrt.')).toBeVisible();
  for (const radio of await page.getByRole('radio').all()) await expect(radio).toBeDisabled();
  await page.getByRole('link', { name: 'Zurück zu den Kategorietests' }).click();
  await expect(page.getByTestId('category-test').filter({ hasText: desc })).toContainText(`Note ${grade}`);
}

test('ASMT-01..30 CPROF-01..06 ISSUE-11 a teacher grades two category tests; the achieved grade, the profile and the CSV show them; a student sees the profile read-only', async ({ browser }) => {
  const catalogue = await arrangeCatalogue(browser);
  const teacher = await signedIn(browser, demo.teacher);
  const student = await ungradedStudent(teacher);
  const categoriesUrl = `/assessment/competency/categories/${student._id}/${catalogue.testId}/${catalogue.subTestId}`;

  await test.step('ASMT-01 ASMT-03 ASMT-04 from the menu to the test of the card', async () => {
    await teacher.goto(`/assessmentforms/${student._id}`);
    await expect(teacher.getByRole('link', { name: /Orientierungseinsatz/ })).toHaveAttribute('href', `/assessment/orientationmission/${student._id}`);
    await teacher.getByRole('link', { name: /Kompetenzen/ }).click();
    await expect(teacher).toHaveURL(`/assessment/competency/${student._id}`);
    // the card's name is its visible text (WCAG 2.5.3): sub-test, test and subtitle
    await teacher.getByRole('link', { name: 'Verbandwechsel' }).filter({ hasText: catalogue.title }).click();
    await expect(teacher).toHaveURL(categoriesUrl);
    await expect(teacher.getByRole('heading', { level: 1, name: `${catalogue.title} competency test` })).toBeVisible();
    await expect(teacher.getByTestId('achieved-grade')).toHaveText('Achieved grade: -');
    await expect(teacher.getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  await test.step('ASMT-14..ASMT-20 grades Wissen 2 and Motivation 3; each is locked after submitting', async () => {
    await gradeIn(teacher, 'Wissen', 'Wundarten benennen, Verbandmaterial begründet wählen', 2);
    await gradeIn(teacher, 'Motivation', 'Interesse an der Wundheilung, Fragen stellen', 3);
  });

  await test.step('SEC-12 a second submission answers 409; nothing changes', async () => {
    const options = (await (await teacher.request.get(`/api/teacher/assessment/competencyAssessmentCategoryOptions/${catalogue.cats.Wissen}`)).json()).competencyTestOptions;
    const res = await teacher.request.post('/api/teacher/assessment/assessment', {
      data: { _competencyAssessmentCategoryTest: catalogue.cats.Wissen, _competencyAssessmentCategoryOption: options[4]._id, _student: student._id },
    });
    expect(res.status()).toBe(409);
  });

  await test.step('AMB-96 the achieved grade is the mean; ASMT-10..ASMT-13 the CSV downloads with both rows', async () => {
    await teacher.goto(categoriesUrl);
    await expect(teacher.getByTestId('achieved-grade')).toHaveText('Achieved grade: 2,5');
    const download = teacher.getByRole('link', { name: 'Download' });
    await expect(download).toBeVisible();
    const [file] = await Promise.all([teacher.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^assessment_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines).toEqual([
      'Assessment Category,Assessment Test,Test Title,Grade,Test Option',
      `Wissen,Wundarten benennen  Verbandmaterial begründet wählen,${catalogue.title}: Verbandwechsel,2,Note 2`,
      `Motivation,Interesse an der Wundheilung  Fragen stellen,${catalogue.title}: Verbandwechsel,3,Note 3`,
    ]);
  });

  await test.step('CPROF-01..CPROF-06 the competence profile shows both grades; the others 0', async () => {
    await teacher.goto(`/competenceprofile/${student._id}`);
    const box = (title: string) => teacher.locator(`[data-testid="disposition-box"][data-title="${title}"]`);
    await expect(box('Wissen')).toHaveAttribute('data-grade', '2');
    await expect(box('Motivation')).toHaveAttribute('data-grade', '3');
    await expect(box('Handlungsoptionen')).toHaveAttribute('data-grade', '0');
    await expect(teacher.getByTestId('decision-pyramid')).toBeVisible();
    await expectNoSeriousAxe(teacher, 'competence profile (teacher)');
    // printable: the print stylesheet hides the navigation and the button and keeps the diagram
    await teacher.emulateMedia({ media: 'print' });
    await expect(teacher.getByRole('button', { name: 'Drucken' })).toBeHidden();
    await expect(teacher.getByRole('banner')).toBeHidden();
    await expect(teacher.getByTestId('competence-model')).toBeVisible();
    await teacher.emulateMedia({ media: 'screen' });
  });

  await test.step('AMB-99 the student sees their profile at 390 px and the grading read-only; the server refuses them', async () => {
    const own = await signedIn(browser, student.email, { width: 390, height: 844 });
    await own.goto('/competenceprofile');
    await expect(own).toHaveURL(`/competenceprofile/${student._id}`);
    await expect(own.locator('[data-testid="disposition-box"][data-title="Wissen"]')).toHaveAttribute('data-grade', '2');
    await expect(own.getByRole('button', { name: /Einreichen|Submit/ })).toHaveCount(0);
    await expectNoSideScroll(own, 'competence profile at 390 px');
    await expectNoSeriousAxe(own, 'competence profile (student)');
    await own.screenshot({ path: `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/assessments-profile-390.png`, fullPage: true });

    await own.goto(`/assessment/competency/catTests/${student._id}/${catalogue.cats.Motivation}`);
    await expect(own.getByRole('checkbox')).toBeDisabled();
    for (const radio of await own.getByRole('radio').all()) await expect(radio).toBeDisabled();
    await expect(own.getByRole('radio', { name: /^3 – Note 3/ })).toBeChecked();
    await expectNoSideScroll(own, 'assessment options at 390 px');
    await expectNoSeriousAxe(own, 'assessment options (student)');

    const res = await own.request.post('/api/teacher/assessment/assessment', {
      data: { _competencyAssessmentCategoryTest: catalogue.cats.Motivation, _competencyAssessmentCategoryOption: catalogue.cats.Motivation, _student: student._id },
    });
    expect(res.status()).toBe(403);
  });
});
