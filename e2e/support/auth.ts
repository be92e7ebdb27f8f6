import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, pngFixture } from './fixtures';

export const USER_SESSION_KEY = 'praxisport.userSession';
export const ADMIN_SESSION_KEY = 'praxisport.adminSession';

/**
 * The newest of the app's alerts (notifications with role alert) with this text: an action
 * repeated within a few seconds leaves the earlier, identical alert on screen.
 */
export const alertWith = (page: Page, text: string): Locator =>
  page.getByRole('alert').filter({ hasText: text }).last();

/** Fills the user sign-in form and presses 'Sign In'. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Fills the admin sign-in form and presses 'Sign In'. */
export async function adminSignIn(page: Page, email: string = demo.admin, password: string = DEMO_PASSWORD) {
  await page.goto('/admin/signin');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export const readStorage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

export interface SignUpData {
  type: 'Praxisbegleitung' | 'Praxisanleitung' | 'Auszubildende/r';
  name: string;
  firstName: string;
  username: string;
  email: string;
  password: string;
  className?: string;
  placements?: string[];
  lfce?: 'LF' | 'CE';
}

async function chooseFile(page: Page, label: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: label }).click()]);
  await chooser.setFiles(pngFixture());
}

/** Fills the whole sign-up form (without submitting). */
export async function fillSignUp(page: Page, d: SignUpData) {
  await page.goto('/signup');
  await page.getByRole('button', { name: d.type, exact: true }).click();
  await page.getByLabel('Nachname').fill(d.name);
  await page.getByLabel('Vorname').fill(d.firstName);
  await page.getByLabel('Geburtsdatum').fill('2001-06-15');
  await page.getByLabel('Telefon').fill('0431 1234567');
  await page.getByLabel('Benutzername').fill(d.username);
  await page.getByLabel('E-Mail').fill(d.email);
  await page.getByLabel(/^Passwort\s*\*?$/).fill(d.password);
  await page.getByLabel('Passwort wiederholen').fill(d.password);
  await chooseFile(page, 'Profilbild');
  await chooseFile(page, 'Unterschrift');
  await expect(page.getByRole('img', { name: 'Vorschau Profilbild' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Vorschau Unterschrift' })).toBeVisible();
  if (d.className) await page.getByLabel('Klasse').selectOption({ label: d.className });
  for (const [i, p] of (d.placements ?? []).entries()) await page.getByLabel(`Einsatz ${i + 1}`).selectOption(p);
  if (d.lfce) await page.getByRole('radio', { name: d.lfce }).check();
}

/** Signs in as the admin through the API and approves a pending account (SEC-10, API-P22). */
export async function approveViaApi(request: APIRequestContext, email: string) {
  const login = await request.post('/api/admin/auth/login', { data: { email: demo.admin, password: DEMO_PASSWORD, userType: 'admin' } });
  expect(login.status()).toBe(200);
  const pending = await request.get('/api/admin/users/pending');
  const { users } = (await pending.json()) as { users: { _id: string; email: string }[] };
  const user = users.find((u) => u.email === email.toLowerCase());
  if (!user) throw new Error(`${email} is not pending`);
  const approved = await request.patch(`/api/admin/users/${user._id}/approve`);
  expect(approved.status()).toBe(200);
}
