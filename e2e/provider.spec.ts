import { expect, test, type Page } from '@playwright/test';
import { PROVIDER_PASSWORD, providerAccounts } from '../server/test/oidc/e2e-accounts';
import { adminSignIn, alertWith } from './support/auth';
import { expectNoSeriousAxe, expectNoSideScroll } from './support/quality';

// The app signs in through the test provider that playwright.config.ts starts (server/test/oidc/provider-cli.ts).
const CREATED = 'Ihr Konto wurde angelegt und wartet auf die Freigabe durch die Verwaltung.';
const STUDENT_UNKNOWN = 'Für Ihr Schulkonto gibt es in PraxisPort kein Konto. Auszubildende werden mit ihrer Klasse angelegt – bitte wenden Sie sich an Ihre Praxisbegleitung.';
const DEACTIVATED = 'Ihr Konto wurde deaktiviert. Bitte wenden Sie sich an die Verwaltung.';

type Account = (typeof providerAccounts)[keyof typeof providerAccounts];

const providerButton = (page: Page) => page.getByRole('link', { name: 'Mit Schulkonto anmelden' });

/** The provider's own login page: the person types the school account's name and password there. */
async function loginAtProvider(page: Page, account: Account) {
  await expect(page.getByRole('heading', { name: 'Anmeldung mit dem Schulkonto' })).toBeVisible();
  await page.getByLabel('Benutzername').fill(account.email);
  await page.getByLabel('Passwort').fill(PROVIDER_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Another person at the same browser: the provider's session of the one before is gone (its cookies on 127.0.0.1). */
async function providerSignIn(page: Page, account: Account) {
  await page.context().clearCookies({ domain: '127.0.0.1' });
  await page.goto('/signin');
  await providerButton(page).click();
  await loginAtProvider(page, account);
}

test("the school's account signs a known teacher in by the verified e-mail, signing out ends the app's and the provider's session; new staff wait for the admin's approval; an apprentice without an account and a deactivated account are refused", async ({ page, browser }) => {
  await test.step('the sign-in screen offers the school account on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/signin');
    await expect(providerButton(page)).toBeVisible();
    await expectNoSideScroll(page, '/signin with the school account at 390 px');
    await expectNoSeriousAxe(page, '/signin with the school account at 390 px');
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('the demo teacher signs in at the provider and lands on the classes', async () => {
    await providerButton(page).click();
    await loginAtProvider(page, providerAccounts.teacher);
    await expect(page).toHaveURL(/\/classes$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  await test.step("signing out goes through the provider's sign-out back to /signin; both sessions are over", async () => {
    const providerSignOut = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/session/end'));
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await providerSignOut;
    await expect(page).toHaveURL(/\/signin$/);
    expect((await page.request.get('/api/user/auth/session')).status()).toBe(401);
    await providerButton(page).click();
    await expect(page.getByRole('heading', { name: 'Anmeldung mit dem Schulkonto' })).toBeVisible();
  });

  await test.step('new staff: the first sign-in makes an account that waits for approval', async () => {
    await loginAtProvider(page, providerAccounts.newStaff);
    await expect(page.getByText(CREATED)).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });

  await test.step('an apprentice without an account in PraxisPort is refused', async () => {
    await providerSignIn(page, providerAccounts.student);
    await expect(page.getByText(STUDENT_UNKNOWN)).toBeVisible();
  });

  await test.step('the admin approves the new staff member and deactivates another account in the back office', async () => {
    const context = await browser.newContext();
    const admin = await context.newPage();
    await adminSignIn(admin);
    await admin.getByRole('link', { name: 'Accounts' }).click();
    await admin.getByRole('button', { name: 'Nora Neumann freigeben' }).click();
    await expect(alertWith(admin, 'Nora Neumann wurde freigegeben.')).toBeVisible();
    await admin.getByLabel('Suche').fill(providerAccounts.deactivated.email);
    const row = admin.getByRole('region', { name: 'Alle Konten' }).getByRole('row').filter({ hasText: providerAccounts.deactivated.email });
    await row.getByRole('button', { name: 'Deaktivieren' }).click();
    await expect(alertWith(admin, 'Thomas Becker wurde deaktiviert.')).toBeVisible();
    await context.close();
  });

  await test.step('the deactivated account is refused; the approved staff member lands on the classes', async () => {
    await providerSignIn(page, providerAccounts.deactivated);
    await expect(page.getByText(DEACTIVATED)).toBeVisible();
    await providerSignIn(page, providerAccounts.newStaff);
    await expect(page).toHaveURL(/\/classes$/);
  });
});
