import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type BrowserType, type Page, type TestInfo } from '@playwright/test';
import { alertWith, signIn } from './support/auth';
import { DEMO_PASSWORD, demo } from './support/fixtures';
import { expectNoSeriousAxe, expectNoSideScroll } from './support/quality';

/**
 * Offline use on the ward (decision 031): writes made without a connection wait on the device,
 * survive a reload and a closed browser, and reach the server once; a write the server refuses
 * shows both states; signing out leaves nothing of the person on the device.
 */

const berlinDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** A browser whose storage (IndexedDB, service worker, cookies) lives in `dir`: closing and opening it again keeps them. */
async function deviceBrowser(browserType: BrowserType, testInfo: TestInfo, dir: string, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  const { launchOptions, baseURL, locale } = testInfo.project.use;
  return browserType.launchPersistentContext(dir, { ...launchOptions, baseURL, locale, viewport, reducedMotion: 'reduce', serviceWorkers: 'allow' });
}

/** The app's service worker controls the page (the app's code and shell then load without a connection). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 }).catch(async () => {
    // the first visit installs it; the page is controlled from the next load (or at once with clientsClaim)
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  });
}

/** What this device keeps in IndexedDB: the queued writes and whose saved query data. */
const deviceStore = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ writes: { owner: string; path: string }[]; queryOwners: string[] }>((resolve, reject) => {
        const open = indexedDB.open('praxisport');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('writes')) return resolve({ writes: [], queryOwners: [] });
          const tx = db.transaction(['writes', 'queries'], 'readonly');
          const writes = tx.objectStore('writes').getAll();
          const owners = tx.objectStore('queries').getAllKeys();
          tx.oncomplete = () => resolve({ writes: writes.result, queryOwners: owners.result as string[] });
          tx.onerror = () => reject(tx.error);
        };
      }),
  );

async function apiAs(playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } }, baseURL: string, email: string) {
  const api = await playwright.request.newContext({ baseURL });
  const res = await api.post('/api/user/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return { api, user: (await res.json()).user as { _id: string } };
}

const syncStatus = (page: Page) => page.getByTestId('sync-status');

test('ISSUE-42 a supervisor fills the attendance list offline, reloads, closes and reopens the browser, goes online: the server holds the list exactly once', async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-device-'));
  const baseURL = testInfo.project.use.baseURL!;
  const day = berlinDay();
  let context = await deviceBrowser(playwright.chromium, testInfo, dir);
  let page = context.pages()[0] ?? (await context.newPage());
  try {
    await signIn(page, demo.supervisor, DEMO_PASSWORD);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await waitForServiceWorker(page);
    // from the class list to the class register, as a supervisor goes (the screen is then on the device)
    await page.getByRole('link', { name: /PFA 24-1/ }).first().click();
    await page.getByRole('link', { name: 'Klassenbuch Analyse' }).click();
    await expect(page.getByTestId('attendance-row').first()).toBeVisible();
    const registerUrl = page.url();
    const classId = new URL(registerUrl).pathname.split('/')[2]!;
    const name = (await page.getByTestId('attendance-row').first().locator('p').first().textContent())!.trim();
    // the page changes when the browser is opened again: the switch is looked up on the current one
    const blockOn = (p: Page) => p.getByRole('checkbox', { name: `${name} 10:00-11:30` });
    let block = blockOn(page);
    const { api } = await apiAs(playwright, baseURL, demo.supervisor);
    const historyOf = async () => ((await (await api.get(`/api/audit/attendance/${classId}/${day}`)).json()).events ?? []).length as number;
    const before = await historyOf();
    const wasChecked = await block.isChecked();

    await test.step('offline: the list is saved on the device, "wartet auf Verbindung"', async () => {
      await context.setOffline(true);
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expect(page.getByTestId('offline-saved-at')).toContainText(/Stand: \d\d\.\d\d\.\d{4}, \d\d:\d\d/);
      await block.click();
      await page.getByRole('button', { name: 'Anwesenheitsliste speichern' }).click();
      await expect(alertWith(page, 'Ohne Verbindung gespeichert')).toBeVisible();
      await expect(page.getByTestId('pending-badge')).toHaveText('wartet auf Verbindung');
      await expect(syncStatus(page)).toHaveAttribute('aria-label', /1 Änderung wartet/);
    });

    await test.step('a reload without a connection shows the list as entered, still waiting', async () => {
      await page.reload();
      await expect(page.getByTestId('attendance-row').first()).toBeVisible();
      await expect(block).toBeChecked({ checked: !wasChecked });
      await expect(page.getByTestId('pending-badge')).toHaveText('wartet auf Verbindung');
      await expect(page.getByTestId('offline-banner')).toBeVisible();
    });

    await test.step('the browser is closed and opened again, still offline: the list still waits', async () => {
      await context.close();
      context = await deviceBrowser(playwright.chromium, testInfo, dir);
      await context.setOffline(true);
      page = context.pages()[0] ?? (await context.newPage());
      block = blockOn(page);
      await page.goto(registerUrl);
      // a browser started cold: the service worker and the device's data take a moment on a busy machine
      await expect(page.getByTestId('attendance-row').first()).toBeVisible({ timeout: 30_000 });
      await expect(block).toBeChecked({ checked: !wasChecked });
      await expect(page.getByTestId('pending-badge')).toHaveText('wartet auf Verbindung');
      expect(await historyOf()).toBe(before);
    });

    await test.step('online again: the session ended with the browser, so the app asks to sign in; then the list is sent once', async () => {
      await context.setOffline(false);
      await expect(page).toHaveURL(/\/signin$/, { timeout: 15_000 });
      expect(await historyOf()).toBe(before);
      await signIn(page, demo.supervisor, DEMO_PASSWORD);
      await expect(syncStatus(page)).toHaveAttribute('aria-label', /alles gesendet/, { timeout: 15_000 });
      await syncStatus(page).click();
      await expect(page.getByTestId('sync-last')).toContainText(/Zuletzt gesendet: \d\d\.\d\d\.\d{4}, \d\d:\d\d/);
      await page.keyboard.press('Escape');
      await expect.poll(historyOf).toBe(before + 1);
      const saved = await (await api.get(`/api/grade/attendance/byDate/${day}/${classId}`)).json();
      const student = saved.students.find((s: { firstName: string; name: string }) => `${s.firstName} ${s.name}` === name);
      expect(saved.attendance.attendance[student._id]['10']).toBe(!wasChecked);
      await page.goto(registerUrl);
      await expect(block).toBeChecked({ checked: !wasChecked });
      await expect(page.getByTestId('pending-badge')).toHaveCount(0);
    });
    await api.dispose();
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('ISSUE-42 an instructor records guidance offline while the supervisor changes the placement: the refusal shows both states and a choice', async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-device-'));
  const baseURL = testInfo.project.use.baseURL!;
  const context = await deviceBrowser(playwright.chromium, testInfo, dir, { width: 390, height: 844 });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    const teacher = await apiAs(playwright, baseURL, demo.teacher);
    const supervisor = await apiAs(playwright, baseURL, demo.supervisor);
    // a student of the teacher's class with a placement running today that the teacher guides
    const today = berlinDay();
    const classes: { _id: string }[] = (await (await teacher.api.get(`/api/grade/${teacher.user._id}`)).json()).classes ?? [];
    let target: { studentId: string; placement: { _id: string; type: string; provider: { _id: string }; from: string; until: string; plannedHours: number; atProvider: boolean; instructors: { _id: string }[] } } | null = null;
    for (const c of classes) {
      const plan = await (await teacher.api.get(`/api/placements/class/${c._id}`)).json();
      for (const s of plan.students ?? []) {
        const own = await (await teacher.api.get(`/api/placements/student/${s._id}`)).json();
        const p = own.placements?.find((x: { from: string; until: string; mayRecord: boolean }) => x.from <= today && today < x.until && x.mayRecord);
        if (p) {
          target = { studentId: s._id, placement: p };
          break;
        }
      }
      if (target) break;
    }
    expect(target, 'a placement of today that the demo teacher guides').not.toBeNull();
    const { studentId, placement } = target!;

    await signIn(page, demo.teacher, DEMO_PASSWORD);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await waitForServiceWorker(page);
    await page.goto(`/placements/${studentId}`);
    const card = page.getByTestId(`placement-${placement._id}`);
    await expect(card).toBeVisible();

    await test.step('offline: the guidance is kept on the device and listed on its placement as waiting', async () => {
      await context.setOffline(true);
      await card.getByRole('button', { name: /Anleitung erfassen/ }).click();
      const dialog = page.getByRole('dialog');
      // the last day of the placement: the supervisor is about to end it today
      await dialog.getByLabel('Datum').fill(placement.until);
      await dialog.getByLabel('Minuten').fill('45');
      await dialog.getByLabel('Thema').fill('Wundversorgung am Bett');
      await dialog.getByRole('button', { name: 'Speichern' }).dblclick();
      await expect(alertWith(page, 'Ohne Verbindung gespeichert')).toBeVisible();
      await expect(card.getByTestId('pending-writes')).toContainText('Wundversorgung am Bett');
      // the double click kept one record
      await expect(card.getByTestId('pending-writes').getByRole('listitem')).toHaveCount(1);
      await expect(card.getByTestId('pending-badge')).toHaveText('wartet auf Verbindung');
      await expectNoSideScroll(page, 'a placement with waiting guidance, offline, at 390 px');
      await expectNoSeriousAxe(page, 'offline banner and waiting guidance at 390 px');
    });

    await test.step('meanwhile the supervisor ends the placement today', async () => {
      const res = await supervisor.api.put(`/api/placements/${placement._id}`, {
        data: {
          type: placement.type,
          providerId: placement.provider._id,
          from: placement.from,
          until: today,
          plannedHours: placement.plannedHours,
          atProvider: placement.atProvider,
          instructorIds: placement.instructors.map((i) => i._id),
        },
      });
      expect(res.ok()).toBe(true);
    });

    await test.step('online: the server refuses; the sync status shows the message, both states and the choice', async () => {
      await context.setOffline(false);
      await expect(syncStatus(page)).toHaveAttribute('aria-label', /1 Änderung wartet/);
      await expect(card.getByTestId('pending-badge')).toHaveText('nicht angenommen', { timeout: 15_000 });
      await syncStatus(page).click();
      const conflict = page.getByTestId('sync-conflict');
      await expect(conflict).toBeVisible();
      await expect(conflict.getByTestId('sync-conflict-mine')).toContainText('Wundversorgung am Bett');
      await expect(conflict.getByTestId('sync-conflict-mine')).toContainText('45');
      const german = (iso: string) => iso.split('-').reverse().join('.');
      await expect(conflict.getByTestId('sync-conflict-mine')).toContainText(german(placement.until));
      await expect(conflict.getByTestId('sync-conflict-server')).toContainText(`${german(placement.from)} – ${german(today)}`);
      await expect(conflict.getByTestId('sync-conflict-message')).not.toBeEmpty();
      for (const name of ['Meine behalten', 'Server übernehmen', 'Verwerfen']) await expect(conflict.getByRole('button', { name })).toBeVisible();
      await expectNoSideScroll(page, 'sync dialog with a conflict at 390 px');
      await expectNoSeriousAxe(page, 'sync dialog with a conflict at 390 px');
      // keeping mine sends it again: still refused, still shown
      await conflict.getByRole('button', { name: 'Meine behalten' }).click();
      await expect(page.getByTestId('sync-conflict')).toBeVisible();
      await page.getByTestId('sync-conflict').getByRole('button', { name: 'Verwerfen' }).click();
      await expect(page.getByTestId('sync-conflict')).toHaveCount(0);
      await expect(page.getByTestId('sync-summary')).toHaveText('Alle Änderungen sind gesendet.');
    });
    const records = (await (await supervisor.api.get(`/api/placements/student/${studentId}`)).json()).guidance;
    expect(records.filter((g: { topic: string }) => g.topic === 'Wundversorgung am Bett')).toHaveLength(0);
    await teacher.api.dispose();
    await supervisor.api.dispose();
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('ISSUE-42 signing out with waiting writes asks first; the next person on the device sees nothing of the first', async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-device-'));
  const context = await deviceBrowser(playwright.chromium, testInfo, dir, { width: 390, height: 844 });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await signIn(page, demo.teacher, DEMO_PASSWORD);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await waitForServiceWorker(page);
    const teacherId = JSON.parse((await page.evaluate(() => localStorage.getItem('praxisport.userSession')))!).user._id as string;
    // Lena Schmidt's comments, from the class through her home
    await page.getByRole('link', { name: /PFA 24-1/ }).first().click();
    await page.getByRole('row').filter({ hasText: 'Schmidt' }).first().click();
    await page.getByRole('link', { name: /Kommentare/ }).click();
    await expect(page.getByRole('heading', { name: 'Kommentare' })).toBeVisible();

    await test.step('a never opened screen offline says it needs a connection', async () => {
      await context.setOffline(true);
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Mein Profil' }).click();
      await expect(page.getByText('Diese Seite wurde auf diesem Gerät noch nicht geöffnet und braucht eine Verbindung.').first()).toBeVisible();
      await expectNoSeriousAxe(page, 'a screen never opened, offline, at 390 px');
      await page.goBack();
    });

    await test.step('three comments offline wait', async () => {
      for (const text of ['Heute sehr sicher bei der Medikamentengabe', 'Dokumentation vollständig', 'Übergabe strukturiert']) {
        await page.getByLabel('Neuer Kommentar').fill(text);
        await page.getByRole('button', { name: 'Senden' }).click();
        await expect(page.getByTestId('pending-writes')).toContainText(text);
      }
      await expect(syncStatus(page)).toHaveAttribute('aria-label', /3 Änderungen warten/);
      expect((await deviceStore(page)).writes.filter((w) => w.owner === teacherId)).toHaveLength(3);
    });

    await test.step('signing out asks "3 Änderungen noch nicht gesendet – trotzdem abmelden?"; staying keeps them', async () => {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      const dialog = page.getByRole('dialog', { name: 'Abmelden?' });
      await expect(dialog).toContainText('3 Änderungen noch nicht gesendet – trotzdem abmelden?');
      await expectNoSeriousAxe(page, 'sign-out question with waiting writes at 390 px');
      await dialog.getByRole('button', { name: 'Angemeldet bleiben' }).click();
      await expect(syncStatus(page)).toHaveAttribute('aria-label', /3 Änderungen warten/);
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('dialog', { name: 'Abmelden?' }).getByRole('button', { name: 'Trotzdem abmelden' }).click();
      await expect(page).toHaveURL(/\/signin$/);
    });

    await test.step('the device keeps nothing of the first person; the next person sees nothing of it', async () => {
      const left = await deviceStore(page);
      expect(left.writes.filter((w) => w.owner === teacherId)).toHaveLength(0);
      expect(left.queryOwners).not.toContain(teacherId);
      await context.setOffline(false);
      await signIn(page, demo.supervisor, DEMO_PASSWORD);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(syncStatus(page)).toHaveAttribute('aria-label', /alles gesendet/);
      const after = await deviceStore(page);
      expect(after.writes).toHaveLength(0);
      expect(after.queryOwners).not.toContain(teacherId);
    });
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
