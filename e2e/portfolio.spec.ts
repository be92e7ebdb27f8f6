import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { alertWith, readStorage, signIn, USER_SESSION_KEY } from './support/auth';
import { demo } from './support/fixtures';
import { pdfFlatText, pdfPageCount, pdfPageFill } from './support/pdf';
import { expectNoSeriousAxe, expectNoSideScroll } from './support/quality';

// the texts verbatim (ERR-15, ERR-21)
const SUCCESS = 'Action successful!';
const NOT_ALLOWED = 'Action not allowed';
// an item the demo data leaves open for Lena Schmidt (the first half of the catalogue is ticked)
const CATEGORY = 'Ernährung und Ausscheidung';
const ITEM = 'Mangelernährung erkennen';

async function signedIn(browser: Browser, email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, email, 'praxisport');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return page;
}

async function openItems(page: Page, studentId: string) {
  await page.goto(`/listingOptions/trainingportfolio/${studentId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ausbildungsportfolio' })).toBeVisible();
  await page.getByRole('button', { name: `${CATEGORY}: Einträge anzeigen` }).click();
}

const itemRow = (page: Page) => page.getByRole('row').filter({ hasText: ITEM });
const teacherBox = (page: Page) => page.getByRole('checkbox', { name: `${ITEM}: bestätigt von der Praxisanleitung` });
const studentBox = (page: Page) => page.getByRole('checkbox', { name: `${ITEM}: bestätigt von der:dem Auszubildenden` });

test('PORT-01..17 ISSUE-10 the teacher ticks a portfolio item, the student ticks its student box, the PDF carries the student name', async ({ browser }) => {
  const student = await signedIn(browser, demo.student, { width: 390, height: 844 });
  const studentId = JSON.parse((await readStorage(student, USER_SESSION_KEY))!).user._id as string;
  const teacher = await signedIn(browser, demo.teacher);

  await test.step('the teacher of PFA 24-1 sees the form, ticks teacherChecked; the student box refuses', async () => {
    await openItems(teacher, studentId);
    await expect(teacher.getByText('Lena Schmidt', { exact: true })).toBeVisible();
    await expect(teacher.getByRole('textbox', { name: 'Pflegeschule' })).toHaveValue('Pflegeschule am Stadtpark');
    await expect(teacher.getByRole('link', { name: 'Kompetenzprofil' })).toHaveAttribute('href', `/competenceprofile/${studentId}`);
    await expect(teacherBox(teacher)).not.toBeChecked();
    await studentBox(teacher).click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    await expect(alertWith(teacher, NOT_ALLOWED)).toBeVisible();
    await expect(studentBox(teacher)).not.toBeChecked();
    await teacherBox(teacher).click();
    await expect(alertWith(teacher, SUCCESS)).toBeVisible();
    await expect(teacherBox(teacher)).toBeChecked();
    await expect(itemRow(teacher).getByText(/bestätigt von Markus Weber am/)).toBeVisible();
  });

  await test.step('the server refuses the teacher the student box (403 Action not allowed)', async () => {
    const itemRes = await teacher.request.get(`/api/teacher/trainingportfolio/categories/${studentId}`);
    const item = (await itemRes.json()).categories.flatMap((c: { items: { _id: string; title: string }[] }) => c.items).find((i: { title: string }) => i.title === ITEM);
    const res = await teacher.request.patch('/api/teacher/trainingportfolio/update', { data: { _trainingPortfolioItem: item._id, _student: studentId, studentChecked: true } });
    expect(res.status()).toBe(403);
    expect((await res.json()).messages[0].message).toBe(NOT_ALLOWED);
  });

  await test.step('PORT-01 the PDF downloads, named after the student and today, shows the name, fits the demo portfolio on a page or two and ends with the signature lines', async () => {
    const [download] = await Promise.all([teacher.waitForEvent('download'), teacher.getByRole('link', { name: 'PDF' }).click()]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`ausbildungsportfolio_Lena_Schmidt_${today}.pdf`);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfFlatText(bytes);
    expect(text).toContain('Lena Schmidt');
    expect(text).toContain(ITEM);
    expect(text).toMatch(/Praxisanleitung bestätigt Auszubildende:r bestätigt .*ja \(Markus Weber/);
    expect(text).toMatch(/Ort, Datum Unterschrift Auszubildende\/r Unterschrift Praxisanleitung Unterschrift Praxisbegleitung Ausbildungsportfolio · Lena Schmidt · Seite \d von \d$/);
    // no page of its own per category: the pages before the last are filled
    const fill = pdfPageFill(bytes);
    expect(fill.length).toBeLessThanOrEqual(2);
    for (const share of fill.slice(0, -1)) expect(share).toBeGreaterThan(0.8);
  });

  await test.step('the student (390 px) ticks studentChecked; the teacher box stays', async () => {
    await openItems(student, studentId);
    await expect(teacherBox(student)).toBeChecked();
    await teacherBox(student).click({ force: true });
    await expect(alertWith(student, NOT_ALLOWED)).toBeVisible();
    await expect(teacherBox(student)).toBeChecked();
    await studentBox(student).click();
    await expect(alertWith(student, SUCCESS)).toBeVisible();
    await expect(studentBox(student)).toBeChecked();
    await expectNoSideScroll(student, 'the portfolio at 390 px');
    await expectNoSeriousAxe(student, 'the portfolio');
  });

  await test.step('after a reload both ticks are kept (PORT-12)', async () => {
    await openItems(teacher, studentId);
    await expect(teacherBox(teacher)).toBeChecked();
    await expect(studentBox(teacher)).toBeChecked();
    await expect(itemRow(teacher).getByText(/bestätigt von Lena Schmidt am/)).toBeVisible();
  });

  await test.step('PORT-01 printing hides the navigation, shows every item table with its ticks, flows onto few pages and ends with the signature lines', async () => {
    const signatures = teacher.getByTestId('portfolio-signatures');
    await expect(signatures).toBeHidden(); // lines to sign on belong on paper only
    await teacher.emulateMedia({ media: 'print' });
    await teacher.reload();
    await expect(teacher.getByRole('heading', { level: 1, name: 'Ausbildungsportfolio' })).toBeVisible();
    await expect(teacher.getByRole('link', { name: 'PDF' })).toBeHidden();
    await expect(teacher.getByTestId('user-menu')).toBeHidden();
    await expect(teacher.getByText('Ein- und Ausfuhr erfassen, bilanzieren und Auffälligkeiten melden')).toBeVisible();
    await expect(signatures).toBeVisible();
    await expect(signatures).toHaveText('Ort, DatumUnterschrift Auszubildende/rUnterschrift PraxisanleitungUnterschrift Praxisbegleitung');
    // a tick prints as a filled box (browsers leave backgrounds off paper unless told otherwise)
    expect(await teacherBox(teacher).evaluate((box) => getComputedStyle(box).printColorAdjust)).toBe('exact');
    // the categories follow each other instead of one page each (six pages for the demo student before)
    expect(pdfPageCount(await teacher.pdf({ format: 'A4' }))).toBeLessThanOrEqual(3);
  });
});
