import { expect, test } from '@playwright/test';

type LocaleError = (issue: Record<string, unknown>) => string | { message: string } | undefined;

/**
 * GEN-02, AMB-20: German is the product's language, field messages included. A field's message is
 * its own where the contract gives one; elsewhere zod's, which the contract sets to German
 * (`z.config(z.locales.de())`, contract/src/common.ts). A bundler setting that declared zod's calls
 * free of side effects once dropped that call from the build, so the browser showed zod's English
 * ("Too big: expected string to have <=100 characters"). Every form field of the app has a message
 * of its own today, so the test asks the built app's zod configuration itself, in the browser, for
 * the message of a text over its length limit.
 */
test('GEN-02 AMB-20 the built app gives German field messages: its own, and zod\'s for a text over its length limit', async ({ page }) => {
  await page.goto('/forgot-password');
  const email = page.getByRole('textbox', { name: 'E-Mail' });
  await email.fill('keine-adresse');
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByText('Bitte eine gültige E-Mail-Adresse angeben.')).toBeVisible();

  const tooLong = await page.evaluate(() => {
    const { localeError } = (globalThis as { __zod_globalConfig?: { localeError?: LocaleError } }).__zod_globalConfig ?? {};
    const out = localeError?.({ code: 'too_big', origin: 'string', maximum: 100, inclusive: true, input: 'x'.repeat(101), path: ['actor'] });
    return typeof out === 'string' ? out : out?.message;
  });
  expect(tooLong).toBe('Zu groß: erwartet, dass string <=100 Zeichen hat');
});
