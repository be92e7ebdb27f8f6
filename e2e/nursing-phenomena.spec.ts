import { expect, test, type Browser, type Page } from '@playwright/test';
import { USER_SESSION_KEY, alertWith, readStorage, signIn } from './support/auth';
import { demo, pngFixture } from './support/fixtures';
import { collectConsole, expectNoSideScroll, expectNoSeriousAxe } from './support/quality';

// the alert texts verbatim (NP-12) and the demo catalogue (seed-catalogue.ts)
const SUBMITTED = 'Test submitted successfully!';
const CATEGORY = 'Pflegeprozess und Pflegediagnostik (I)';
const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'test-results';


async function signedIn(browser: Browser, email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email, 'praxisport');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return page;
}

/** Lena Schmidt's id, from her own session (she starts without nursing phenomena and answers). */
async function lena(browser: Browser): Promise<{ page: Page; id: string }> {
  const page = await signedIn(browser, demo.student);
  const id = (JSON.parse((await readStorage(page, USER_SESSION_KEY))!) as { user: { _id: string } }).user._id;
  return { page, id };
}

test('NP-01..16 ISSUE-12 a teacher chooses a nursing phenomenon and a sub-test for a student and opens its links page in a new tab; the student sees it read-only', async ({ browser }) => {
  test.setTimeout(180_000); // a long journey with two roles on a shared machine
  const student = await lena(browser);
  const teacher = await signedIn(browser, demo.teacher);
  const problems = collectConsole(teacher);
  let subTestsUrl = '';

  await test.step('NP-01 the categories with radio options, reached from the competency tile', async () => {
    await teacher.goto(`/listingOptions/competency/${student.id}`);
    await teacher.getByRole('link', { name: /^Pflegephänomene/ }).click();
    await expect(teacher).toHaveURL(new RegExp(`/nursingphenomena/${student.id}$`));
    const group = teacher.getByRole('radiogroup', { name: CATEGORY });
    await expect(group.getByRole('radio', { name: 'Vitalzeichen' })).toBeVisible();
    await expect(group.getByRole('radio', { name: 'Vitalzeichen' })).not.toBeChecked();
    await expectNoSeriousAxe(teacher, 'nursing phenomena');
    await teacher.screenshot({ path: `${SHOTS}/np-categories-teacher.png`, fullPage: true });
  });

  await test.step('NP-04 the Explanation link opens the test list with the explanation (AMB-108)', async () => {
    await teacher.getByRole('link', { name: 'Explanation: Vitalzeichen' }).click();
    await expect(teacher).toHaveURL(new RegExp(`/nursingphenomena/${student.id}/[0-9a-f-]{36}/[0-9a-f-]{36}$`));
    await expect(teacher.getByRole('heading', { level: 1, name: 'Vitalzeichen' })).toBeVisible();
    await expect(teacher.getByText(/Vitalzeichen \(Puls, Blutdruck/)).toBeVisible();
    await teacher.getByRole('link', { name: 'Ganze Erklärung lesen' }).click();
    await expect(teacher).toHaveURL(/\/nursingphenomena\/explanation\/[0-9a-f-]{36}$/);
    await expect(teacher.getByText(/Im Praxiseinsatz üben Sie/)).toBeVisible();
    await expectNoSeriousAxe(teacher, 'explanation');
    await teacher.goBack();
  });

  await test.step('NP-06 NP-07 the teacher picks the radio, goes on to the tests and opens a test', async () => {
    await teacher.goto(`/nursingphenomena/${student.id}`);
    await teacher.getByRole('radiogroup', { name: CATEGORY }).getByRole('radio', { name: 'Vitalzeichen' }).check();
    await teacher.getByRole('link', { name: 'Weiter: Test auswählen' }).click();
    await teacher.getByRole('link', { name: /Vitalzeichen erheben/ }).click();
    await expect(teacher).toHaveURL(/\/nursingphenomena\/subtests\//);
    subTestsUrl = new URL(teacher.url()).pathname;
    await expect(teacher.getByRole('button', { name: 'Select: Puls messen' })).toBeEnabled();
    await expectNoSeriousAxe(teacher, 'sub-tests');
  });

  await test.step("NP-11 NP-12 'Select' stores the sub-test and shows the alert verbatim", async () => {
    await teacher.getByRole('button', { name: 'Select: Blutdruck messen' }).click();
    await expect(alertWith(teacher, SUBMITTED)).toBeVisible();
    await expect(teacher.getByRole('button', { name: 'Select: Blutdruck messen' })).toHaveAttribute('aria-pressed', 'true');
    await teacher.reload();
    await expect(teacher.getByRole('button', { name: 'Select: Blutdruck messen' })).toHaveAttribute('aria-pressed', 'true');
    await teacher.screenshot({ path: `${SHOTS}/np-subtests-teacher.png`, fullPage: true });
  });

  await test.step("NP-09 NP-10 'Erklärung' opens the links page in a new tab with four http(s) links", async () => {
    const [tab] = await Promise.all([teacher.context().waitForEvent('page'), teacher.getByRole('link', { name: /Erklärung: Blutdruck messen/ }).click()]);
    await tab.waitForLoadState();
    await expect(tab).toHaveURL(/\/nursingphenomena\/subtests\/links\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    for (const [name, href] of [
      ['Video Link', 'https://lernmaterial.praxisport.de/video/blutdruck'],
      ['Audio Link', 'https://lernmaterial.praxisport.de/audio/blutdruck.mp3'],
      ['PDF Link 1', 'https://lernmaterial.praxisport.de/pdf/blutdruck-leitfaden.pdf'],
      ['PDF Link 2', 'https://lernmaterial.praxisport.de/pdf/blutdruck-checkliste.pdf'],
    ] as const) {
      const link = tab.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expectNoSeriousAxe(tab, 'links page');
    await tab.close();
  });

  await test.step('NP-14 another test of the same category is locked: Select is disabled', async () => {
    await teacher.goto(`/nursingphenomena/${student.id}`);
    const group = teacher.getByRole('radiogroup', { name: CATEGORY });
    await expect(group.getByRole('radio', { name: 'Vitalzeichen' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'Mobilität' })).toBeDisabled();
    await teacher.getByRole('link', { name: 'Zu den Tests' }).first().click();
    await teacher.getByRole('link', { name: /Atmung beobachten/ }).click();
    await expect(teacher.getByText(/bereits ein anderer Test ausgewählt/)).toBeVisible();
    await expect(teacher.getByRole('button', { name: 'Select: Atemfrequenz' })).toBeDisabled();
  });

  await test.step('NP-08 PERM-21 the student sees the choice with Select disabled, also on a phone', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await signIn(page, demo.student, 'praxisport');
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.goto(`/nursingphenomena/${student.id}`);
    await expect(page.getByRole('radiogroup', { name: CATEGORY }).getByRole('radio', { name: 'Vitalzeichen' })).toBeChecked();
    await expectNoSideScroll(page, 'nursing phenomena (390 px)');
    await page.goto(subTestsUrl);
    await expect(page.getByRole('button', { name: 'Select: Blutdruck messen' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Select: Blutdruck messen' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSideScroll(page, 'sub-tests (390 px)');
    await page.screenshot({ path: `${SHOTS}/np-subtests-student-390.png`, fullPage: true });
    await phone.close();
  });

  expect(problems).toEqual([]);
  await student.page.context().close();
  await teacher.context().close();
});

test('OPTQ-01..10 AMB-100 ISSUE-12 the student answers an option question and finds the answer again; the teacher reads it', async ({ browser }) => {
  test.setTimeout(180_000);
  const student = await lena(browser);
  const page = student.page;
  const problems = collectConsole(page);

  await test.step('OPTQ-01 the communication set, reached from the arthrosis tile, shows its question boxes', async () => {
    await page.goto(`/listingOptions/arthrosis/${student.id}`);
    await page.getByRole('link', { name: /Kommunikation/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`/optionquestions/communication/${student.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Kommunikative Kompetenz' })).toBeVisible();
    await expectNoSeriousAxe(page, 'option questions');
  });

  await test.step('OPTQ-02 OPTQ-08..10 a box opens the answer screen; the student grades and confirms', async () => {
    await page.getByRole('link', { name: /aktiv zu und frage nach/ }).click();
    await expect(page).toHaveURL(/\/optionquestionanswer\/communication-2$/);
    await expect(page.getByText(/Lesen Sie die Aussage/)).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(5);
    await page.getByRole('radio', { name: '2 – Kompetenz voll erreicht' }).check();
    await page.getByRole('checkbox', { name: /Ich bestätige/ }).check();
    await expectNoSeriousAxe(page, 'answer screen');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(alertWith(page, 'Antwort gespeichert!')).toBeVisible();
  });

  await test.step('AMB-100 the answer is shown again on the set and on the answer screen after a reload', async () => {
    await page.getByRole('link', { name: 'Zurück zum Fragenbereich' }).click();
    await expect(page.locator('[data-question="communication-2"]')).toContainText('Note 2');
    await page.locator('[data-question="communication-2"]').click();
    await page.reload();
    await expect(page.getByRole('radio', { name: '2 – Kompetenz voll erreicht' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Ich bestätige/ })).toBeChecked();
  });

  await test.step('OPTQ-07 the orientation mission has areas I, II and III; OPTQ-04 the KR select', async () => {
    await page.goto(`/options/orientationmission/${student.id}`);
    for (const n of [1, 2, 3]) await expect(page.locator(`a[href="/optionquestions/orientationmission${n}/${student.id}"]`)).toBeVisible();
    await expectNoSeriousAxe(page, 'orientation mission');
    await page.goto('/optionquestions/selforganizedlearning');
    await page.getByRole('combobox', { name: /Kompetenzraster/ }).selectOption('KR3');
    await expect(alertWith(page, 'Kompetenzraster gespeichert.')).toBeVisible();
  });

  await test.step('OPTQ-03 a reflection picture goes through the upload flow and is shown', async () => {
    await page.goto('/optionquestions/abilitytoreflect');
    await page.locator('input[type="file"]').setInputFiles(pngFixture());
    await expect(alertWith(page, 'Bilder gespeichert.')).toBeVisible();
    const img = page.getByRole('img', { name: 'Bild 1 zur Reflexion' });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  await test.step('decision 018: the teacher of the class reads the answer', async () => {
    const teacher = await signedIn(browser, demo.teacher, { width: 390, height: 844 });
    await teacher.goto(`/optionquestions/communication/${student.id}`);
    await expect(teacher.locator('[data-question="communication-2"]')).toContainText('Note 2');
    await teacher.locator('[data-question="communication-2"]').click();
    await expect(teacher.getByRole('radio', { name: '2 – Kompetenz voll erreicht' })).toBeChecked();
    await expect(teacher.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
    await expectNoSideScroll(teacher, 'answer screen (390 px)');
    await teacher.goto(`/optionquestions/abilitytoreflect/${student.id}`);
    const img = teacher.getByRole('img', { name: 'Bild 1 zur Reflexion' });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(teacher.locator('input[type="file"]')).toHaveCount(0);
    await teacher.goBack();
    await teacher.screenshot({ path: `${SHOTS}/optq-answer-teacher-390.png`, fullPage: true });
    await teacher.context().close();
  });

  expect(problems).toEqual([]);
  await page.context().close();
});
