import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo } from './support/fixtures';
import { readStorage, signIn, USER_SESSION_KEY } from './support/auth';

const uuid = '9b2f7c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d';

/** Every route of D2 §2.1 that needs a user session (with made-up ids). */
const userRoutes = [
  '/classes', '/students/' + uuid, '/' + uuid, '/evaluationform/' + uuid, '/forma/' + uuid, '/addforma/' + uuid,
  '/reviewform/' + uuid, '/reviewa/' + uuid, '/itema/' + uuid, '/comments/' + uuid, '/classRegisterAnalysis/' + uuid,
  '/listingOptions/talks/' + uuid, '/kilianUploads/' + uuid + '/' + uuid, '/kilianUploads/' + uuid + '/' + uuid + '/information',
  '/optionquestions/communication', '/optionquestionanswer/communication', '/competenceprofile/' + uuid, '/options/orientationmission',
  '/talksform/initialconsultation/' + uuid, '/trainingportfolio', '/learninggoals', '/proofofpractice/proofOfEducation',
  '/assessmentforms/' + uuid, '/assessment/competency/' + uuid, '/registeranalysis/analysis', '/accompanyingmaterial',
  '/nursingphenomena/' + uuid, '/kiliantasks/a/b/' + uuid, '/skillsiv', '/careform', '/logsreviews',
];
const adminRoutes = ['/admin/dashboard', '/admin/lfce', '/admin/trainingportfolio', '/admin/assessment/a/b', '/admin/accounts'];

async function signInAs(page: Page, email: string, landing: RegExp) {
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(landing);
}

test('ROUTE-01 ROUTE-02 ROUTE-03 AUTH-01 AUTH-14 AUTH-27 sign-in at / and /signin, sign-up with a link back, admin sign-in', async ({ page }) => {
  for (const path of ['/', '/signin']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  }
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Registrieren' })).toBeVisible();
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto('/admin/signin');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('SEC-01 ROUTE-51 AMB-02 without a session every user route goes to /signin and every admin route to /admin/signin', async ({ page }) => {
  for (const path of userRoutes) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/signin$/);
  }
  for (const path of adminRoutes) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/signin$/);
  }
});

test('TOP-01 TOP-02 TOP-05 TOP-06 every page after sign-in shows the logo, the user name and the Logout menu', async ({ page }) => {
  await signInAs(page, demo.teacher, /\/classes$/);
  for (const path of ['/classes', '/reviewa/' + uuid, '/careform', '/listingOptions/talks/' + uuid]) {
    await page.goto(path);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('img', { name: 'PraxisPort Logo' }), path).toBeVisible();
    await expect(banner.getByText('Markus Weber'), path).toBeVisible();
  }
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});

test('CLS-01 PERM-15 a student is refused on the class screens; AMB-43 static routes win over /{studentId}; unknown paths show not-found', async ({ page }) => {
  await signInAs(page, demo.student, /\/[0-9a-f-]{36}$/);
  for (const path of ['/classes', '/students/' + uuid]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Kein Zugriff' }), path).toBeVisible();
  }
  await page.goto('/careform');
  await expect(page.getByRole('heading', { level: 1, name: 'Pflegeformular' })).toBeVisible();
  await page.goto('/gibt-es-nicht');
  await expect(page.getByText('Diese Seite gibt es nicht.')).toBeVisible();
  await page.goto('/a/b/c/d/e/f/g/h');
  await expect(page.getByText('Diese Seite gibt es nicht.')).toBeVisible();
});

test('PERM-12 STU-20 ROUTE-08 a student lands on their own home; ROUTE-14 ROUTE-15 ROUTE-17 a teacher reaches classes, students and comments', async ({ page, browser }) => {
  await signInAs(page, demo.student, /\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Lena Schmidt' })).toBeVisible();
  const studentId = new URL(page.url()).pathname.slice(1);

  const teacher = await (await browser.newContext()).newPage();
  await signInAs(teacher, demo.teacher, /\/classes$/);
  await expect(teacher.getByRole('link', { name: 'PFA 24-1' })).toBeVisible();
  await teacher.getByRole('link', { name: 'PFA 24-1' }).click();
  await expect(teacher.getByRole('heading', { name: 'Klasse PFA 24-1' })).toBeVisible();
  await teacher.goto('/comments/' + studentId);
  await expect(teacher.getByRole('heading', { name: 'Kommentare' })).toBeVisible();
});

test('AUTH-38 ERR-02 AMB-11 a 401 from any call removes the stored session and goes to /signin', async ({ page, context }) => {
  await signInAs(page, demo.teacher, /\/classes$/);
  expect(await readStorage(page, USER_SESSION_KEY)).not.toBeNull();
  await context.clearCookies(); // the server session is gone (as after expiry)
  await page.goto('/classes');
  await expect(page).toHaveURL(/\/signin$/);
  expect(await readStorage(page, USER_SESSION_KEY)).toBeNull();
});

test('GEN-02 German by default, English selectable and kept after a reload', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  // the verbatim spec texts stay the same in English
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte alle Felder richtig ausfüllen!' })).toBeVisible();
  await page.getByText('Deutsch', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
});
