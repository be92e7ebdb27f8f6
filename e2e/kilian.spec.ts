import { expect, test, type Browser, type Page } from '@playwright/test';
import { alertWith, signIn, USER_SESSION_KEY, readStorage } from './support/auth';
import { demo, uniqueSuffix } from './support/fixtures';
import { expectNoSideScroll, expectNoSeriousAxe } from './support/quality';

const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

/** A one-page PDF (the server checks the bytes: %PDF). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
/** The start of a Windows executable, to be renamed .pdf. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
const TEXT = Buffer.from('Information: Expertenstandard Sturzprophylaxe gelesen.\n');

async function signedIn(browser: Browser, email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email, 'praxisport');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return page;
}


const userIdOf = async (page: Page) => (JSON.parse((await readStorage(page, USER_SESSION_KEY))!) as { user: { _id: string } }).user._id;

test('KIL-01 KIL-06..08 AMB-120 ISSUE-13 the kilian user sees the topic entry and starts a task; a second start is refused', async ({ browser }) => {
  const kilian = await signedIn(browser, demo.kilian);
  await kilian.goto('/kiliantasks');
  await expect(kilian.getByRole('heading', { level: 1, name: 'KILIAN-Aufgaben' })).toBeVisible();
  await expect(kilian.getByRole('region', { name: 'Dokumente' }).getByRole('link')).toHaveCount(4);
  // AMB-120: the four documents are real PDFs, not placeholders
  for (const link of await kilian.getByRole('region', { name: 'Dokumente' }).getByRole('link').all()) {
    const res = await kilian.request.get((await link.getAttribute('href'))!);
    expect(res.headers()['content-type']).toContain('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  await kilian.getByRole('button', { name: 'Start task' }).click();
  await expect(alertWith(kilian, 'Invalid or Missing details!')).toBeVisible();
  // the demo task: Lena Schmidt, Kommunikation (KIL-09)
  await kilian.getByRole('combobox', { name: 'Auszubildende:r' }).fill('Lena Schmidt');
  await kilian.getByRole('option', { name: /^Lena Schmidt/ }).click();
  await kilian.getByRole('combobox', { name: 'Kategorie' }).click();
  await kilian.getByRole('option', { name: 'Kommunikation' }).click();
  await kilian.getByLabel('Thema').fill('Noch ein Thema');
  await kilian.getByRole('button', { name: 'Start task' }).click();
  await expect(alertWith(kilian, 'Kilian task already started!')).toBeVisible();
  await expectNoSeriousAxe(kilian, 'KILIAN Tasks (kilian)');
  await kilian.screenshot({ path: `${SHOTS}/kilian-tasks-kilian-1280.png`, fullPage: true });
  // another category starts and opens the task (KIL-03)
  await kilian.getByRole('combobox', { name: 'Kategorie' }).click();
  await kilian.getByRole('option', { name: 'Ethische Kompetenz' }).click();
  await kilian.getByLabel('Thema').fill(`Würde im Alltag ${uniqueSuffix()}`);
  await kilian.getByRole('button', { name: 'Start task' }).click();
  await expect(alertWith(kilian, 'Task added successfully!')).toBeVisible();
  await expect(kilian).toHaveURL(/\/kiliantasks\/kilianUploads\/ethicalcompetence\/[0-9a-f-]{36}$/);
  await expect(kilian.getByTestId('kilian-task')).toContainText('Würde im Alltag');
  await kilian.context().close();
});

test('UPL-04..12 ISSUE-13 the student uploads three files into Information (one refused), a teacher of the class opens one, another student cannot', async ({ browser }) => {
  const suffix = uniqueSuffix();
  const names = { pdf: `bericht-${suffix}.pdf`, exe: `programm-${suffix}.pdf`, txt: `notizen-${suffix}.txt` };
  let folderUrl = '';
  let fileHref = '';

  const student = await signedIn(browser, demo.student);
  await test.step('the student opens her upload tiles, a sub-test and the Information folder', async () => {
    await student.goto('/kiliantasks');
    await expect(student.getByTestId('kilian-tile')).toHaveCount(6);
    await expect(student.getByRole('region', { name: 'Erklärungen' }).getByRole('link')).toHaveCount(4);
    // AMB-120: the four explanations are real PDFs
    for (const link of await student.getByRole('region', { name: 'Erklärungen' }).getByRole('link').all()) {
      const res = await student.request.get((await link.getAttribute('href'))!);
      expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    await expect(student.getByLabel('Thema')).toHaveCount(0);
    await student.getByTestId('kilian-tile').first().click();
    await expect(student.getByTestId('kilian-folder')).toHaveText(['Confrontation', 'Implementation', 'Information', 'Application', 'Finding a Solution', 'Sustainability']);
    await student.getByTestId('kilian-folder').filter({ hasText: 'Information' }).click();
    await expect(student).toHaveURL(/\/kilianUploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/information$/);
    folderUrl = new URL(student.url()).pathname;
  });

  await test.step('uploads three files at once: two are listed, the executable renamed .pdf is refused beside its name', async () => {
    await student.locator('input[type=file]').setInputFiles([
      { name: names.pdf, mimeType: 'application/pdf', buffer: PDF },
      { name: names.exe, mimeType: 'application/pdf', buffer: EXE },
      { name: names.txt, mimeType: 'text/plain', buffer: TEXT },
    ]);
    const entries = student.getByTestId('kilian-upload-entry');
    await expect(entries).toHaveCount(3);
    await expect(entries.filter({ hasText: names.exe })).toContainText('Abgelehnt: Der Inhalt der Datei passt nicht zum angegebenen Dateityp.');
    await expect(entries.filter({ hasText: names.pdf })).toContainText('Hochgeladen');
    await expect(entries.filter({ hasText: names.txt })).toContainText('Hochgeladen');
    const table = student.getByRole('table');
    await expect(table.getByRole('link', { name: `${names.pdf} öffnen` })).toBeVisible();
    await expect(table.getByRole('link', { name: `${names.txt} öffnen` })).toBeVisible();
    await expect(table.getByText(names.exe)).toHaveCount(0);
    await expectNoSeriousAxe(student, 'KILIAN folder (student)');
    await student.screenshot({ path: `${SHOTS}/kilian-folder-student-1280.png`, fullPage: true });
    fileHref = (await table.getByRole('link', { name: `${names.pdf} öffnen` }).getAttribute('href'))!;
    expect(fileHref).toMatch(/^\/api\/upload\/files\/[0-9a-f-]{36}\.pdf$/);
  });

  await test.step('at 390 px the folder fits without sideways scrolling', async () => {
    await student.setViewportSize({ width: 390, height: 844 });
    await student.reload();
    await expect(student.getByRole('link', { name: `${names.pdf} öffnen` })).toBeVisible();
    await expectNoSideScroll(student, 'KILIAN folder at 390 px');
    await student.screenshot({ path: `${SHOTS}/kilian-folder-student-390.png`, fullPage: true });
  });
  await student.context().close();

  let classmateEmail = '';
  const teacher = await signedIn(browser, demo.teacher);
  await test.step('a teacher of the class sees the files without the upload control and opens one', async () => {
    await teacher.goto(folderUrl);
    const link = teacher.getByRole('link', { name: `${names.pdf} öffnen` });
    await expect(link).toBeVisible();
    await expect(teacher.getByRole('button', { name: 'Dateien auswählen' })).toHaveCount(0);
    await expect(teacher.getByText('Nur die/der Auszubildende kann hier hochladen.')).toBeVisible();
    const popup = teacher.context().waitForEvent('page');
    await link.click();
    const opened = await popup;
    const res = await teacher.request.get(fileHref);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await opened.close();
    await teacher.screenshot({ path: `${SHOTS}/kilian-folder-teacher-1280.png`, fullPage: true });
    // a classmate of Lena's for the next step
    const teacherId = await userIdOf(teacher);
    const { classes } = (await (await teacher.request.get(`/api/grade/${teacherId}`)).json()) as { classes: { _id: string; className: string }[] };
    const cls = classes.find((c) => c.className === 'PFA 24-1')!;
    const { students } = (await (await teacher.request.get(`/api/user/students/${cls._id}`)).json()) as { students: { email: string }[] };
    // a demo classmate (other journeys import students who have not set a password yet)
    classmateEmail = students.find((s) => s.email !== demo.student && s.email.endsWith('@praxisport.de'))!.email;
  });
  await teacher.context().close();

  const classmate = await signedIn(browser, classmateEmail);
  await test.step('another student can neither open the folder nor the file by its address', async () => {
    await classmate.goto(folderUrl);
    await expect(classmate.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
    await expect(classmate.getByText(names.pdf)).toHaveCount(0);
    const res = await classmate.request.get(fileHref);
    expect(res.status()).toBe(403);
  });
  await classmate.context().close();
});
