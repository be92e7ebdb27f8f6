import { expect, test, type Browser, type Page } from '@playwright/test';
import { alertWith, signIn } from './support/auth';
import { DEMO_PASSWORD, demo, uniqueSuffix } from './support/fixtures';
import { expectNoSeriousAxe, expectNoSideScroll } from './support/quality';
import { startSmtp } from './support/smtp';

// issue 15: password reset through a real SMTP server, CSV import with invitations, the bell
const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
test.beforeAll(async () => {
  smtp = await startSmtp();
});
test.afterAll(async () => {
  await smtp?.close();
});
test.describe.configure({ mode: 'serial' });

async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** A link from a mail opened in the app under test (the mail's host is the app's PUBLIC_URL). */
const pathOf = (link: string) => {
  const u = new URL(link);
  return `${u.pathname}${u.search}`;
};

test('ISSUE-15 a student resets a forgotten password through the link from the mail and signs in; the profile changes it back', async ({ browser }) => {
  const page = await newPage(browser, { width: 390, height: 844 });
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoSeriousAxe(page, 'forgot password');
  await expectNoSideScroll(page, 'page');
  await page.screenshot({ path: `${SHOTS}/forgot-password-390.png`, fullPage: true });
  await page.getByLabel('E-Mail').fill(demo.student);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByTestId('forgot-sent')).toContainText('Wenn ein Konto mit dieser Adresse besteht');

  const link = await smtp.linkTo(demo.student, '/reset-password?token=');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Neues Passwort wählen' })).toBeVisible();
  await expectNoSeriousAxe(page, 'reset password');
  const fresh = `neu-${uniqueSuffix()}`;
  await page.getByLabel('Neues Passwort').fill(fresh);
  await page.getByLabel('Passwort wiederholen').fill(fresh);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(alertWith(page, 'Ihr Passwort wurde geändert. Bitte melden Sie sich an.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  // the link works once
  await page.goto(pathOf(link));
  await page.getByLabel('Neues Passwort').fill('noch-ein-passwort');
  await page.getByLabel('Passwort wiederholen').fill('noch-ein-passwort');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(alertWith(page, 'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.')).toBeVisible();

  await signIn(page, demo.student, fresh);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // the own profile from the top bar: the password back to the demo one (current password required)
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Mein Profil' }).click();
  await expect(page.getByRole('heading', { name: 'Mein Profil', level: 1 })).toBeVisible();
  await expectNoSeriousAxe(page, 'profile');
  await expectNoSideScroll(page, 'page');
  await page.screenshot({ path: `${SHOTS}/profile-390.png`, fullPage: true });
  await page.getByLabel('Aktuelles Passwort').fill(fresh);
  await page.getByLabel('Neues Passwort').fill(DEMO_PASSWORD);
  await page.getByLabel('Passwort wiederholen').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(alertWith(page, 'Passwort geändert. Andere Anmeldungen wurden beendet.')).toBeVisible();
});

const invited = { email: '', first: 'Ida', last: 'Import' };

test('ISSUE-15 a supervisor imports a 5-row CSV with 2 bad rows, imports the 3 good ones; one accepts the invitation and signs in', async ({ browser }) => {
  const k = uniqueSuffix();
  invited.email = `ida.${k}@example.org`;
  const csv = [
    'Nachname;Vorname;E-Mail;Telefon;Geburtsdatum',
    `${invited.last};${invited.first};${invited.email};+49 171 2223344;01.02.2004`,
    `Jansen;Jan;jan.${k}@example.org;;2005-03-04`,
    `Kaya;Kemal;kemal.${k}@example.org;;`,
    `Lorenz;Lea;keine-adresse;;`,
    `Maier;Max;max.${k}@example.org;;31.02.2004`,
  ].join('\r\n');

  const page = await newPage(browser);
  await signIn(page, demo.supervisor, DEMO_PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.getByRole('link', { name: /PFA 24-1/ }).first().click();
  await page.getByRole('link', { name: 'Auszubildende importieren' }).click();
  await expect(page.getByRole('heading', { name: 'Auszubildende aus CSV importieren' })).toBeVisible();
  await page.getByTestId('import-file').setInputFiles({ name: 'klasse.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'latin1') });
  await page.getByRole('button', { name: 'Vorschau prüfen' }).click();
  await expect(page.getByText('3 gültig, 2 mit Fehler. Nur gültige Zeilen werden importiert.')).toBeVisible();
  await expect(page.getByTestId('row-error')).toHaveText(['Ungültige E-Mail-Adresse.', 'Geburtsdatum ist kein gültiges Datum (TT.MM.JJJJ).']);
  await expectNoSeriousAxe(page, 'import preview');
  await page.screenshot({ path: `${SHOTS}/import-preview-1280.png`, fullPage: true });
  // a double click sends one import and shows its answer
  let imports = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/grade\/[^/]+\/import$/.test(r.url())) imports++;
  });
  await page.getByRole('button', { name: '3 Personen importieren' }).dblclick();
  await expect(page.getByTestId('import-result')).toHaveText('Neu angelegt: 3. Bereits in der Klasse: 0. Mit Fehler übersprungen: 2.');
  expect(imports).toBe(1);

  // the class list: the supervisor sends an invitation again to someone who has not set a password yet
  await page.getByRole('link', { name: 'Zurück zur Klasse' }).click();
  await expect(page.getByRole('columnheader', { name: 'Einladung' })).toBeVisible();
  await page.getByRole('button', { name: 'Einladung erneut senden: Jan Jansen' }).click();
  await expect(alertWith(page, 'Die Einladung an Jan Jansen wurde erneut gesendet.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Einladung erneut senden: ${invited.first} ${invited.last}` })).toBeVisible();

  const link = await smtp.linkTo(invited.email, '/reset-password?token=');
  const student = await newPage(browser, { width: 390, height: 844 });
  await student.goto(pathOf(link));
  await expect(student.getByRole('heading', { name: 'Passwort festlegen' })).toBeVisible();
  await student.getByLabel('Neues Passwort').fill('mein-start-passwort');
  await student.getByLabel('Passwort wiederholen').fill('mein-start-passwort');
  await student.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(alertWith(student, 'Ihr Passwort ist festgelegt. Bitte melden Sie sich an.')).toBeVisible();
  await signIn(student, invited.email, 'mein-start-passwort');
  await expect(student.getByTestId('user-menu')).toContainText(`${invited.first} ${invited.last}`);

  // the supervisor's list still offers it (not reloaded): the server says why not, on a phone too, and the button goes
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: `Einladung erneut senden: ${invited.first} ${invited.last}` }).click();
  await expect(alertWith(page, 'Diese Person hat keine offene Einladung.')).toBeVisible();
  await expectNoSeriousAxe(page, 'class list with an invitation error alert at 390 px');
  await expectNoSideScroll(page, 'class list at 390 px');
  await page.screenshot({ path: `${SHOTS}/class-invitation-error-390.png`, fullPage: true });
  await expect(page.getByRole('button', { name: `Einladung erneut senden: ${invited.first} ${invited.last}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Einladung erneut senden: Kemal Kaya' })).toBeVisible();
});

test('ISSUE-15 a teacher submits a talk; the student sees the bell count go up and opens the talk from it', async ({ browser }) => {
  test.skip(!invited.email, 'needs the imported student of the previous journey');
  const student = await newPage(browser, { width: 390, height: 844 });
  await signIn(student, invited.email, 'mein-start-passwort');
  await expect(student.getByTestId('notification-bell')).toHaveAccessibleName('Benachrichtigungen');
  const studentId = student.url().split('/').pop()!;

  const teacher = await newPage(browser);
  await signIn(teacher, demo.teacher, DEMO_PASSWORD);
  await expect(teacher.getByTestId('user-menu')).toBeVisible();
  await teacher.goto(`/talksform/intermtalk/${studentId}`);
  await expect(teacher.getByRole('heading', { level: 1, name: 'Zwischengespräch' })).toBeVisible();
  await teacher.getByLabel('Datum des Gesprächs').fill('2026-03-02');
  await teacher.getByLabel('Termin der Kompetenzprüfung').fill('2026-06-01');
  const weeks = teacher.getByRole('textbox', { name: 'Kalenderwoche (1–53)' });
  await weeks.first().fill('12');
  await weeks.last().fill('40');
  await teacher.getByRole('textbox', { name: 'Weitere Person (Name)' }).fill('Petra Lange');
  for (const [label, date] of [
    ['Termine der Hauptinteraktion', '2026-03-09'],
    ['Fixpunkte', '2026-04-06'],
  ] as const) {
    await teacher.getByRole('button', { name: `Termine bearbeiten: ${label}` }).click();
    const dialog = teacher.getByRole('dialog', { name: label });
    await dialog.getByLabel('Termin 1', { exact: true }).fill(date);
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    await expect(dialog).toBeHidden();
  }
  await teacher.getByRole('checkbox', { name: /Ich bestätige als Praxisanleitung/ }).check();
  await teacher.getByRole('button', { name: 'Einreichen' }).click();
  await expect(alertWith(teacher, 'Gespräch erfolgreich eingereicht!')).toBeVisible();

  // the bell polls; a reload shows it at once
  await student.reload();
  await expect(student.getByTestId('notification-bell')).toHaveAccessibleName('Benachrichtigungen, 1 ungelesen', { timeout: 25_000 });
  await student.getByTestId('notification-bell').click();
  const item = student.getByTestId('notification-item').first();
  await expect(item).toContainText('Markus Weber hat das Zwischengespräch zur Bestätigung eingereicht');
  await expectNoSeriousAxe(student, 'notifications');
  await student.screenshot({ path: `${SHOTS}/bell-390.png` });
  await item.click();
  await expect(student).toHaveURL(new RegExp(`/talksform/intermtalk/${studentId}$`));
  await expect(student.getByRole('heading', { level: 1, name: 'Zwischengespräch' })).toBeVisible();
  await expect(student.getByTestId('notification-bell')).toHaveAccessibleName('Benachrichtigungen');
});

test('ISSUE-15 the admin sees the mails in the back office outbox; "Passwort vergessen?" on /admin/signin', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/admin/signin');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await page.getByLabel('E-Mail').fill(demo.admin);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();
  expect(await smtp.linkTo(demo.admin, '/admin/reset-password?token=')).toContain('/admin/reset-password?token=');
  await page.goto('/admin/signin');
  await page.getByLabel('E-Mail').fill(demo.admin);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('link', { name: 'Postausgang' }).click();
  await expect(page.getByRole('heading', { name: 'Postausgang', level: 1 })).toBeVisible();
  await expect(page.getByText('PraxisPort: Passwort zurücksetzen').first()).toBeVisible();
  await expectNoSeriousAxe(page, 'outbox');
  await page.screenshot({ path: `${SHOTS}/outbox-1280.png`, fullPage: true });
});
