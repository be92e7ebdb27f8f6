import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { DEMO_PASSWORD, demo } from './support/fixtures';

/**
 * Issue 17, decision 029: the document of /, /signin, /classes, /classRegisterAnalysis/{id} and
 * /reviewa/{id} holds the page rendered at build time (for the caller's role), so that the browser
 * paints it before the app's code has run; the app's first render replaces it in one step.
 * Blocking the app's JavaScript shows what the browser paints before it.
 */
const withoutAppCode = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

test('PERF LCP the sign-in page is painted before the app runs, inert, and the app replaces it', async ({ page }) => {
  await withoutAppCode(page);
  await page.goto('/signin');
  const shell = page.locator('[data-shell]');
  await expect(shell).toHaveAttribute('inert', '');
  await expect(shell.getByText('Melden Sie sich mit Ihrer E-Mail-Adresse')).toBeVisible();
  await expect(shell.getByRole('button', { name: 'Sign In' })).toBeAttached();

  await page.unrouteAll();
  await page.goto('/signin');
  await page.getByLabel('E-Mail').fill(demo.teacher);
  await expect(page.locator('[data-shell]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(1);
});

test("PERF LCP a teacher's and a supervisor's class list are painted before the app runs; another language shows none", async ({ page }) => {
  for (const [email, action] of [
    [demo.teacher, 'Join Class'],
    [demo.supervisor, 'Klasse erstellen'],
  ] as const) {
    await page.context().clearCookies();
    await signIn(page, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/classes$/);
    await withoutAppCode(page);
    await page.goto('/classes');
    const shell = page.locator('[data-shell]');
    await expect(shell.getByRole('heading', { name: 'Klassen', level: 1 })).toBeVisible();
    await expect(shell.getByText(action)).toBeVisible();
    await page.unrouteAll();
    await page.goto('/classes');
    await expect(page.locator('[data-shell]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Klassen', level: 1 })).toHaveCount(1);
  }
  // a browser set to English (the app keeps the choice in a cookie too): the German page is not sent
  await page.evaluate(() => localStorage.setItem('praxisport.language', 'en'));
  await page.goto('/classes');
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  await withoutAppCode(page);
  await page.goto('/classes');
  await expect(page.locator('[data-shell]')).toHaveCount(0);
  await page.unrouteAll();
  await page.evaluate(() => localStorage.removeItem('praxisport.language'));
  await page.goto('/classes');
  await expect(page.getByRole('heading', { name: 'Klassen', level: 1 })).toBeVisible();
  await withoutAppCode(page);
  await page.goto('/classes');
  await expect(page.locator('[data-shell]').getByRole('heading', { name: 'Klassen', level: 1 })).toBeVisible();
});

test("PERF LCP the review page is sent rendered with its data for the caller; the app replaces it", async ({ page }) => {
  await signIn(page, demo.teacher, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/classes$/);
  await page.getByRole('link', { name: /PFA 24-1/ }).first().click();
  await page.getByRole('cell', { name: 'Schmidt', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Lena Schmidt' })).toBeVisible();
  const studentId = new URL(page.url()).pathname.split('/').pop()!;
  const { reviews } = (await (await page.request.get(`/api/home/reviews/${studentId}`)).json()) as { reviews: { _id: string; rName: string }[] };
  const review = reviews.find((r) => r.rName === 'Erstgespräch')!;

  await withoutAppCode(page);
  // the server's renderer starts with the first such page; until it is there the page comes as rendered at build time
  await expect(async () => {
    await page.goto(`/reviewa/${review._id}`);
    await expect(page.locator('[data-shell][data-rendered="request"]')).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  const shell = page.locator('[data-shell]');
  await expect(shell).toHaveAttribute('inert', '');
  await expect(shell.getByRole('heading', { name: 'Erstgespräch', level: 1 })).toBeVisible();
  await expect(shell.getByText('Lena Schmidt', { exact: true })).toBeVisible();
  await expect(shell.getByTestId('user-menu')).toHaveText('Markus Weber');

  await page.unrouteAll();
  await page.goto(`/reviewa/${review._id}`);
  await expect(page.locator('[data-shell]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Erstgespräch', level: 1 })).toHaveCount(1);
  await expect(page.getByText('Auto Adds to Gesprach B')).toBeVisible();

  // a teacher who has not joined Lena's class: the page is rendered as the API answers her, without the review
  await page.context().clearCookies();
  await signIn(page, 'julia.hoffmann@praxisport.de', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/classes$/);
  await withoutAppCode(page);
  await page.goto(`/reviewa/${review._id}`);
  await expect(page.locator('[data-shell][data-rendered="request"]')).toBeAttached();
  await expect(page.getByText('Erstgespräch')).toHaveCount(0);
  await expect(page.getByText('Lena Schmidt')).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toHaveText('Julia Hoffmann');
});
