import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_SESSION_KEY, USER_SESSION_KEY, adminSignIn, alertWith, approveViaApi, fillSignUp, readStorage, signIn } from './support/auth';
import { DEMO_PASSWORD, demo, uniqueSuffix } from './support/fixtures';

const PLACEMENTS = ['stationäre Akutpflege', 'stationäre Langzeitpflege', 'ambulante Pflege', 'Pädiatrie', 'Psychiatrie'];
const PENDING = 'Ihr Konto wurde noch nicht freigegeben. Bitte warten Sie auf die Freigabe durch die Verwaltung.';
const UUID = /^\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function person(role: string) {
  const s = uniqueSuffix();
  return { firstName: 'Test', name: `${role} ${s}`, username: `${role}.${s}`, email: `${role}.${s}@e2e.praxisport.test`, password: 'sicher-123' };
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

test('AUTH-01 AUTH-05 ERR-07 empty sign-in fields alert and send no login request', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto('/');
  await page.getByLabel('E-Mail').fill(demo.teacher);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(alertWith(page, 'Bitte alle Felder richtig ausfüllen!')).toBeVisible();
  expect(calls.filter((c) => c.includes('/auth/login'))).toEqual([]);
  await expect(page).toHaveURL(/\/$/);
});

test('AUTH-09 AUTH-22 AUTH-31 AUTH-32 AUTH-33 a student signs up with both images and a class, signs in and lands on their own page', async ({ page }) => {
  const p = person('azubi');
  const calls = recordApiCalls(page);
  await fillSignUp(page, { type: 'Auszubildende/r', ...p, className: 'PFA 24-1', placements: PLACEMENTS });
  const registered = page.waitForRequest((r) => r.url().endsWith('/api/user/auth/register'));
  await page.getByRole('button', { name: 'Registrieren' }).click();
  const body = (await registered).postDataJSON() as Record<string, string>;

  await expect(alertWith(page, 'Account erfolgreich erstellt!')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  // AUTH-31: both images first (pre-signed URL, then PUT), then the registration with their addresses
  // the sign-in page it lands on asks what it offers (GET /api/user/auth/options) while the test looks
  const flow = calls.filter((c) => !c.endsWith('/signupClasses') && !c.endsWith('/auth/options'));
  expect(flow).toHaveLength(5);
  expect(flow[0]).toBe('GET /api/upload/preSignedURL/image%2Fpng');
  expect(flow[1]).toMatch(/^PUT \/api\/upload\//);
  expect(flow[2]).toBe('GET /api/upload/preSignedURL/image%2Fpng');
  expect(flow[3]).toMatch(/^PUT \/api\/upload\//);
  expect(flow[4]).toBe('POST /api/user/auth/register');
  expect(body).toMatchObject({ userType: 'student', email: p.email, impatient1: PLACEMENTS[0], impatient5: PLACEMENTS[4] });
  expect(body.profile).toMatch(/^http:\/\/localhost:\d+\/api\/upload\/[^?]+$/);
  expect(body.signature).toMatch(/^http:\/\/localhost:\d+\/api\/upload\/[^?]+$/);
  expect(body.profile).not.toBe(body.signature);
  expect(body).not.toHaveProperty('lfce');

  // the URL changes before React has swapped the sign-up form for the sign-in form: wait for the swap
  await expect(page.getByRole('button', { name: 'Registrieren' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('E-Mail').fill(p.email);
  await page.getByLabel('Passwort', { exact: true }).fill(p.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL((url) => UUID.test(url.pathname));
  const session = JSON.parse((await readStorage(page, USER_SESSION_KEY))!) as { userType: string; user: { _id: string; userType: string } };
  expect(session.userType).toBe('student');
  expect(new URL(page.url()).pathname).toBe(`/${session.user._id}`);
});

test('SEC-10 AMB-08 AUTH-08 AUTH-11 a teacher signs up, is refused while pending, is approved by the admin and lands on /classes', async ({ page, browser }) => {
  const p = person('anleitung');
  await fillSignUp(page, { type: 'Praxisanleitung', ...p });
  await expect(page.getByLabel('Einsatz 1')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'LF' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(alertWith(page, 'Account erfolgreich erstellt!')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  await signIn(page, p.email, p.password);
  await expect(alertWith(page, PENDING)).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await readStorage(page, USER_SESSION_KEY)).toBeNull();

  // the admin approves in the back office, in a browser of their own
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminSignIn(admin);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  // the approvals live on /admin/accounts (issue 9)
  await admin.getByRole('link', { name: 'Accounts' }).click();
  const row = admin.getByRole('region', { name: 'Freigaben' }).getByRole('row').filter({ hasText: p.email });
  await expect(row).toContainText('Praxisanleitung');
  await row.getByRole('button', { name: 'freigeben' }).click();
  await expect(alertWith(admin, 'wurde freigegeben.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminContext.close();

  await signIn(page, p.email, p.password);
  await expect(page).toHaveURL(/\/classes$/);
  expect(JSON.parse((await readStorage(page, USER_SESSION_KEY))!)).toMatchObject({ userType: 'teacher', user: { email: p.email, userType: 'teacher' } });
});

test('AUTH-10 AUTH-25 a supervisor signs up with CE, is approved and lands on /classes', async ({ page, request }) => {
  const p = person('begleitung');
  await fillSignUp(page, { type: 'Praxisbegleitung', ...p, lfce: 'CE' });
  const registered = page.waitForRequest((r) => r.url().endsWith('/api/user/auth/register'));
  await page.getByRole('button', { name: 'Registrieren' }).click();
  expect((await registered).postDataJSON()).toMatchObject({ userType: 'supervisor', lfce: 'CE' });
  await expect(alertWith(page, 'Account erfolgreich erstellt!')).toBeVisible();

  await approveViaApi(request, p.email);
  await signIn(page, p.email, p.password);
  await expect(page).toHaveURL(/\/classes$/);
});

test('AUTH-11 AMB-29 a wrong password shows the server message and stores no session', async ({ page }) => {
  await signIn(page, demo.teacher, 'falsches-passwort');
  await expect(alertWith(page, 'E-Mail oder Passwort ist falsch')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await readStorage(page, USER_SESSION_KEY)).toBeNull();
});

test('AUTH-37 TOP-06 AUTH-08 logout returns to /signin and Back does not reveal the protected page; signed in, / and /signin lead to the first page', async ({ page }) => {
  await signIn(page, demo.teacher, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByTestId('user-menu')).toContainText('Markus Weber');

  // the sign-in form is never shown to someone signed in, not even for a moment
  const warnings: string[] = [];
  page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('input[type="password"]')) document.documentElement.dataset.sawSignIn = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/signin', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/classes$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.sawSignIn), path).toBeUndefined();
  }
  expect(warnings).toEqual([]);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await readStorage(page, USER_SESSION_KEY)).toBeNull();

  await page.goBack();
  await expect(page).not.toHaveURL(/\/classes$/);
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await page.goto('/classes');
  await expect(page).toHaveURL(/\/signin$/);
});

test('ADM-01 ADM-02 ADM-04 ADM-07 an admin signs in and out', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto('/admin/signin');
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(alertWith(page, 'Please fill the form correctly!')).toBeVisible();
  expect(calls.filter((c) => c.includes('/auth/login'))).toEqual([]);

  await adminSignIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // signed in, the admin sign-in leads to the back office
  await page.goto('/admin/signin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Freigaben' })).toBeVisible();
  expect(JSON.parse((await readStorage(page, ADMIN_SESSION_KEY))!)).toMatchObject({ userType: 'admin', admin: { email: demo.admin } });

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/signin$/);
  expect(await readStorage(page, ADMIN_SESSION_KEY)).toBeNull();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/signin$/);
});

test('A11Y AUTH-01 AUTH-14 ADM-01 sign-in, sign-up (every type) and the admin screens have no serious axe violations', async ({ page }) => {
  const serious = async (what: string) => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await serious('/signin');
  await page.goto('/signup');
  for (const type of ['Praxisanleitung', 'Auszubildende/r', 'Praxisbegleitung']) {
    await page.getByRole('button', { name: type, exact: true }).click();
    await serious(`/signup ${type}`);
  }
  await adminSignIn(page);
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await serious('/admin/dashboard');
  await page.getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Freigaben' })).toBeVisible();
  await serious('/admin/accounts');
});
