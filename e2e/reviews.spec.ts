import { expect, test, type Browser, type Page } from '@playwright/test';
import { alertWith, signIn } from './support/auth';
import { demo } from './support/fixtures';
import { expectNoSeriousAxe, expectNoSideScroll } from './support/quality';

// Lena Schmidt's 'Schmerzeinschätzung mit NRS' (Bogen B) starts with no point done in the demo data.
const ITEM = 'Schmerzeinschätzung mit NRS';

async function signedIn(browser: Browser, email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email, 'praxisport');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return page;
}

const itemRow = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(name) });

test('FORM-01..09 AMB-48 ITEM-01..13 REV-06..14 ISSUE-7 a teacher ticks three points, edits a description and a review date; the student reads it all', async ({ browser }) => {
  let studentHome = '';
  let itemUrl = '';

  await test.step('the teacher opens Lena\'s forms from her home and Bogen B', async () => {
    const page = await signedIn(browser, demo.teacher);
    await page.getByRole('link', { name: /PFA 24-1/ }).first().click();
    await page.getByRole('cell', { name: 'Schmidt', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Lena Schmidt' })).toBeVisible();
    studentHome = page.url();
    await page.getByRole('link', { name: /Formulare/ }).click();
    await page.getByRole('link', { name: 'Bogen B' }).click();
    await expect(page.getByRole('heading', { name: 'Bogen B' })).toBeVisible();
    // AMB-48: an old link with the form's id alone is looked up and opens the same Form A
    const formUrl = new URL(page.url()).pathname;
    await page.goto(`/forma/${formUrl.split('/').pop()}`);
    await expect(page).toHaveURL(new RegExp(`${formUrl}$`));
    await expect(page.getByRole('heading', { name: 'Bogen B' })).toBeVisible();
    await expect(itemRow(page, ITEM)).toContainText('0/6');
    await expectNoSeriousAxe(page, 'Form A');

    await test.step('switches three points: each shows at once, the form then counts 3/6', async () => {
      await itemRow(page, ITEM).click();
      await expect(page.getByRole('heading', { name: ITEM })).toBeVisible();
      itemUrl = page.url();
      for (const name of ['Schmerz erfragen', 'Fremdeinschätzung nutzen', 'Wirkung evaluieren']) {
        const sw = page.getByRole('switch', { name: new RegExp(name) });
        await sw.click({ force: true });
        await expect(sw).toBeChecked();
      }
      // AMB-54: German 24-hour time, no am/pm outside the comments
      await expect(page.getByText(/zuletzt geändert von Markus Weber am \d{2}-\d{2}-\d{4}, \d{2}:\d{2}$/)).toHaveCount(3);
      await expect(page.getByLabel('3 von 6 Punkten erledigt')).toBeVisible();
      await expectNoSeriousAxe(page, 'Item A');
      await page.getByRole('link', { name: '← Zurück' }).click();
      await expect(itemRow(page, ITEM)).toContainText('3/6');
    });

    await test.step('edits the item description: "Updated!"', async () => {
      await page.getByRole('link', { name: 'Item-Beschreibungen bearbeiten' }).click();
      await page.getByRole('combobox', { name: 'Item' }).selectOption({ label: ITEM });
      const text = page.getByPlaceholder('Item Description');
      await expect(text).toHaveValue(/Schmerzen werden systematisch/);
      await text.fill('Schmerzen mit NRS einschätzen, Maßnahmen nach 30 Minuten evaluieren.');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(alertWith(page, 'Updated!')).toBeVisible();
      await expectNoSeriousAxe(page, 'item editor');
    });

    await test.step('ITEM-12 another item over unsaved text asks first; an emptied description is saved only when confirmed', async () => {
      const text = page.getByPlaceholder('Item Description');
      const select = page.getByRole('combobox', { name: 'Item' });
      const discard = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
      await text.fill('Entwurf, nicht gespeichert');
      await select.selectOption({ label: 'Wundversorgung' });
      await discard.getByRole('button', { name: 'Weiter bearbeiten' }).click();
      await expect(select.locator('option:checked')).toHaveText(ITEM);
      await expect(text).toHaveValue('Entwurf, nicht gespeichert');
      await select.selectOption({ label: 'Wundversorgung' });
      await discard.getByRole('button', { name: 'Verwerfen' }).click();
      await expect(select.locator('option:checked')).toHaveText('Wundversorgung');
      await expect(text).not.toHaveValue('');

      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().endsWith('/api/home/item/update')) sent.push(r.postDataJSON().item.itemDesc);
      });
      const clear = page.getByRole('dialog', { name: 'Beschreibung leeren?' });
      await text.fill('');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await clear.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(clear).toBeHidden();
      expect(sent).toEqual([]);
      await page.getByRole('button', { name: 'Speichern' }).click();
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/home/item/update'));
      await clear.getByRole('button', { name: 'Beschreibung leeren' }).click();
      expect((await saved).status()).toBe(200);
      expect(sent).toEqual(['']);
      await expect(text).toHaveValue('');
    });

    await test.step('sets the date of the Erstgespräch as month/day/year: "Updated successfully!"', async () => {
      await page.goto(studentHome.replace(/\/([^/]+)$/, '/reviewform/$1'));
      await page.getByRole('link', { name: /Erstgespräch/ }).click();
      await expect(page.getByText('Auto Adds to Gesprach B')).toBeVisible();
      const date = page.getByLabel('Datum');
      // AMB-144: a date outside 1900–2099 is refused at the field, in German, before any request
      const puts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().endsWith('/api/home/review')) puts.push(r.url());
      });
      await date.fill('01/01/2100');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(date).toHaveAccessibleDescription(/Das Datum muss zwischen 01\/01\/1900 und 12\/31\/2099 liegen\./);
      await expect(page.getByText('rDate')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(puts).toHaveLength(0);
      await date.fill('03/09/2026');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(alertWith(page, 'Updated successfully!')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Datum')).toHaveValue('03/09/2026');
      await expectNoSeriousAxe(page, 'Review A');
    });
  });

  await test.step('the student sees the new state read-only, also on a phone', async () => {
    const page = await signedIn(browser, demo.student, { width: 390, height: 844 });
    await page.goto(itemUrl);
    await expect(page.getByRole('heading', { name: ITEM })).toBeVisible();
    await expect(page.getByText('Schmerzen mit NRS einschätzen, Maßnahmen nach 30 Minuten evaluieren.')).toBeVisible();
    const first = page.getByRole('switch', { name: /Schmerz erfragen/ });
    await expect(first).toBeChecked();
    await expect(first).toBeDisabled();
    await expect(page.getByLabel('3 von 6 Punkten erledigt')).toBeVisible();
    await expectNoSideScroll(page, 'Item A on a phone');
    await page.goto(studentHome.replace(/\/([^/]+)$/, '/reviewform/$1'));
    await expect(page.getByRole('link', { name: /Erstgespräch/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Kommentare/ })).toHaveCount(0);
    await page.getByRole('link', { name: /Erstgespräch/ }).click();
    await expect(page.getByText('03/09/2026')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
    await expectNoSeriousAxe(page, 'Review A (student)');
  });
});
