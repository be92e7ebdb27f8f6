import { expect, test, type Browser, type Page } from '@playwright/test';
import { alertWith, signIn } from './support/auth';
import { demo } from './support/fixtures';
import { expectNoSeriousAxe, expectNoSideScroll } from './support/quality';

// the texts verbatim (TALK-16, TALK-20, AMB-72) and the server's refusal of a locked talk
const SUBMITTED = 'Gespräch erfolgreich eingereicht!';
const CONFIRMED = 'Vielen Dank für ihre bestätigung!';
const CONFIRM_FIRST = 'Bitte bestätigen Sie die Teilnahme und die Kenntnisnahme der Vereinbarungen!';
const LOCKED = 'Das Gespräch wurde bereits von der:dem Auszubildenden bestätigt und kann nicht mehr geändert werden.';

const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

async function signedIn(browser: Browser, email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email, 'praxisport');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return page;
}

/** Fills a date list in its dialog (TALK-03: 400 px wide). */
async function fillDates(page: Page, label: string, dates: string[]) {
  await page.getByRole('button', { name: `Termine bearbeiten: ${label}` }).click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(Math.round(box.width)).toBe(400);
  for (const [i, date] of dates.entries()) {
    if (i > 0) await dialog.getByRole('button', { name: 'Termin hinzufügen' }).click();
    await dialog.getByLabel(`Termin ${i + 1}`, { exact: true }).fill(date);
  }
  await dialog.getByRole('button', { name: 'Fertig' }).click();
  await expect(dialog).toBeHidden();
}

test('TALK-01..24 ISSUE-10 a teacher submits an interim talk, the student confirms it and sees the signature; a further change answers 409', async ({ browser }) => {
  let studentId = '';
  let studentEmail = '';
  let studentName = '';
  const teacher = await signedIn(browser, demo.teacher);

  await test.step('the teacher picks a student of PFA 24-1 other than Lena (no interim talk in the demo data)', async () => {
    await teacher.getByRole('link', { name: /PFA 24-1/ }).first().click();
    const rows = teacher.getByRole('table').getByRole('row').filter({ hasNot: teacher.getByRole('cell', { name: 'Schmidt', exact: true }) });
    await rows.last().getByRole('cell').first().click();
    await expect(teacher).toHaveURL(/^https?:\/\/[^/]+\/[0-9a-f-]{36}$/);
    await expect(teacher.getByText(/@praxisport\.de$/).first()).toBeVisible();
    studentId = teacher.url().split('/').pop()!;
    studentEmail = (await teacher.getByText(/@praxisport\.de$/).first().textContent())!.trim();
    studentName = (await teacher.getByRole('heading', { level: 1 }).textContent())!.trim();
  });

  await test.step('the form is empty with its defaults; the bare submit shows the German alert', async () => {
    await teacher.goto(`/talksform/intermtalk/${studentId}`);
    await expect(teacher.getByRole('heading', { level: 1, name: 'Zwischengespräch' })).toBeVisible();
    await expect(teacher.getByText(studentName)).toBeVisible();
    await expect(teacher.getByRole('combobox', { name: 'Praxisanleitung' })).toHaveValue(/^HPA/);
    await teacher.getByRole('button', { name: 'Einreichen' }).click();
    await expect(alertWith(teacher, CONFIRM_FIRST)).toBeVisible();
    await expectNoSeriousAxe(teacher, 'talk form (teacher)');
    await teacher.screenshot({ path: `${SHOTS}/talk-teacher-1280.png`, fullPage: true });
  });

  await test.step('fills every field and submits: "Gespräch erfolgreich eingereicht!"', async () => {
    await teacher.getByLabel('Datum des Gesprächs').fill('2026-03-02');
    await teacher.getByLabel('Termin der Kompetenzprüfung').fill('2026-06-01');
    const weeks = teacher.getByRole('textbox', { name: 'Kalenderwoche (1–53)' });
    await weeks.first().fill('12');
    await weeks.last().fill('40');
    await teacher.getByRole('combobox', { name: 'Praxisanleitung' }).click();
    await teacher.getByRole('option', { name: /^PA – Praxisanleitung/ }).click();
    await teacher.getByRole('textbox', { name: 'Weitere Person (Name)' }).fill('Petra Lange');
    await fillDates(teacher, 'Termine der Hauptinteraktion', ['2026-03-09', '2026-03-23']);
    await fillDates(teacher, 'Fixpunkte', ['2026-04-06']);
    await teacher.getByRole('checkbox', { name: /Ich bestätige als Praxisanleitung/ }).check();
    await teacher.getByRole('button', { name: 'Einreichen' }).click();
    await expect(alertWith(teacher, SUBMITTED)).toBeVisible();
    await expect(teacher.getByText(/Praxisanleitung: bestätigt von Markus Weber am \d\d\.\d\d\.\d{4}/)).toBeVisible();
  });

  await test.step('the student reads it, confirms it: the thanks, the signature, "bestätigt von … am …"', async () => {
    const student = await signedIn(browser, studentEmail, { width: 390, height: 844 });
    await student.goto(`/talksform/intermtalk/${studentId}`);
    await expect(student.getByText('Petra Lange')).toBeVisible();
    await expect(student.getByText('KW 12/2026')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Einreichen' })).toHaveCount(0);
    await expectNoSideScroll(student, 'talk (student, 390 px)');
    // controlled: ticked once the server stored the confirmation
    await student.getByRole('checkbox', { name: /Ich bestätige als Auszubildende:r/ }).click();
    await expect(alertWith(student, CONFIRMED)).toBeVisible();
    const signature = student.getByRole('img', { name: 'Unterschrift von Markus Weber' });
    await expect(signature).toBeVisible();
    await expect.poll(() => signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(student.getByText(new RegExp(`Auszubildende:r: bestätigt von ${studentName} am \\d\\d\\.\\d\\d\\.\\d{4}`))).toBeVisible();
    await expect(student.getByRole('checkbox', { name: /Ich bestätige als Auszubildende:r/ })).toBeDisabled();
    await expectNoSideScroll(student, 'confirmed talk (student, 390 px)');
    await expectNoSeriousAxe(student, 'talk (student)');
    await student.screenshot({ path: `${SHOTS}/talk-student-390.png`, fullPage: true });
    await student.context().close();
  });

  await test.step('the teacher now sees it locked; a further change answers 409', async () => {
    await teacher.reload();
    await expect(teacher.getByText('Petra Lange')).toBeVisible();
    await expect(teacher.getByRole('button', { name: 'Einreichen' })).toHaveCount(0);
    await expect(teacher.getByRole('img', { name: 'Unterschrift von Markus Weber' })).toBeVisible();
    const res = await teacher.request.post('/api/user/talk', {
      data: {
        talkType: 'intermtalk',
        _student: studentId,
        interviewDate: '2026-03-02',
        intermMeeting: { week: 12, year: 2026 },
        finalMeeting: { week: 40, year: 2026 },
        teacherType: 'PA',
        otherPerson: 'Jemand anderes',
        otherType: 'SL',
        mainteraction_date: ['2026-03-09'],
        fixedpoint_date: ['2026-04-06'],
        competency_test_date: '2026-06-01',
        instructorConfirmation: true,
      },
    });
    expect(res.status()).toBe(409);
    expect((await res.json()).messages[0].message).toBe(LOCKED);
    await teacher.screenshot({ path: `${SHOTS}/talk-teacher-locked-1280.png`, fullPage: true });
  });
  await teacher.context().close();
});

test('ISSUE-10 demo data: Lena Schmidt\'s initial talk is confirmed by both, her interim talk awaits her confirmation', async ({ browser }) => {
  const page = await signedIn(browser, demo.student, { width: 390, height: 844 });
  const home = page.url();
  const lenaId = home.split('/').pop()!;
  await page.goto(`/talksform/initialconsultation/${lenaId}`);
  await expect(page.getByText(/Auszubildende:r: bestätigt von Lena Schmidt am/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Unterschrift von Markus Weber' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Gespräche' }).getByRole('link', { name: 'Zwischengespräch' }).click();
  await expect(page.getByRole('checkbox', { name: /Ich bestätige als Auszubildende:r/ })).toBeEnabled();
  await expect(page.getByText('Noch nicht von der:dem Auszubildenden bestätigt.')).toBeVisible();
  await expectNoSideScroll(page, 'interim talk (Lena, 390 px)');
  await page.screenshot({ path: `${SHOTS}/talk-lena-interim-390.png`, fullPage: true });
  await page.context().close();

  // the instructor's empty form fits a phone too
  const teacher = await signedIn(browser, demo.teacher, { width: 390, height: 844 });
  await teacher.goto(`/talksform/finaltalk/${lenaId}`);
  await expect(teacher.getByRole('button', { name: 'Einreichen' })).toBeVisible();
  await expectNoSideScroll(teacher, 'talk form (teacher, 390 px)');
  await teacher.screenshot({ path: `${SHOTS}/talk-teacher-390.png`, fullPage: true });
  await teacher.context().close();
});
