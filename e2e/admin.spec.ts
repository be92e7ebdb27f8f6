import { expect, test, type Page } from '@playwright/test';
import { adminSignIn, alertWith, signIn } from './support/auth';
import { uniqueSuffix } from './support/fixtures';
import { expectNoSeriousAxe, expectNoSideScroll, registerTeacherViaApi } from './support/quality';

/** The section of a table by its title. */
const table = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function addWithTitle(page: Page, tableTitle: string, dialogTitle: string, title: string) {
  await page.getByRole('button', { name: `Add: ${tableTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByLabel(/^Titel/).fill(title);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table(page, tableTitle).getByRole('button', { name: title })).toBeVisible();
}

test('ADM-08..ADM-41 the admin builds a catalogue: category, option, test, sub-test with links, then its assessment catalogue', async ({ page }) => {
  const s = uniqueSuffix();
  await adminSignIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const name of ['Categories', 'Category Options', 'Tests', 'SubTests']) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  // ADM-06 CONST (D2 §9): the sidebar is 240 wide
  expect(Math.round((await page.getByRole('navigation', { name: 'Navigation' }).boundingBox())!.width)).toBe(240);
  await expectNoSeriousAxe(page, '/admin/dashboard');

  // ADM-15: an empty title sends nothing and shows the field message
  await page.getByRole('button', { name: 'Add: Categories' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Bitte einen Titel eingeben.')).toBeVisible();
  await expectNoSeriousAxe(page, 'add dialog with an error');
  await dialog.getByRole('button', { name: 'Dialog schließen' }).click();

  await addWithTitle(page, 'Categories', 'Add Category', `Hygiene ${s}`);
  await table(page, 'Categories').getByRole('button', { name: `Hygiene ${s}` }).click();
  await expect(table(page, 'Category Options').getByText('No Category Options to show!')).toBeVisible();
  await addWithTitle(page, 'Category Options', 'Add Category Option', `Händedesinfektion ${s}`);
  await table(page, 'Category Options').getByRole('button', { name: `Händedesinfektion ${s}` }).click();
  await addWithTitle(page, 'Tests', 'Add Test', `Hygienische Händedesinfektion ${s}`);
  await table(page, 'Tests').getByRole('button', { name: `Hygienische Händedesinfektion ${s}` }).click();
  // ADM-13: the selected row's button is gray
  await expect(table(page, 'Tests').getByRole('button', { name: `Hygienische Händedesinfektion ${s}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(table(page, 'SubTests').getByText('No SubTests to show!')).toBeVisible();

  await page.getByRole('button', { name: 'Add: SubTests' }).click();
  const sub = page.getByRole('dialog', { name: 'Add SubTest' });
  await sub.getByLabel(/^Titel/).fill(`Einreibemethode ${s}`);
  await sub.getByLabel(/^Untertitel/).fill('Sechs Schritte nach EN 1500');
  await sub.getByLabel(/Video-Link/).fill('kein link');
  await sub.getByLabel(/Audio-Link/).fill('https://lernmaterial.praxisport.de/audio/en1500.mp3');
  await sub.getByLabel(/PDF-Link 1/).fill('https://lernmaterial.praxisport.de/pdf/en1500.pdf');
  await sub.getByLabel(/PDF-Link 2/).fill('https://lernmaterial.praxisport.de/pdf/en1500-2.pdf');
  await sub.getByRole('button', { name: 'Add' }).click();
  await expect(sub.getByText('Bitte eine vollständige Adresse mit http:// oder https:// eingeben.')).toBeVisible();
  await sub.getByLabel(/Video-Link/).fill('https://lernmaterial.praxisport.de/video/en1500');
  await sub.getByRole('button', { name: 'Add' }).click();
  await expect(sub).toHaveCount(0);
  await expect(table(page, 'SubTests').getByText(`Einreibemethode ${s}`)).toBeVisible();

  // ADM-17..ADM-19: the links editor
  await page.getByRole('button', { name: `Links von Einreibemethode ${s} bearbeiten` }).click();
  const links = page.getByRole('dialog', { name: `Links: Einreibemethode ${s}` });
  await expect(links.getByLabel(/Video-Link/)).toHaveValue('https://lernmaterial.praxisport.de/video/en1500');
  await links.getByLabel(/Video-Link/).fill('https://lernmaterial.praxisport.de/video/en1500-neu');
  await links.getByRole('button', { name: 'Links speichern' }).click();
  await expect(alertWith(page, 'Links updated successfully!')).toBeVisible();
  await expect(links).toHaveCount(0);

  // ADM-30..ADM-41: the assessment catalogue of this sub-test (AMB-92)
  await page.getByRole('link', { name: `Assessments: Einreibemethode ${s}` }).click();
  await expect(page).toHaveURL(/\/admin\/assessment\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Hygienische Händedesinfektion ${s} · Einreibemethode ${s}`)).toBeVisible();
  await page.getByRole('button', { name: 'Add: Category Tests' }).click();
  await expect(alertWith(page, 'Please select an Assessment Category!')).toBeVisible();
  await page.getByRole('button', { name: 'Add: Test Options' }).click();
  await expect(alertWith(page, 'Please select an Assessment Test!')).toBeVisible();
  await page.getByRole('button', { name: 'Add: Assessment Categories' }).click();
  const cat = page.getByRole('dialog', { name: 'Add Assessment Category' });
  await cat.getByLabel(/^Titel/).fill(`Hygienebewusstsein ${s}`);
  await cat.getByRole('button', { name: 'Add' }).click();
  await table(page, 'Assessment Categories').getByRole('button', { name: `Hygienebewusstsein ${s}` }).click();
  await page.getByRole('button', { name: 'Add: Category Tests' }).click();
  const ct = page.getByRole('dialog', { name: 'Add Category Test' });
  await ct.getByLabel(/Beschreibung/).fill('Führt die Händedesinfektion vollständig und zum richtigen Zeitpunkt durch');
  await ct.getByRole('button', { name: 'Add' }).click();
  await table(page, 'Category Tests').getByRole('button', { name: /Führt die Händedesinfektion/ }).click();
  await page.getByRole('button', { name: 'Add: Test Options' }).click();
  const opt = page.getByRole('dialog', { name: 'Add Test Option' });
  await opt.getByLabel(/^Titel/).fill('Kompetenz voll erreicht');
  await opt.getByLabel(/Beschreibung/).fill('fully achieved');
  await opt.getByLabel(/Note/).fill('7');
  await opt.getByRole('button', { name: 'Add' }).click();
  await expect(opt.getByText('Die Note muss eine ganze Zahl von 1 bis 5 sein.')).toBeVisible();
  await opt.getByLabel(/Note/).fill('2');
  await opt.getByRole('button', { name: 'Add' }).click();
  await expect(opt).toHaveCount(0);
  await expect(table(page, 'Test Options').getByText('2 – Kompetenz voll erreicht')).toBeVisible();
  await expectNoSeriousAxe(page, '/admin/assessment');
});

test('ADM-22..ADM-29 LFCE-01..LFCE-16 the admin adds a portfolio category and item, then adds and updates an LFCE with it', async ({ page }) => {
  const s = uniqueSuffix();
  await adminSignIn(page);
  await page.getByRole('link', { name: 'Training Portfolio' }).click();
  await expect(page.getByRole('heading', { name: 'Training Portfolio Categories' })).toBeVisible();
  await page.getByRole('button', { name: 'Add: Items' }).click();
  await expect(alertWith(page, 'Please select a Category!')).toBeVisible();
  await page.getByRole('button', { name: 'Add: Training Portfolio Categories' }).click();
  const catDialog = page.getByRole('dialog', { name: 'Add Category' });
  await catDialog.getByLabel(/^Titel/).fill(`Hygiene ${s}`);
  await catDialog.getByRole('button', { name: 'Add' }).click();
  await table(page, 'Training Portfolio Categories').getByRole('button', { name: `Hygiene ${s}` }).click();
  await expect(table(page, 'Items').getByText('No Items to show!')).toBeVisible();
  await page.getByRole('button', { name: 'Add: Items' }).click();
  const item = page.getByRole('dialog', { name: 'Add Item' });
  await item.getByLabel(/^Titel/).fill(`Händedesinfektion durchführen ${s}`);
  await item.getByLabel(/Was gelernt wird/).fill('Die fünf Indikationen der WHO kennen und anwenden');
  await item.getByLabel(/^Typ/).click();
  await expect(page.getByRole('option')).toHaveText(['Mobility', 'Knowledge', 'Pain', 'Nutrition']);
  await page.getByRole('option', { name: 'Knowledge' }).click();
  await item.getByRole('button', { name: 'Add' }).click();
  await expect(item).toHaveCount(0);
  await expect(table(page, 'Items').getByText(`Händedesinfektion durchführen ${s}`)).toBeVisible();
  await expectNoSeriousAxe(page, '/admin/trainingportfolio');

  await page.getByRole('link', { name: 'LFCE' }).click();
  await expect(page.getByRole('heading', { name: 'LFCEs' })).toBeVisible();
  await page.getByRole('button', { name: 'Add: LFCEs' }).click();
  const add = page.getByRole('dialog', { name: 'Add LFCE' });
  const box = await add.boundingBox();
  expect(Math.round(box!.width)).toBe(400);
  await add.getByLabel(/^Title/).fill(`LF 12 Hygiene ${s}`);
  await add.getByLabel(/Competency IV/).fill('I, III');
  await add.getByLabel(/Learning Objectives/).fill(`durchführen ${s}`);
  await page.getByRole('option', { name: `Händedesinfektion durchführen ${s}` }).click();
  await add.getByLabel(/Competency IV/).click(); // closes the options list
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add).toHaveCount(0);
  const row = table(page, 'LFCEs').getByRole('row').filter({ hasText: `LF 12 Hygiene ${s}` });
  await expect(row).toContainText(`Händedesinfektion durchführen ${s}`);

  // LFCE-16: a click outside closes without saving
  await row.getByRole('button', { name: /^Update/ }).click();
  const upd = page.getByRole('dialog', { name: 'Update LFCE' });
  await upd.getByLabel(/^Title/).fill('nicht gespeichert');
  await page.mouse.click(5, 5);
  await expect(upd).toHaveCount(0);
  await expect(page.getByText('nicht gespeichert')).toHaveCount(0);

  // LFCE-14, LFCE-15: update, then the page reloads
  await row.getByRole('button', { name: /^Update/ }).click();
  await upd.getByLabel(/^Title/).fill(`LF 12 Hygiene und Infektionsschutz ${s}`);
  await Promise.all([page.waitForEvent('load'), upd.getByRole('button', { name: 'Update' }).click()]);
  await expect(table(page, 'LFCEs').getByText(`LF 12 Hygiene und Infektionsschutz ${s}`)).toBeVisible();
  await expectNoSeriousAxe(page, '/admin/lfce');
});

test('SEC-10 ISSUE-9 accounts: the admin approves a pending teacher, who can then sign in; deactivation ends the session at once', async ({ page, browser, request }) => {
  const s = uniqueSuffix();
  const p = { firstName: 'Greta', name: `Freigabe ${s}`, username: `greta.${s}`, email: `greta.${s}@e2e.praxisport.test` };
  await registerTeacherViaApi(request, p);
  await adminSignIn(page);
  await page.getByRole('link', { name: 'Accounts' }).click();
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await page.getByRole('button', { name: `Greta ${p.name} freigeben` }).click();
  await expect(alertWith(page, `Greta ${p.name} wurde freigegeben.`)).toBeVisible();
  await expectNoSeriousAxe(page, '/admin/accounts');

  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signIn(teacher, p.email, 'sicher-123');
  await expect(teacher).toHaveURL(/\/classes$/);

  await page.getByLabel('Suche').fill(p.email);
  const row = page.getByRole('region', { name: 'Alle Konten' }).getByRole('row').filter({ hasText: p.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(alertWith(page, `Greta ${p.name} wurde deaktiviert.`)).toBeVisible();
  await teacher.goto('/students');
  await expect(teacher).toHaveURL(/\/signin$/);
  await signIn(teacher, p.email, 'sicher-123');
  await expect(alertWith(teacher, 'Ihr Konto wurde deaktiviert. Bitte wenden Sie sich an die Verwaltung.')).toBeVisible();
  await teacherContext.close();
});

test('PHONE at 390 px the back office screens do not scroll sideways', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await adminSignIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const path of ['/admin/dashboard', '/admin/trainingportfolio', '/admin/lfce', '/admin/accounts']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSideScroll(page, path);
  }
  await expectNoSeriousAxe(page, '/admin/accounts at 390 px');
  await context.close();
});
