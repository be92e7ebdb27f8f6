import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { alertWith, signIn } from './support/auth';
import { demo } from './support/fixtures';
import { expectNoSeriousAxe, expectNoSideScroll } from './support/quality';

/** Today and other days as the school counts them (Europe/Berlin), YYYY-MM-DD. */
const berlinDay = (offsetDays = 0) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
};

async function signedIn(browser: Browser, email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, email, 'praxisport');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return page;
}

/** From the class list to the class register of a class: the class, then 'Klassenbuch Analyse' (RA-01, STU-08). */
async function openRegister(page: Page, className: string): Promise<string> {
  await page.goto('/classes');
  await page.getByRole('link', { name: new RegExp(className) }).first().click();
  await page.getByRole('link', { name: 'Klassenbuch Analyse' }).click();
  await expect(page.getByRole('heading', { name: 'Klassenbuch Analyse', level: 1 })).toBeVisible();
  return page.url().split('?')[0]!;
}

const rows = (page: Page) => page.getByTestId('attendance-row');
const nameOf = async (page: Page, i: number) => (await rows(page).nth(i).locator('p').first().textContent())!.trim();
const block = (page: Page, name: string, time: string) => page.getByRole('checkbox', { name: `${name} ${time}` });
const reason = (page: Page, name: string) => page.getByRole('combobox', { name: `Grund für ${name}` });

test('ATT-01..09 ATT-13 RA-10 RA-16 a supervisor marks two students late and one absent in block 12, submits, reloads and sees "Bearbeitet" with the same marks', async ({ browser }) => {
  const page = await signedIn(browser, demo.supervisor);
  await openRegister(page, 'PFA 24-2');
  // the demo registers end yesterday: today is new (ATT-04, ATT-05)
  await expect(page.getByRole('button', { name: /Datum/ })).toContainText(berlinDay());
  await expect(page.getByTestId('attendance-status')).toHaveText('Nicht Bearbeitet');
  const [late1, late2, absent] = [await nameOf(page, 0), await nameOf(page, 1), await nameOf(page, 2)];
  for (const time of ['08:00-09:30', '10:00-11:30', '12:00-13:30', '13:45-15:15']) await expect(block(page, absent, time)).toBeChecked();
  await expectNoSeriousAxe(page, 'class register (supervisor)');

  await test.step('the analysis of block 08:00 is saved: "Updated successfully!"', async () => {
    await page.getByRole('textbox', { name: 'Inhalt 08:00-09:30' }).fill('Vitalzeichen erheben und dokumentieren');
    await page.getByRole('combobox', { name: 'Status 08:00-09:30' }).click();
    await page.getByRole('option', { name: 'Block Start' }).click();
    await page.getByRole('button', { name: 'Analyse speichern' }).click();
    await expect(alertWith(page, 'Updated successfully!')).toBeVisible();
  });

  await test.step('two late, one absent in block 12, submit: "Anwesenheitsliste aktualisiert!"', async () => {
    for (const [name, label] of [[late1, '15 Minuten zu spät'], [late2, '30 Minuten zu spät']] as const) {
      await reason(page, name).click();
      await page.getByRole('option', { name: label }).click();
    }
    await block(page, absent, '12:00-13:30').click();
    await expect(block(page, absent, '12:00-13:30')).not.toBeChecked();
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/grade/attendance'));
    await page.getByRole('button', { name: 'Anwesenheitsliste speichern' }).click();
    const body = (await put).postDataJSON();
    expect(Object.keys(body).sort()).toEqual(['_grade', 'attendance', 'date', 'version']);
    expect(Object.keys(Object.values(body.attendance)[0] as object).sort()).toEqual(['10', '12', '13:45', '8', 'reason']);
    await expect(alertWith(page, 'Anwesenheitsliste aktualisiert!')).toBeVisible();
    await expect(page.getByTestId('attendance-status')).toHaveText('Bearbeitet');
  });

  await test.step('after a reload the same marks are there', async () => {
    await page.reload();
    await expect(page.getByTestId('attendance-status')).toHaveText('Bearbeitet');
    await expect(reason(page, late1)).toHaveValue('15 Minuten zu spät');
    await expect(reason(page, late2)).toHaveValue('30 Minuten zu spät');
    await expect(reason(page, absent)).toHaveValue('');
    await expect(block(page, absent, '12:00-13:30')).not.toBeChecked();
    await expect(block(page, absent, '13:45-15:15')).toBeChecked();
    await expect(block(page, late1, '12:00-13:30')).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Inhalt 08:00-09:30' })).toHaveValue('Vitalzeichen erheben und dokumentieren');
  });

  await test.step('ISSUE-16-5 she opens the history of the day: who saved it when, and the marks that differ from "present"', async () => {
    await page.getByRole('button', { name: 'Verlauf', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Verlauf der Anwesenheit am/ });
    const event = dialog.getByTestId('audit-event');
    await expect(event).toHaveCount(1);
    await expect(event).toContainText('Sabine Krüger');
    await expect(event).toContainText('Anwesenheit gespeichert');
    await expect(event.getByText(`Anwesenheit · ${absent} · 12:00: – → ✗`)).toBeVisible();
    await expect(event.getByText(`Anwesenheit · ${late1} · Grund: – → 15 Minuten zu spät`)).toBeVisible();
    // the dialog itself (the page behind its overlay is checked above)
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
  await page.context().close();
});

test('ATT-11 ERR-13 SEC-05 a day older than 7 days is shown read-only with the reason; the server refuses it too', async ({ browser }) => {
  const page = await signedIn(browser, demo.supervisor);
  const url = await openRegister(page, 'PFA 24-2');
  await page.goto(`${url}?date=${berlinDay(-8)}`);
  await expect(page.getByRole('button', { name: /Datum/ })).toContainText(berlinDay(-8));
  await expect(page.getByText('Dieser Tag liegt außerhalb des Bearbeitungszeitraums')).toBeVisible();
  let puts = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/grade/attendance')) puts++;
  });
  const name = await nameOf(page, 0);
  const toggle = block(page, name, '12:00-13:30');
  const wasChecked = await toggle.isChecked();
  await expect(toggle).toBeDisabled();
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked({ checked: wasChecked });
  await expect(reason(page, name)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Alle anwesend' })).toHaveCount(0);
  const save = page.getByRole('button', { name: 'Anwesenheitsliste speichern' });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription(/^Attendance cannot be updated!/);
  expect(puts).toBe(0);
  const classId = url.split('/').pop();
  const res = await page.request.put('/api/grade/attendance', { data: { _grade: classId, date: berlinDay(-8), attendance: {} } });
  expect(res.status()).toBe(422);
  expect((await res.json()).messages[0].message).toBe('Attendance cannot be updated!');
  await page.context().close();
});

test('AMB-70 edits that are not saved are not dropped without a question: another date, a link away, Back; an empty analysis is refused at the field', async ({ browser }) => {
  const page = await signedIn(browser, demo.supervisor);
  const url = await openRegister(page, 'PFA 24-2');
  const discard = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
  const name = await nameOf(page, 0);
  const toggle = block(page, name, '10:00-11:30');
  await expect(toggle).toBeChecked();
  await toggle.click();

  await test.step('another date: "Weiter bearbeiten" keeps the day and the mark', async () => {
    await page.getByRole('button', { name: /Datum/ }).click();
    const day = Number(berlinDay().slice(8));
    await page.getByRole('button', { name: new RegExp(`^${day === 1 ? 2 : 1} `) }).and(page.locator(':not([data-outside])')).click();
    await discard.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await expect(discard).toBeHidden();
    expect(page.url()).toBe(url);
    await expect(page.getByRole('button', { name: /Datum/ })).toContainText(berlinDay());
    await expect(toggle).not.toBeChecked();
  });

  await test.step('a link away asks too; Back and "Verwerfen" leave, and the mark is gone', async () => {
    await page.getByRole('link', { name: 'Fehlzeiten-Statistik' }).click();
    await discard.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await expect(page.getByRole('heading', { name: 'Klassenbuch Analyse', level: 1 })).toBeVisible();
    await page.goBack();
    await discard.getByRole('button', { name: 'Verwerfen' }).click();
    await expect(page).toHaveURL(/\/students\/[0-9a-f-]{36}$/);
    await page.goForward();
    await expect(toggle).toBeChecked();
  });

  await test.step('an empty analysis is refused at the first block, nothing is sent; once saved, leaving does not ask', async () => {
    // a day in the future has no analysis yet (and its attendance is read-only)
    await page.goto(`${url}?date=${berlinDay(30)}`);
    await expect(page.getByText('Für diesen Tag ist noch keine Analyse gespeichert.')).toBeVisible();
    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/classRegisterAnalysis')) puts++;
    });
    const content = page.getByRole('textbox', { name: 'Inhalt 08:00-09:30' });
    await page.getByRole('button', { name: 'Analyse speichern' }).click();
    await expect(content).toHaveAccessibleDescription('Die Klassenbuch-Analyse ist leer: bitte mindestens einen Unterrichtsblock mit LF/CE, Inhalt oder Status ausfüllen.');
    await expect(alertWith(page, 'Updated successfully!')).toHaveCount(0);
    expect(puts).toBe(0);
    await content.fill('Pflegeplanung');
    await page.getByRole('button', { name: 'Analyse speichern' }).click();
    await expect(alertWith(page, 'Updated successfully!')).toBeVisible();
    await page.getByRole('link', { name: 'Fehlzeiten-Statistik' }).click();
    await expect(page.getByRole('heading', { name: /^Fehlzeiten-Statistik/ })).toBeVisible();
    await expect(discard).toHaveCount(0);
  });
  await page.context().close();
});

test('RA-02..09 AMB-68 AMB-69 a teacher reads the entries for instructors and filters them', async ({ browser }) => {
  const page = await signedIn(browser, demo.teacher);
  await openRegister(page, 'PFA 24-1');
  await expect(page.getByRole('button', { name: 'Analyse speichern' })).toHaveCount(0);
  await expect(page.getByText('Anwesenheitsliste')).toHaveCount(0);
  const count = page.getByText(/^\d+ Einträge$/);
  await expect(count).toBeVisible();
  const all = await count.textContent();
  await page.getByRole('button', { name: 'Filter', exact: true }).click(); // RA-06: nothing happens
  await expect(count).toHaveText(all!);
  await page.getByRole('textbox', { name: 'Inhalt' }).fill('reanimation');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(count).not.toHaveText(all!);
  const cells = page.getByRole('table').getByRole('cell', { name: /Reanimation/ });
  expect(await cells.count()).toBeGreaterThan(0);
  expect(await cells.count()).toBe(Number((await count.textContent())!.split(' ')[0]));
  await expectNoSeriousAxe(page, 'class register (teacher)');
  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(count).toHaveText(all!);
  await expect(page.getByRole('textbox', { name: 'Inhalt' })).toHaveValue('');

  // a class the teacher has not joined: the refusal is the whole page, nothing of the register beside it
  const me = JSON.parse((await page.evaluate(() => window.localStorage.getItem('praxisport.userSession')))!) as { user: { _id: string } };
  const { classes } = (await (await page.request.get(`/api/grade/notJoined/${me.user._id}`)).json()) as { classes: { _id: string }[] };
  await page.goto(`/classRegisterAnalysis/${classes[0]!._id}`);
  await expect(page.getByRole('heading', { name: 'Kein Zugriff', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading')).toHaveCount(1);
  await expect(main.getByRole('button')).toHaveCount(0);
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('link')).toHaveText(['Zur Startseite']);
  await page.context().close();
});

test('ISSUE-8 CONST-23 the statistics show the hand-computed rate of the seeded case; the student sees her own', async ({ browser }) => {
  // demo data: Lena Schmidt missed 2 whole days (2 × 6 h) and came 30 minutes late once, of 30 recorded days (180 h):
  // 12.5 h / 180 h = 6.9 %
  const page = await signedIn(browser, demo.supervisor);
  await openRegister(page, 'PFA 24-1');
  await page.getByRole('link', { name: 'Fehlzeiten-Statistik' }).click();
  await expect(page.getByRole('heading', { name: 'Fehlzeiten-Statistik – PFA 24-1' })).toBeVisible();
  const lena = page.getByRole('row').filter({ hasText: 'Schmidt, Lena' });
  await expect(lena).toContainText('180 h');
  await expect(lena).toContainText('12,5 h');
  await expect(lena).toContainText('6,9 %');
  await expect(lena).toContainText('im Rahmen');
  await expect(page.getByRole('row').filter({ hasText: 'über der Grenze (ab 10 %)' }).first()).toBeVisible();
  const chart = page.getByRole('img', { name: /Fehlquote je Auszubildende:r/ });
  await expect(chart.getByTestId('absence-bar').first()).toBeVisible();
  await expect(chart).toContainText('Grenze 10 %');
  await expectNoSeriousAxe(page, 'absence statistics');
  await page.context().close();

  const student = await signedIn(browser, demo.student);
  const box = student.getByTestId('absence-summary');
  await expect(box).toContainText('Meine Fehlzeiten');
  await expect(box).toContainText('12,5 h von 180 h Unterrichtsstunden versäumt');
  await expect(box).toContainText('Fehlquote 6,9 %');
  await student.context().close();
});

test('ISSUE-8 the supervisor downloads a month as CSV and prints the day on A4 without navigation', async ({ browser }) => {
  const page = await signedIn(browser, demo.supervisor);
  await openRegister(page, 'PFA 24-1');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV des Monats herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`anwesenheit_PFA_24-1_${berlinDay().slice(0, 7)}.csv`);
  const bytes = fs.readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8').slice(1).split('\r\n')[0]).toBe('Datum;Nachname;Vorname;08:00-09:30;10:00-11:30;12:00-13:30;13:45-15:15;Grund');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('user-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Anwesenheitsliste speichern' })).toBeHidden();
  await expect(page.getByTestId('attendance-status')).toBeVisible();
  await page.context().close();
});

test('ISSUE-8 on a phone (390 px) the attendance list has one student per row, four large toggles and no sideways scroll', async ({ browser }) => {
  const page = await signedIn(browser, demo.supervisor, { width: 390, height: 844 });
  await openRegister(page, 'PFA 24-2');
  await expect(rows(page).first()).toBeVisible();
  await expectNoSideScroll(page, 'class register at 390 px');
  const name = await nameOf(page, 0);
  for (const time of ['08:00-09:30', '13:45-15:15']) {
    const box = (await block(page, name, time).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await page.context().close();
});
