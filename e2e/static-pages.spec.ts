import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { demo, DEMO_PASSWORD } from './support/fixtures';
import { collectConsole, expectNoSeriousAxe, expectNoSideScroll } from './support/quality';

const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

test('STAT-01..12 the static screens: reachable from the proof-of-practice listing, printable on A4, nothing sent from the care form', async ({ page }) => {
  const messages = collectConsole(page);
  await signIn(page, demo.student, DEMO_PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const studentId = new URL(page.url()).pathname.slice(1);

  await test.step('ROUTE-49 AMB-141 the listing tile opens the evidence of training with the student\'s name', async () => {
    await page.goto(`/listingOptions/proofOfPractice/${studentId}`);
    await page.getByRole('link', { name: /Ausbildungsnachweis/ }).click();
    await expect(page).toHaveURL(new RegExp(`/proofofpractice/proofOfEducation/${studentId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ausbildungsnachweis' })).toBeVisible();
    await expect(page.getByLabel('Auszubildende/r')).toHaveValue('Lena Schmidt');
    await expect(page.getByTestId('absence-rule')).toContainText('höchstens 10 %');
    for (const name of ['Anleitungszeit', 'Fixpunkte', 'Tutorium', 'Kompetenztests']) await expect(page.getByRole('table', { name })).toBeVisible();
    await expectNoSeriousAxe(page, 'evidence of training');
  });

  await test.step('print: no top bar, no buttons, no links to other screens; the tables stay', async () => {
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.mantine-AppShell-header')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Weitere Unterlagen' })).toBeHidden();
    await expect(page.getByRole('table', { name: 'Anleitungszeit' })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.mantine-AppShell-header')).toBeVisible();
  });

  await test.step('STAT-07 STAT-09 AMB-137 Kompetenzen IV leads to the care form', async () => {
    await page.getByRole('navigation', { name: 'Weitere Unterlagen' }).getByRole('link', { name: 'Kompetenzen IV' }).click();
    await expect(page).toHaveURL(/\/skillsiv$/);
    const tiles = page.getByRole('navigation', { name: 'Kompetenzen IV' }).getByRole('link');
    await expect(tiles).toHaveCount(3);
    await tiles.nth(1).click();
    await expect(page).toHaveURL(/\/careform\?setting=longterm$/);
  });

  await test.step('STAT-10..12 ten rows of five checkboxes, the not-saved note, no write call, reset on reload', async () => {
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/') && r.method() !== 'GET') writes.push(`${r.method()} ${r.url()}`);
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Pflegeformular' })).toBeVisible();
    await expect(page.getByTestId('not-saved')).toContainText('Wird nicht gespeichert – bitte drucken.');
    await expect(page.getByTestId('care-row')).toHaveCount(10);
    await expect(page.getByTestId('care-rows').getByRole('checkbox')).toHaveCount(50);
    await page.getByLabel('Kompetenzbereich').selectOption('III');
    await page.getByRole('checkbox', { name: 'Zeile 2: Erreicht' }).check();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Zeile 2: Erreicht' })).not.toBeChecked();
    await expect(page.getByLabel('Kompetenzbereich')).toHaveValue('I');
    expect(writes).toEqual([]);
    await expectNoSeriousAxe(page, 'care form');
  });

  await test.step('AMB-137 /careForm opens /careform', async () => {
    await page.goto('/careForm?setting=acute');
    await expect(page).toHaveURL(/\/careform\?setting=acute$/);
  });

  await test.step('STAT-06 AMB-120 the three accompanying documents are real PDFs', async () => {
    await page.goto('/accompanyingmaterial');
    const links = page.getByRole('navigation', { name: 'Begleitmaterial' }).getByRole('link');
    await expect(links).toHaveCount(3);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      const res = await page.request.get(href);
      expect(res.status(), href).toBe(200);
      expect(res.headers()['content-type']).toContain('application/pdf');
      expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  await test.step('STAT-01 STAT-02 learning goals by topic, deep link included; 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/learninggoals');
    await page.getByRole('link', { name: /Ernährung/ }).click();
    await expect(page).toHaveURL(/\/learninggoals\/nourishment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ernährung' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ernährung' })).toBeVisible();
    for (const path of ['/learninggoals/nourishment', `/proofofpractice/proofOfEducation/${studentId}`, '/careform', '/logsreviews', '/registeranalysis/analysis', `/evaluationform/${studentId}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSideScroll(page, `${path} at 390 px`);
      await page.screenshot({ path: `${SHOTS}/static${path.replace(/[/?=]/g, '_')}-390.png`, fullPage: true });
    }
    await expectNoSeriousAxe(page, 'evaluation form at 390 px');
  });

  await test.step('STAT-08 Protokolle und Beurteilungen: two boxes', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/logsreviews');
    await expect(page.getByRole('region', { name: 'Protokolle' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Beurteilungen' })).toBeVisible();
    await expectNoSeriousAxe(page, 'logs and reviews');
  });

  expect(messages).toEqual([]);
});

test('STAT-04 STAT-05 the register analysis: a static table for everyone, the class table for the teacher', async ({ page }) => {
  await signIn(page, demo.teacher, DEMO_PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const calls: string[] = [];
  page.on('request', (r) => {
    // the top bar's own calls (notifications) are not the screen's
    if (r.url().includes('/api/') && !r.url().includes('/api/notifications')) calls.push(r.url());
  });
  await page.goto('/registeranalysis/analysis');
  await expect(page.getByTestId('static-register').getByRole('row')).toHaveCount(6);
  expect(calls).toEqual([]);
  await page.goto('/registeranalysis/classes');
  await expect(page.getByTestId('register-day')).toBeVisible();
  await page.getByRole('link', { name: /^Registeranalyse öffnen: PFA 24-1/ }).first().click();
  await expect(page).toHaveURL(/\/classRegisterAnalysis\/[0-9a-f-]{36}\?date=\d{4}-\d{2}-\d{2}$/);
  await expectNoSeriousAxe(page, 'class register analysis from /registeranalysis');
});
