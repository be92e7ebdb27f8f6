import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSignIn, alertWith, signIn } from './support/auth';
import { DEMO_PASSWORD, demo, pngFixture, uniqueSuffix } from './support/fixtures';
import { pdfFlatText, pdfPageFill, pdfText } from './support/pdf';
import { expectNoSeriousAxe, expectNoSideScroll } from './support/quality';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const STUDENT_PASSWORD = 'sicher-123';

/** A new student of PFA 24-1 whose second wish is inpatient acute care (so this journey meets no other spec's data). */
async function registerStudent(request: APIRequestContext) {
  const { classes } = (await (await request.get('/api/grade/signupClasses')).json()) as { classes: { _id: string; className: string }[] };
  const cls = classes.find((c) => c.className === 'PFA 24-1')!;
  const upload = async () => {
    const { url } = (await (await request.get('/api/upload/preSignedURL/image%2Fpng')).json()) as { url: string };
    expect((await request.put(url, { data: fs.readFileSync(pngFixture()), headers: { 'Content-Type': 'image/png' } })).status()).toBe(200);
    return url.split('?')[0]!;
  };
  const suffix = uniqueSuffix();
  const student = { firstName: 'Frieda', name: `Einsatz${suffix}`, email: `frieda.${suffix}@praxisport.de` };
  const res = await request.post('/api/user/auth/register', {
    data: {
      ...student,
      username: `frieda${suffix}`,
      password: STUDENT_PASSWORD,
      repeatPassword: STUDENT_PASSWORD,
      contact: '0431 1234567',
      dob: '2004-04-04',
      userType: 'student',
      grade: cls._id,
      impatient1: 'Psychiatrie',
      impatient2: 'stationäre Akutpflege',
      impatient3: 'Pädiatrie',
      impatient4: 'ambulante Pflege',
      impatient5: 'Intensivstation',
      profile: await upload(),
      signature: await upload(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { user } = (await res.json()) as { user: { _id: string } };
  return { ...student, id: user._id, classId: cls._id };
}

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click({ force: true });
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click();
}

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
}

test('issue 14: plan, record, confirm and dispute, the proof with its traffic light and the PDF; dates that leave records outside are refused; the back office reads it', async ({ page, request }) => {
  test.setTimeout(150_000);
  const student = await registerStudent(request);
  const now = Date.now();
  // 15 of 75 days gone: 480 of the 2,400 required minutes are due, so 120 confirmed minutes are behind (red)
  const from = iso(now - 14 * DAY);
  const until = iso(now + 60 * DAY);
  const firstSession = iso(now - 7 * DAY);
  const secondSession = iso(now - 6 * DAY);

  // the supervisor plans an inpatient acute placement that meets the second wish
  await signIn(page, demo.supervisor, DEMO_PASSWORD);
  await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
  await page.goto(`/students/${student.classId}`);
  await page.getByRole('link', { name: 'Einsatzplan der Klasse' }).click();
  await expect(page.getByRole('heading', { name: /Einsatzplan und Anleitungsnachweis – PFA 24-1/ })).toBeVisible();
  await expect(page.getByTestId('placement-calendar')).toBeVisible();
  await expectNoSeriousAxe(page, 'class placement plan');
  await page.getByRole('combobox', { name: 'Plan einer:eines Auszubildenden öffnen' }).selectOption({ label: `${student.name}, ${student.firstName}` });
  await expect(page.getByRole('heading', { name: 'Praxiseinsätze und Praxisanleitung' })).toBeVisible();
  await expect(page.getByTestId('wish-2')).toContainText('offen');
  await page.getByRole('button', { name: 'Einsatz planen' }).click();
  const dialog = page.getByRole('dialog');
  await pick(page, 'Einsatzart', /Stationäre Akutpflege/);
  await pick(page, 'Einrichtung und Bereich', 'Klinikum Nord – Station 3B – Innere Medizin');
  await dialog.getByLabel('Von').fill(from);
  await dialog.getByLabel('Bis').fill(until);
  await expect(dialog.getByLabel('Geplante Stunden')).toHaveValue('400');
  await pick(page, 'Praxisanleitung (Lehrende der Klasse)', 'Markus Weber');
  await dialog.getByLabel('Geplante Stunden').click(); // closes the instructors' dropdown
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertWith(page, 'Praxiseinsatz gespeichert.')).toBeVisible();
  await expect(page.getByTestId('wish-2')).toContainText('erfüllt');
  await expect(page.getByTestId('wish-2')).toContainText('Klinikum Nord');
  await expect(page.getByTestId('total-inpatientAcute')).toContainText('400 / 400 h');
  await expect(page.getByTestId('total-psychiatry')).toContainText('zu wenig');
  await expectNoSeriousAxe(page, 'student placements (supervisor)');
  await signOut(page);

  // the assigned teacher records two sessions
  await signIn(page, demo.teacher, DEMO_PASSWORD);
  await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
  await page.goto(`/${student.id}`);
  await page.getByRole('link', { name: 'Praxiseinsätze und Praxisanleitung' }).click();
  for (const [date, minutes, topic] of [
    [firstSession, '120', 'Vitalzeichen erheben und dokumentieren'],
    [secondSession, '90', 'Mobilisation nach Kinästhetik'],
  ] as const) {
    await page.getByRole('button', { name: 'Anleitung erfassen' }).click();
    const d = page.getByRole('dialog');
    await d.getByLabel('Datum').fill(date);
    await d.getByLabel('Minuten').fill(minutes);
    await d.getByLabel('Thema').fill(topic);
    await pick(page, 'Kompetenzbereich', 'I');
    await d.getByRole('button', { name: 'Speichern' }).click();
    await expect(alertWith(page, 'Praxisanleitung erfasst.')).toBeVisible();
    await expect(d).toBeHidden();
  }
  await expect(page.getByTestId('pending-minutes')).toHaveText('210 min');
  await signOut(page);

  // the student confirms one and disputes the other
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, student.email, STUDENT_PASSWORD);
  await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
  await page.goto(`/${student.id}`);
  await page.getByRole('link', { name: 'Praxiseinsätze und Praxisanleitung' }).click();
  const first = page.locator('[data-testid^="guidance-"]').filter({ hasText: 'Vitalzeichen' });
  const second = page.locator('[data-testid^="guidance-"]').filter({ hasText: 'Kinästhetik' });
  await first.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(alertWith(page, 'Anleitung bestätigt.')).toBeVisible();
  await second.getByRole('button', { name: 'Beanstanden' }).click();
  await page.getByRole('dialog').getByLabel('Begründung der Beanstandung').fill('An diesem Tag war ich in der Schule.');
  await page.getByRole('dialog').getByRole('button', { name: 'Beanstanden' }).click();
  await expect(alertWith(page, 'Anleitung beanstandet.')).toBeVisible();
  await expect(second).toContainText('beanstandet');
  await expect(second).toContainText('An diesem Tag war ich in der Schule.');

  // the proof: 120 confirmed minutes of 2,400, behind for the days gone by (red)
  await expect(page.getByTestId('confirmed-minutes')).toHaveText('120 min');
  await expect(page.getByTestId('pending-minutes')).toHaveText('0 min');
  await expect(page.getByTestId('required-minutes')).toHaveText('2.400 min');
  await expect(page.getByTestId('traffic-light')).toHaveText('Rot – im Rückstand');
  await page.getByRole('button', { name: /bestätigte Sitzungen anzeigen/ }).click();
  await expect(first).toContainText(`bestätigt von ${student.firstName} ${student.name}`);
  await expectNoSideScroll(page, 'student placements at 390 px');
  await expectNoSeriousAxe(page, 'student placements (student)');

  // the PDF names the student, lists the sessions on a compact page and has the signature lines of the paper proof
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Nachweis der Praxisanleitung (PDF)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^nachweis_praxisanleitung_.*\.pdf$/);
  const bytes = fs.readFileSync((await download.path())!);
  const text = pdfFlatText(bytes);
  expect(text).toContain('Nachweis der Praxisanleitung');
  expect(text).toContain(`${student.firstName} ${student.name}`);
  expect(text).toContain('Vitalzeichen erheben und dokumentieren');
  expect(text).toContain('beanstandet');
  expect(text).toContain('Ort, Datum Unterschrift Praxisanleitung Unterschrift Auszubildende/r');
  expect(text).toMatch(/Fehlzeiten im praktischen Teil .* Ort, Datum Unterschrift Praxisbegleitung/);
  expect(pdfPageFill(bytes)).toHaveLength(1);
  await signOut(page);

  // new dates that would leave the recorded sessions outside the placement are refused (409)
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demo.supervisor, DEMO_PASSWORD);
  await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
  await page.goto(`/placements/${student.id}`);
  await page.locator('[data-testid^="placement-"]').filter({ hasText: 'Klinikum Nord' }).getByRole('button', { name: 'Bearbeiten' }).click();
  const edit = page.getByRole('dialog');
  const fromField = edit.getByLabel('Von');
  const planned = await fromField.inputValue();
  const refused = 'Im neuen Zeitraum lägen erfasste Anleitungen oder Fehltage außerhalb des Einsatzes.';
  await fromField.fill(iso(now - 5 * DAY));
  await edit.getByRole('button', { name: 'Speichern' }).click();
  // one message, inside the dialog (no toast behind or over it)
  await expect(edit.getByRole('alert')).toContainText(refused);
  await expect(page.getByRole('alert').filter({ hasText: refused })).toHaveCount(1);
  await expectNoSeriousAxe(page, 'placement dates refused (409 alert)');
  // changing the input takes the message away; the next refusal replaces it, still once
  await fromField.fill(iso(now - 4 * DAY));
  await expect(edit.getByRole('alert')).toHaveCount(0);
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(edit.getByRole('alert')).toContainText(refused);
  await expect(page.getByRole('alert').filter({ hasText: refused })).toHaveCount(1);
  // fixed: the message goes and the save goes through
  await fromField.fill(planned);
  await expect(page.getByRole('alert').filter({ hasText: refused })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertWith(page, 'Praxiseinsatz gespeichert.')).toBeVisible();
  await expect(edit).toBeHidden();
  await signOut(page);

  // the back office finds the student by class and name and reads the plan and proof, read-only
  await page.setViewportSize({ width: 390, height: 844 });
  await adminSignIn(page);
  await page.waitForURL(/\/admin\/dashboard$/);
  await page.goto('/admin/placements');
  await page.getByRole('combobox', { name: 'Klasse' }).click();
  await page.getByRole('option', { name: 'PFA 24-1', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name enthält' }).fill(student.name);
  await expectNoSideScroll(page, 'admin placements search at 390 px');
  await expectNoSeriousAxe(page, 'admin placements search');
  await page.getByRole('link', { name: student.name }).click();
  await expect(page.getByText('Nur lesen')).toBeVisible();
  await expect(page.getByTestId('traffic-light')).toHaveText('Rot – im Rückstand');
  await expect(page.getByRole('button', { name: 'Bearbeiten' })).toHaveCount(0);
  await expectNoSideScroll(page, 'admin placement plan at 390 px');
  await expectNoSeriousAxe(page, 'admin placement plan');
  const [adminPdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Nachweis der Praxisanleitung (PDF)' }).click()]);
  expect(pdfText(fs.readFileSync((await adminPdf.path())!))).toContain(`${student.firstName} ${student.name}`);
});

test('A11Y each placement\'s buttons name their placement: a screen reader tells the "Anleitung erfassen" buttons apart', async ({ page }) => {
  await signIn(page, demo.teacher, DEMO_PASSWORD);
  await page.getByRole('link', { name: 'PFA 24-1' }).click();
  await page.getByRole('row').filter({ hasText: demo.student }).getByRole('link').first().click();
  await page.getByRole('link', { name: 'Praxiseinsätze und Praxisanleitung' }).click();
  const record = page.getByRole('button', { name: /^Anleitung erfassen/ });
  await expect(record.first()).toBeVisible();
  const names = await record.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.textContent ?? ''));
  expect(names.length).toBeGreaterThan(1);
  // the visible text first, then the placement: type, provider – ward, period
  for (const n of names) expect(n).toMatch(/^Anleitung erfassen: .+, .+ – .+, \d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}$/);
  expect(new Set(names).size).toBe(names.length);
  await expectNoSeriousAxe(page, 'student placements with named buttons');
});
