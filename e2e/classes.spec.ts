import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { alertWith, fillSignUp, signIn } from './support/auth';
import { DEMO_PASSWORD, demo, uniqueSuffix } from './support/fixtures';

const PLACEMENTS = ['stationäre Akutpflege', 'stationäre Langzeitpflege', 'ambulante Pflege', 'Pädiatrie', 'Psychiatrie'];
const OTHER_TEACHER = 'julia.hoffmann@praxisport.de'; // has not joined Sabine's classes
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A signed-in page in a browser context of its own. */
async function signedIn(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return page;
}

/** Every API call of the page, as 'METHOD /path'. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${r.method()} ${url.pathname}`);
  });
  return calls;
}

const classRow = (page: Page, className: string) => page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell', { name: className, exact: true }) });

test('CLS-11..15 STU-06 CMT-01..09 AMB-47 AMB-58 a class from creation to a teacher comment the student reads', async ({ browser }) => {
  const s = uniqueSuffix();
  const className = `E2E ${s}`;
  const student = { firstName: 'Mara', name: `Azubi ${s}`, username: `azubi.${s}`, email: `azubi.${s}@e2e.praxisport.test`, password: 'sicher-123' };
  const commentText = `Gute Übergabe.\n<b>fett?</b> ${s}`;
  let classId = '';
  let studentId = '';

  await test.step('the supervisor creates the class', async () => {
    const page = await signedIn(browser, demo.supervisor);
    await expect(page).toHaveURL(/\/classes$/);
    const calls = recordApiCalls(page);
    await page.getByRole('button', { name: 'Klasse erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Klasse erstellen' });
    // CLS-12: an empty name alerts and sends nothing
    await dialog.getByRole('button', { name: 'Klasse hinzufügen' }).click();
    await expect(alertWith(page, 'Please fill the form correctly!')).toBeVisible();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);

    await dialog.getByLabel('Klassenname').fill(className);
    await dialog.getByRole('button', { name: 'Klasse hinzufügen' }).click();
    await expect(alertWith(page, 'Success!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = classRow(page, className);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(1)).toHaveText('0');
    // AMB-38: the supervisor's row opens the class too
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/students/(${UUID})$`));
    classId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByRole('heading', { name: `Klasse ${className}` })).toBeVisible();
    await expect(page.getByText('No Students to show!')).toBeVisible();
    await page.context().close();
  });

  await test.step('a student signs up into it with both images', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await fillSignUp(page, { type: 'Auszubildende/r', ...student, className, placements: PLACEMENTS });
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await expect(alertWith(page, 'Account erfolgreich erstellt!')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    await context.close();
  });

  const teacher = await signedIn(browser, demo.teacher);
  await test.step('the teacher finds the class under Join Class and joins it', async () => {
    await expect(teacher).toHaveURL(/\/classes$/);
    await expect(classRow(teacher, className)).toHaveCount(0);
    await teacher.getByText('Join Class', { exact: true }).click();
    await teacher.getByRole('searchbox', { name: 'Klasse suchen' }).fill(s.toUpperCase());
    const row = classRow(teacher, className);
    await expect(row).toHaveCount(1);
    await expect(teacher.getByRole('table').getByRole('row')).toHaveCount(2); // the search leaves only this class
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    const joins: string[] = [];
    teacher.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/grade/joinClass/')) joins.push(new URL(r.url()).pathname);
    });
    // a double click sends one join
    await row.getByRole('button', { name: 'Beitreten' }).dblclick();
    await expect(alertWith(teacher, 'Class Joined successfully!')).toBeVisible();
    expect(joins).toHaveLength(1);
    expect(joins[0]).toMatch(new RegExp(`/api/grade/joinClass/${UUID}/${classId}$`));
    await expect(row).toHaveCount(0);

    await teacher.getByText('My Classes', { exact: true }).click();
    await expect(classRow(teacher, className)).toHaveCount(1);
  });

  await test.step('the teacher opens the class and the student', async () => {
    await classRow(teacher, className).click();
    await expect(teacher).toHaveURL(new RegExp(`/students/${classId}$`));
    await expect(teacher.getByRole('heading', { name: `Klasse ${className}` })).toBeVisible();
    await expect(teacher.getByRole('link', { name: 'Klassenbuch Analyse' })).toHaveAttribute('href', `/classRegisterAnalysis/${classId}`);
    const row = teacher.getByRole('row').filter({ hasText: student.email });
    await expect(row.getByRole('cell')).toHaveText(['1', 'Mara', student.name, student.email, '0431 1234567']);
    await row.click();
    await expect(teacher).not.toHaveURL(/\/students\//); // the student home is a lazy page: wait until it is open
    await expect(teacher).toHaveURL(new RegExp(`/(${UUID})$`));
    studentId = new URL(teacher.url()).pathname.slice(1);
    await expect(teacher.getByRole('heading', { name: `Mara ${student.name}` })).toBeVisible();
    await expect(teacher.getByText('15-06-2001')).toBeVisible();
    for (const to of [`/assessmentforms/${studentId}`, `/listingOptions/logs/${studentId}`, `/competenceprofile/${studentId}`, `/listingOptions/reflection/${studentId}`]) {
      await expect(teacher.locator(`a[href="${to}"]`)).toHaveCount(1);
    }
  });

  await test.step('the teacher writes a comment', async () => {
    await teacher.getByRole('link', { name: /Kommentare/ }).click();
    await expect(teacher).toHaveURL(new RegExp(`/comments/${studentId}$`));
    await expect(teacher.getByRole('heading', { name: 'Kommentare' })).toBeVisible();
    const box = teacher.getByRole('textbox', { name: 'Neuer Kommentar' });
    await expect(box).toHaveAttribute('placeholder', 'Leave Comment');
    // AMB-59: blank text sends nothing
    const calls = recordApiCalls(teacher);
    await box.fill('   \n  ');
    await teacher.getByRole('button', { name: 'Senden' }).click();
    await expect(teacher.getByText('No Comments to show!')).toBeVisible();
    expect(calls.filter((c) => c === 'POST /api/user/comment')).toEqual([]);

    await box.fill(commentText);
    await teacher.getByRole('button', { name: 'Senden' }).click();
    const first = teacher.getByRole('listitem').first();
    await expect(first).toContainText('Markus Weber');
    await expect(first).toContainText(`<b>fett?</b> ${s}`);
    await expect(first).toContainText(/\d{2}-\d{2}-\d{4}, \d{2}:\d{2} (am|pm)/);
    await expect(box).toHaveValue('');
    await teacher.context().close();
  });

  await test.step('the student opens their comments from their home, sees the comment as text and cannot write one', async () => {
    const page = await signedIn(browser, student.email, student.password);
    await expect(page).toHaveURL(new RegExp(`/${studentId}$`));
    // AMB-58: the student reads their own comments from their home, never posts
    await page.getByRole('link', { name: /Kommentare/ }).click();
    await expect(page).toHaveURL(new RegExp(`/comments/${studentId}$`));
    const item = page.getByRole('listitem').first();
    await expect(item).toContainText(`<b>fett?</b> ${s}`);
    await expect(item.locator('b')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Senden' })).toHaveCount(0);
    await page.context().close();
  });

  await test.step('a teacher who has not joined gets no access to the student by URL', async () => {
    const page = await signedIn(browser, OTHER_TEACHER);
    await page.goto(`/${studentId}`);
    await expect(page.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
    await expect(page.getByText(student.email)).toHaveCount(0);
    await page.goto(`/comments/${studentId}`);
    await expect(page.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
    await expect(page.getByText(commentText.split('\n')[0]!)).toHaveCount(0);
    await page.goto(`/students/${classId}`);
    await expect(page.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
    expect((await page.request.get(`/api/user/byId/${studentId}`)).status()).toBe(403);
    expect((await page.request.get(`/api/user/comments/${studentId}`)).status()).toBe(403);
    await page.context().close();
  });
});

test('STU-07 AMB-47 a supervisor sees the students of a class, rows not clickable, and is refused the student home', async ({ browser, request }) => {
  const lena = await request.post('/api/user/auth/login', { data: { email: demo.student, password: DEMO_PASSWORD } });
  const lenaId = ((await lena.json()) as { user: { _id: string } }).user._id;
  const page = await signedIn(browser, demo.supervisor);
  await classRow(page, 'PFA 24-1').click();
  await expect(page.getByRole('heading', { name: 'Klasse PFA 24-1' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: demo.student });
  await expect(row).not.toHaveCSS('cursor', 'pointer');
  const url = page.url();
  await row.getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(url);
  await expect(row.getByRole('link')).toHaveCount(0);

  await page.goto('/classes');
  await expect(page.getByRole('radio', { name: 'Join Class' })).toHaveCount(0);
  await page.goto(`/${lenaId}`);
  await expect(page.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
  await page.context().close();
});

test('STU-09 AMB-37 without, with a malformed or with an unknown class id: the alert and back to /classes', async ({ browser }) => {
  const page = await signedIn(browser, demo.teacher);
  for (const path of ['/students', '/students/kaputt', '/students/00000000-0000-4000-8000-000000000000']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/classes$/);
    await expect(alertWith(page, 'Bitte eine Klasse auswählen!')).toBeVisible();
  }
  await page.goto('/not-a-uuid');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.context().close();
});

test('TOP-03 TOP-04 AMB-146 the top-bar dropdown lists the classes and switches the class', async ({ browser }) => {
  const page = await signedIn(browser, demo.teacher);
  const select = page.getByTestId('topbar-class-select');
  await expect(select).toBeVisible();
  await classRow(page, 'PFA 24-1').click();
  await expect(page.getByRole('heading', { name: 'Klasse PFA 24-1' })).toBeVisible();
  await expect(select).toHaveValue('PFA 24-1');
  await select.click();
  await page.getByRole('option', { name: 'PFA 24-2' }).click();
  await expect(page.getByRole('heading', { name: 'Klasse PFA 24-2' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/students/${UUID}$`));
  await expect(select).toHaveValue('PFA 24-2');
  await page.context().close();
});

test('accessibility: the class, student and comment screens have no serious axe violations', async ({ browser }) => {
  const serious = async (page: Page) => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  const supervisor = await signedIn(browser, demo.supervisor);
  await expect(classRow(supervisor, 'PFA 24-1')).toBeVisible();
  expect(await serious(supervisor)).toEqual([]);
  await supervisor.getByRole('button', { name: 'Klasse erstellen' }).click();
  await expect(supervisor.getByRole('dialog', { name: 'Klasse erstellen' })).toBeVisible();
  expect(await serious(supervisor)).toEqual([]);
  await supervisor.context().close();

  const teacher = await signedIn(browser, demo.teacher);
  await teacher.getByText('Join Class', { exact: true }).click();
  await expect(teacher.getByRole('columnheader', { name: 'Action' })).toBeVisible();
  expect(await serious(teacher)).toEqual([]);
  await teacher.getByText('My Classes', { exact: true }).click();
  await classRow(teacher, 'PFA 24-1').click();
  await expect(teacher.getByRole('row').filter({ hasText: demo.student })).toBeVisible();
  expect(await serious(teacher)).toEqual([]);
  await teacher.getByRole('row').filter({ hasText: demo.student }).click();
  await expect(teacher.getByRole('heading', { name: 'Lena Schmidt' })).toBeVisible();
  expect(await serious(teacher)).toEqual([]);
  await teacher.getByRole('link', { name: /Kommentare/ }).click();
  await expect(teacher.getByRole('textbox', { name: 'Neuer Kommentar' })).toBeVisible();
  expect(await serious(teacher)).toEqual([]);
  await teacher.context().close();
});
