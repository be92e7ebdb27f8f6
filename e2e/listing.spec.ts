import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { demo, DEMO_PASSWORD } from './support/fixtures';
import { expectNoSeriousAxe, expectNoSideScroll } from './support/quality';

const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

test('LIST-02 LIST-03 LIST-06 LIST-11 the teacher opens Lena Schmidt\'s talks listing and the interim talk', async ({ page }) => {
  let studentId = '';
  await signIn(page, demo.teacher, DEMO_PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await test.step('opens Lena Schmidt\'s home from her class', async () => {
    await page.getByRole('link', { name: /PFA 24-1/ }).first().click();
    await page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell', { name: 'Schmidt', exact: true }) }).getByRole('cell').first().click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/[0-9a-f-]{36}$/);
    studentId = page.url().split('/').pop()!;
  });

  await test.step('the Gespräche box shows three talk tiles with the student id', async () => {
    await page.getByRole('link', { name: /Gespräche/ }).click();
    await expect(page).toHaveURL(new RegExp(`/listingOptions/talks/${studentId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Gespräche' })).toBeVisible();
    const tiles = page.getByRole('navigation', { name: 'Gespräche' }).getByRole('link');
    await expect(tiles).toHaveCount(3);
    for (const [i, type] of ['initialconsultation', 'intermtalk', 'finaltalk'].entries()) await expect(tiles.nth(i)).toHaveAttribute('href', `/talksform/${type}/${studentId}`);
    await expectNoSeriousAxe(page, 'talks listing');
  });

  await test.step('an option with inactive tiles: marked, explained, readable at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // every tile with a target is built (issues 11-13); the tiles without one (LIST-11) stay inactive
    await page.goto(`/listingOptions/logs/${studentId}`);
    const tile = page.getByRole('navigation', { name: 'Protokolle und Beurteilungen' }).getByRole('link', { name: /Protokolle/ }).first();
    await expect(tile).toHaveAttribute('aria-disabled', 'true');
    await expect(tile).toHaveAccessibleDescription('Noch ohne Inhalt');
    await tile.focus();
    await expect(page.getByRole('tooltip')).toContainText('noch kein Inhalt');
    await expectNoSideScroll(page, 'logs listing at 390 px');
    await expectNoSeriousAxe(page, 'logs listing with inactive tiles');
    await page.screenshot({ path: `${SHOTS}/listing-logs-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('opens the interim talk', async () => {
    await page.goto(`/listingOptions/talks/${studentId}`);
    await page.getByRole('link', { name: /Zwischengespräch/ }).click();
    await expect(page).toHaveURL(new RegExp(`/talksform/intermtalk/${studentId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Zwischengespräch' })).toBeVisible();
  });
});
