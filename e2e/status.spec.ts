import fs from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { alertWith, signIn } from './support/auth';
import { DEMO_PASSWORD, demo } from './support/fixtures';
import { pdfFlatText } from './support/pdf';

// The training status end to end, everything reached by clicking from the first page after sign-in.
// The demo data (server/src/db/seed/seed-status.ts) has in PFA 24-1: Tim Yılmaz, whose orientation placement ended
// without a visit of the school (Praxisbegleitung red); Lena Schmidt, whose last ended placement (inpatient long-term
// care) has no qualified assessment yet (Leistungseinschätzungen amber).

const GREEN = 'Erfüllt oder auf gutem Weg.';
const DAY = 86_400_000;
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const german = (iso: string) => iso.split('-').reverse().join('.');
const bytesOf = async (download: Download) => fs.readFileSync((await download.path())!);
/** A PDF's text as one line; the test reader reads WinAnsi as Latin-1, so the en dash comes back as \x96. */
const pdfLine = (bytes: Buffer) => pdfFlatText(bytes).replace(/\x96/g, '–');

/** The light a part of the Ausbildungsstand shows in its head, in colour (data-light) and in its word. */
async function expectPart(page: Page, part: string, light: 'green' | 'amber' | 'red', word: string) {
  const badge = page.getByTestId(`part-${part}`).locator('[data-light]').first();
  await expect(badge).toHaveText(word);
  await expect(badge).toHaveAttribute('data-light', light);
}

/** A light in the class overview: the row of the apprentice, the cell of the part (its column's label). */
const overviewLight = (page: Page, name: string, part: string): Locator =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .locator(`td[data-label="${part}"] [data-light]`);

async function download(page: Page, link: Locator): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return file;
}

test('ST-50 the supervisor records the missing visit of Tim Yılmaz from "Was ist fällig": his Praxisbegleitung and the class overview turn green; ST-51 the class overview as CSV; ST-52 the yearly certificate as PDF', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, demo.supervisor, DEMO_PASSWORD);

  await test.step('the class overview from the class: Tim Yılmaz\'s Praxisbegleitung is red', async () => {
    await page.getByRole('link', { name: 'PFA 24-1', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Klasse PFA 24-1' })).toBeVisible();
    await page.getByRole('link', { name: 'Ausbildungsstand der Klasse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ausbildungsstand der Klasse – PFA 24-1' })).toBeVisible();
    await expect(overviewLight(page, 'Yılmaz, Tim', 'Praxisbegleitung')).toHaveText('Rot');
  });

  let visitDate = '';
  await test.step('"Was ist fällig" from the menu: the visit among "Fällige Besuche" leads to his Praxisbegleitung', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Was ist fällig' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Was ist fällig' })).toBeVisible();
    const item = page
      .getByRole('region', { name: 'Fällige Besuche' })
      .getByRole('row')
      .filter({ hasText: 'Yılmaz, Tim' })
      .filter({ hasText: 'Besuch im Orientierungseinsatz' });
    await expect(item).toContainText('Rot');
    await item.getByRole('link', { name: 'Zur Praxisbegleitung: Tim Yılmaz' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Praxisbegleitung' })).toBeVisible();
    await expect(page.getByTestId('student-name')).toHaveText('Tim Yılmaz · PFA 24-1');
  });

  await test.step('"Besuch erfassen" in the orientation placement, a day within it, as a talk with notes', async () => {
    const orientation = page.getByRole('region', { name: 'Orientierungseinsatz' });
    await expect(orientation.getByTestId('visit-state')).toHaveText('Besuch fehlt');
    await orientation.getByRole('button', { name: /^Besuch erfassen: Orientierungseinsatz, / }).click();
    const dialog = page.getByRole('dialog', { name: 'Besuch erfassen' });
    const date = dialog.getByLabel('Datum des Besuchs');
    // the field allows the placement's days only (it ended, so up to its last day): a week after its first
    const from = (await date.getAttribute('min'))!;
    const until = (await date.getAttribute('max'))!;
    visitDate = plusDays(from, 7);
    expect(visitDate <= until).toBe(true);
    await date.fill(visitDate);
    await dialog.getByRole('radio', { name: 'Gespräch' }).check();
    await dialog.getByLabel('Notizen').fill('Gespräch mit Praxisanleitung und Tim über den Orientierungseinsatz; Lernziele für den nächsten Einsatz vereinbart.');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(alertWith(page, 'Besuch erfasst.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(orientation.getByTestId('visit-state')).toHaveText('besucht');
    await expect(orientation.getByText(`${german(visitDate)} · Gespräch`)).toBeVisible();
    await expect(orientation.getByText(/Lernziele für den nächsten Einsatz vereinbart\.$/)).toBeVisible();
    await expect(orientation.getByText(/^erfasst von Sabine Krüger am /)).toBeVisible();
  });

  await test.step('his Ausbildungsstand: Praxisbegleitung green ("Grün"), the visit listed', async () => {
    await page.getByRole('link', { name: 'Ausbildungsstand', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ausbildungsstand' })).toBeVisible();
    await expect(page.getByTestId('student-name')).toHaveText('Tim Yılmaz · PFA 24-1');
    await expectPart(page, 'visits', 'green', 'Grün');
    await expect(page.getByTestId('meaning-visits')).toHaveText(GREEN);
    await expect(page.getByTestId('part-visits').getByRole('row').filter({ hasText: 'Orientierungseinsatz' })).toContainText(`${german(visitDate)} (Gespräch)`);
  });

  await test.step('the yearly certificate of the first training year: theory and practice absences, the placements, the signature lines', async () => {
    const link = page.getByTestId('certificates').getByRole('link', { name: 'Jahreszeugnis 1. Ausbildungsjahr (PDF)' });
    const pdf = await download(page, link);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const text = pdfLine(await bytesOf(pdf));
    expect(text).toContain('Jahreszeugnis – 1. Ausbildungsjahr');
    // the standard fonts (WinAnsi) have no dotless ı: the PDF writes the base letter, never a garbled name
    expect(text).toContain('Tim Yilmaz Klasse PFA 24-1');
    expect(text).toContain('Jahreszeugnis – 1. Ausbildungsjahr · Tim Yilmaz · Seite 1 von ');
    expect(text).toMatch(/Fehlzeiten im theoretischen und praktischen Unterricht \(Schule\) Unterricht erfasst: \d+,\d Stunden · davon gefehlt: \d+,\d Stunden \(\d+,\d %\)\./);
    expect(text).toMatch(/Fehlzeiten in der praktischen Ausbildung \d+ Fehltage = \d+ Stunden in den Einsätzen dieses Jahres/);
    // the first year's placements (orientation, then the compulsory ones that end in the year) with their assessments
    expect(text).toMatch(/Praxiseinsätze und qualifizierte Leistungseinschätzungen .* Orientierungseinsatz .* Stationäre Akutpflege .* Stationäre Langzeitpflege /);
    expect(text).toMatch(/Ø \d,\d \(I: \d · II: \d · III: \d · IV: \d · V: \d\)/);
    expect(text).toContain('Ort, Datum Auszubildende/r Praxisanleitung Praxisbegleitung / Schulleitung');
  });

  await test.step('the class overview shows the change', async () => {
    await page.getByRole('link', { name: 'Ausbildungsstand der Klasse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ausbildungsstand der Klasse – PFA 24-1' })).toBeVisible();
    await expect(overviewLight(page, 'Yılmaz, Tim', 'Praxisbegleitung')).toHaveText('Grün');
  });

  await test.step('the class overview as CSV: the header, and Tim Yılmaz\'s row with his Praxisbegleitung green', async () => {
    const csv = await download(page, page.getByRole('link', { name: 'Tabelle als CSV' }));
    expect(csv.suggestedFilename()).toBe('ausbildungsstand_PFA_24-1.csv');
    const lines = (await bytesOf(csv)).toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
    const header = lines[0]!.split(';');
    expect(header).toEqual([
      'Nachname',
      'Vorname',
      'Ausbildungsbeginn',
      'Geplantes Ende',
      'Theorie',
      'Praxis',
      'Praxisanleitung',
      'Praxisbegleitung',
      'Leistungseinschätzungen',
      'Zulassung zur Prüfung',
      'Theorie: Fehlstunden',
      'Theorie: Fehlquote (%)',
      'Praxis: abgeschlossene Stunden',
      'Gefährdete Punkte',
    ]);
    const tim = lines.filter((l) => l.startsWith('Yılmaz;Tim;')).map((l) => l.split(';'));
    expect(tim).toHaveLength(1);
    const row = Object.fromEntries(header.map((h, i) => [h, tim[0]![i]]));
    expect(row['Ausbildungsbeginn']).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    expect(row['Praxisbegleitung']).toBe('Grün');
    for (const part of ['Theorie', 'Praxis', 'Praxisanleitung', 'Leistungseinschätzungen', 'Zulassung zur Prüfung']) expect(['Grün', 'Gelb', 'Rot']).toContain(row[part]);
    expect(row['Theorie: Fehlstunden']).toMatch(/^\d+(,\d+)?$/);
  });
});

const areas = [
  { area: 'I', grade: '2 – gut', pdf: '2 (gut)', text: 'Plant die Pflege für drei Bewohnerinnen nach dem Pflegeprozess und evaluiert sie selbstständig.' },
  { area: 'II', grade: '1 – sehr gut', pdf: '1 (sehr gut)', text: 'Führt Gespräche mit Angehörigen einfühlsam und klar.' },
  { area: 'III', grade: '3 – befriedigend', pdf: '3 (befriedigend)', text: 'Gibt bei der Übergabe das Wichtigste weiter; Absprachen mit der Therapie noch lückenhaft.' },
  { area: 'IV', grade: '2 – gut', pdf: '2 (gut)', text: 'Dokumentiert vollständig und hält die Schweigepflicht ein.' },
  { area: 'V', grade: '4 – ausreichend', pdf: '4 (ausreichend)', text: 'Begründet Maßnahmen noch selten mit Expertenstandards.' },
] as const;

test('ST-53 the instructor writes and submits Lena Schmidt\'s qualified assessment of her last placement; ST-54 she confirms the discussion, her Leistungseinschätzungen turn green; ST-55 the assessment as PDF', async ({ page, browser }) => {
  test.setTimeout(90_000);
  let absence = { days: 0, hours: '0' };

  await test.step('the teacher goes from his classes to Lena\'s placements and opens the assessment of her inpatient long-term placement', async () => {
    await signIn(page, demo.teacher, DEMO_PASSWORD);
    await page.getByRole('link', { name: 'PFA 24-1', exact: true }).click();
    await page.getByRole('row').filter({ hasText: demo.student }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lena Schmidt' })).toBeVisible();
    await page.getByRole('link', { name: 'Praxiseinsätze und Praxisanleitung' }).click();
    await page.getByRole('link', { name: /^Leistungseinschätzung: Stationäre Langzeitpflege, / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Qualifizierte Leistungseinschätzung' })).toBeVisible();
    await expect(page.getByTestId('student-name')).toHaveText('Lena Schmidt · PFA 24-1');
    await expect(page.getByRole('heading', { level: 2, name: 'Stationäre Langzeitpflege' })).toBeVisible();
    await expect(page.getByTestId('assessment-status')).toHaveText('Noch nicht begonnen');
    // the placement's absences, filled in from the records
    const [, days, hours] = (await page.getByTestId('absence').textContent())!.match(/^Fehltage laut Nachweis: (\d+) \(([\d,]+) h\)$/)!;
    absence = { days: Number(days), hours: hours! };
  });

  await test.step('the five areas with grade and text, submitted after the question: read-only with who submitted', async () => {
    for (const a of areas) {
      const area = page.getByTestId(`area-${a.area}`);
      await area.getByRole('combobox', { name: 'Note' }).click();
      await page.getByRole('option', { name: a.grade, exact: true }).click();
      await expect(area.getByRole('combobox', { name: 'Note' })).toHaveValue(a.grade);
      await area.getByRole('textbox', { name: 'Begründung' }).fill(a.text);
    }
    await page.getByRole('button', { name: 'Einreichen' }).click();
    const ask = page.getByRole('dialog', { name: 'Leistungseinschätzung einreichen?' });
    await expect(ask).toContainText('Danach kann sie nicht mehr geändert werden.');
    await ask.getByRole('button', { name: 'Einreichen' }).click();
    await expect(alertWith(page, 'Leistungseinschätzung eingereicht.')).toBeVisible();
    await expect(page.getByTestId('assessment-status')).toHaveText('Eingereicht');
    await expect(page.getByTestId('submitted-by')).toHaveText(/^Eingereicht von Markus Weber am \d\d\.\d\d\.\d{4}/);
    await expect(page.getByTestId('confirmed-by')).toHaveText('Die:der Auszubildende hat das Gespräch noch nicht bestätigt.');
    await expect(page.getByRole('button', { name: 'Einreichen' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Begründung' })).toHaveCount(0);
    for (const a of areas) {
      await expect(page.getByTestId(`area-${a.area}`)).toContainText(`Note: ${a.grade}`);
      await expect(page.getByTestId(`area-${a.area}`)).toContainText(a.text);
    }
  });

  const lena = await (await browser.newContext()).newPage();
  await test.step('Lena opens her Ausbildungsstand from her home: the assessment waits for her', async () => {
    await signIn(lena, demo.student, DEMO_PASSWORD);
    await lena.getByTestId('status-box').getByRole('link', { name: 'Ausbildungsstand öffnen' }).click();
    await expect(lena.getByRole('heading', { level: 1, name: 'Ausbildungsstand' })).toBeVisible();
    await expectPart(lena, 'assessments', 'amber', 'Gelb');
    const row = lena.getByTestId('part-assessments').getByRole('row').filter({ hasText: 'Stationäre Langzeitpflege' });
    await expect(row).toContainText('eingereicht, Gespräch offen');
    await row.getByRole('link', { name: /^Öffnen: Leistungseinschätzung zum Einsatz Stationäre Langzeitpflege · / }).click();
    await expect(lena.getByRole('heading', { level: 1, name: 'Qualifizierte Leistungseinschätzung' })).toBeVisible();
  });

  await test.step('she confirms the discussion', async () => {
    await expect(lena.getByTestId('submitted-by')).toHaveText(/^Eingereicht von Markus Weber am /);
    await lena.getByRole('button', { name: 'Gespräch bestätigen' }).click();
    await expect(alertWith(lena, 'Gespräch bestätigt.')).toBeVisible();
    await expect(lena.getByTestId('confirmed-by')).toHaveText(/^Gespräch bestätigt von Lena Schmidt am \d\d\.\d\d\.\d{4}/);
    await expect(lena.getByTestId('assessment-status')).toHaveText('Gespräch bestätigt');
    await expect(lena.getByRole('button', { name: 'Gespräch bestätigen' })).toHaveCount(0);
  });

  await test.step('the PDF: the five areas with their grades and texts, the absences, who wrote and confirmed it, the signature lines', async () => {
    const pdf = await download(lena, lena.getByRole('link', { name: 'Leistungseinschätzung (PDF)' }));
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const text = pdfLine(await bytesOf(pdf));
    expect(text).toContain('Qualifizierte Leistungseinschätzung Lena Schmidt Klasse PFA 24-1');
    expect(text).toContain('Stationäre Langzeitpflege: ');
    for (const a of areas) expect(text).toMatch(new RegExp(`${a.area}\\. [^·]*? ${a.pdf.replace(/[()]/g, '\\$&')} ${a.text.replace(/[.()]/g, '\\$&')}`));
    expect(text).toContain('Durchschnitt der Noten: 2,4');
    expect(text).toContain(absence.days ? `Fehlzeiten in diesem Einsatz ${absence.days} Fehltage = ${absence.hours} Stunden` : 'Fehlzeiten in diesem Einsatz Keine Fehlzeiten erfasst.');
    expect(text).toMatch(/Geschrieben von Markus Weber, eingereicht am \d\d\.\d\d\.\d{4}\. Gespräch bestätigt von Lena Schmidt am \d\d\.\d\d\.\d{4}\./);
    expect(text).toContain('Ort, Datum Unterschrift Auszubildende/r Unterschrift Praxisanleitung');
  });

  await test.step('her Ausbildungsstand: Leistungseinschätzungen green', async () => {
    await lena.getByRole('link', { name: 'Ausbildungsstand', exact: true }).click();
    await expect(lena.getByRole('heading', { level: 1, name: 'Ausbildungsstand' })).toBeVisible();
    await expectPart(lena, 'assessments', 'green', 'Grün');
    await expect(lena.getByTestId('meaning-assessments')).toHaveText(GREEN);
    await expect(lena.getByTestId('part-assessments').getByRole('row').filter({ hasText: 'Stationäre Langzeitpflege' })).toContainText('besprochen und bestätigt');
  });
  await lena.context().close();
});
