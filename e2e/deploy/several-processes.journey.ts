import http from 'node:http';
import https from 'node:https';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { adminSignIn, alertWith, signIn } from '../support/auth';
import { DEMO_PASSWORD, demo, pngFixture } from '../support/fixtures';
import { MAIL_POLL_MS, startStack, type Stack } from './stack';

/**
 * Several processes, one app: nginx with deploy/nginx.conf in front of three processes with
 * deploy/praxisport.env.example, on one PostgreSQL and one S3 bucket. A journey in the browser through
 * nginx (sign in, upload, tick, save attendance, sign out) whose requests land on every process; one
 * mail, sent once by three outbox workers; and a sign-out, a deactivation and a removal from a class
 * that every process refuses with the very next request.
 */

let stack: Stack;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request past the browser: to nginx (https, its own certificate) or straight to a process. */
function send(url: string, { method = 'GET', cookie, json, headers = {} }: { method?: string; cookie?: string; json?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  const all: Record<string, string> = { ...headers, ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}) };
  return new Promise((resolve, reject) => {
    const req = (url.startsWith('https:') ? https : http).request(url, { method, headers: all, rejectUnauthorized: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The same request to nginx and to each process directly, all at once: their statuses, nginx first. */
async function everywhere(path: string, cookie: string): Promise<number[]> {
  const bases = [stack.url, ...stack.processes.map((p) => p.url)];
  return (await Promise.all(bases.map((base) => send(`${base}${path}`, { cookie })))).map((a) => a.status);
}

/** A user's session cookie, from a sign-in through nginx. */
async function apiSignIn(email: string): Promise<string> {
  const res = await send(`${stack.url}/api/user/auth/login`, { method: 'POST', json: { email, password: DEMO_PASSWORD } });
  expect(res.status, email).toBe(200);
  return sessionCookieOf(res);
}
const sessionCookieOf = (res: Answer) => {
  const cookie = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('pp_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
};

/** Which process answered each API request of a browser context, in order. */
const answeredBy: string[] = [];
async function signedIn(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: stack.url, viewport: { width: 1280, height: 900 } });
  context.on('response', (r) => {
    const name = r.headers()['x-praxisport-process'];
    if (name && new URL(r.url()).pathname.startsWith('/api/')) answeredBy.push(name);
  });
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return { context, page };
}

const cookieOf = async (context: BrowserContext) => {
  const c = (await context.cookies()).find((k) => k.name === 'pp_session');
  if (!c) throw new Error('no session cookie in the browser');
  return `${c.name}=${c.value}`;
};

const idOf = async (sql: string, value: string) => ((await stack.db.query<{ id: string }>(sql, [value])).rows[0] ?? { id: '' }).id;

test('three processes behind nginx behave as one', async ({ browser }) => {
  const lenaId = await idOf('select id from users where email = $1', demo.student);
  const classId = await idOf('select id from classes where class_name = $1', 'PFA 24-2');
  expect(lenaId && classId).toBeTruthy();

  await test.step('nginx: http leads to https, a body over UPLOAD_MAX_BYTES stops at nginx, HTML goes compressed, assets precompressed', async () => {
    const limit = Number(/client_max_body_size (\d+)m;/.exec(stack.nginxConf)?.[1]) * 1024 * 1024;
    expect(limit).toBe(Number(stack.env.UPLOAD_MAX_BYTES));
    const plain = await send(`${stack.httpUrl}/signin`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toMatch(/^https:\/\//);
    const tooLarge = await send(`${stack.url}/api/upload/${crypto.randomUUID()}.png`, { method: 'PUT', headers: { 'content-length': String(limit + 1), 'content-type': 'image/png' } });
    expect(tooLarge.status).toBe(413);
    const page = await send(`${stack.url}/signin`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['x-praxisport-process']).toBeTruthy();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec((await send(`${stack.url}/signin`)).body.toString())![1]!;
    expect((await send(`${stack.url}${script}`, { headers: { 'accept-encoding': 'br, gzip' } })).headers['content-encoding']).toBe('br');
  });

  await test.step('X-Forwarded-For: a process takes the client address from nginx (TRUST_PROXY); nginx replaces what a client sent', async () => {
    const keys = async () => (await stack.db.query<{ key: string }>("select key from rate_limits where key like 'signupClasses:%'")).rows.map((r) => r.key);
    // the public class list counts requests per client address
    expect((await send(`${stack.processes[0]!.url}/api/grade/signupClasses`, { headers: { 'x-forwarded-for': '198.51.100.9' } })).status).toBe(200);
    expect(await keys()).toContain('signupClasses:198.51.100.9');
    expect((await send(`${stack.url}/api/grade/signupClasses`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(200);
    expect(await keys()).toContain('signupClasses:127.0.0.1');
    expect(await keys()).not.toContain('signupClasses:203.0.113.7');
  });

  const teacher = await signedIn(browser, demo.teacher);

  await test.step('the teacher uploads a profile picture; every process serves it', async () => {
    await teacher.page.goto('/profile');
    await teacher.page.getByTestId('profile-profile-file').setInputFiles(pngFixture());
    await teacher.page.getByRole('button', { name: 'Hochladen und speichern' }).first().click();
    await expect(alertWith(teacher.page, 'Profil gespeichert.')).toBeVisible();
    const picture = teacher.page.getByRole('img', { name: 'Ihr aktuelles Profilbild' });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const src = (await picture.getAttribute('src'))!;
    // in the bucket, not on a process's disk
    expect(stack.objectKeys().some((key) => src.endsWith(`/${key}`))).toBe(true);
    const cookie = await cookieOf(teacher.context);
    for (const p of stack.processes) {
      const res = await send(`${p.url}${src}`, { cookie });
      expect(res.status, p.name).toBe(200);
      expect(res.body.subarray(1, 4).toString(), p.name).toBe('PNG');
    }
  });

  await test.step('the teacher ticks a portfolio item of Lena Schmidt; it stays ticked after a reload', async () => {
    const item = 'Mangelernährung erkennen';
    await teacher.page.goto(`/listingOptions/trainingportfolio/${lenaId}`);
    await teacher.page.getByRole('button', { name: 'Ernährung und Ausscheidung: Einträge anzeigen' }).click();
    const box = teacher.page.getByRole('checkbox', { name: `${item}: bestätigt von der Praxisanleitung` });
    await expect(box).not.toBeChecked();
    await box.click();
    await expect(alertWith(teacher.page, 'Action successful!')).toBeVisible();
    await teacher.page.reload();
    await teacher.page.getByRole('button', { name: 'Ernährung und Ausscheidung: Einträge anzeigen' }).click();
    await expect(box).toBeChecked();
  });

  await test.step('the teacher signs out: the old cookie is refused by nginx and by every process at once', async () => {
    const cookie = await cookieOf(teacher.context);
    expect(await everywhere('/api/user/auth/session', cookie)).toEqual([200, 200, 200, 200]);
    await teacher.page.getByTestId('user-menu').click();
    await teacher.page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(teacher.page).toHaveURL(/\/signin$/);
    expect(await everywhere('/api/user/auth/session', cookie)).toEqual([401, 401, 401, 401]);
    await teacher.context.close();
  });

  const supervisor = await signedIn(browser, demo.supervisor);

  await test.step('the supervisor saves the attendance of PFA 24-2; after a reload it is "Bearbeitet"', async () => {
    await supervisor.page.goto('/classes');
    await supervisor.page.getByRole('link', { name: /PFA 24-2/ }).first().click();
    await supervisor.page.getByRole('link', { name: 'Klassenbuch Analyse' }).click();
    await expect(supervisor.page.getByTestId('attendance-status')).toHaveText('Nicht Bearbeitet');
    const first = (await supervisor.page.getByTestId('attendance-row').first().locator('p').first().textContent())!.trim();
    await supervisor.page.getByRole('checkbox', { name: `${first} 12:00-13:30` }).click();
    await supervisor.page.getByRole('button', { name: 'Anwesenheitsliste speichern' }).click();
    await expect(alertWith(supervisor.page, 'Anwesenheitsliste aktualisiert!')).toBeVisible();
    await supervisor.page.reload();
    await expect(supervisor.page.getByTestId('attendance-status')).toHaveText('Bearbeitet');
    await expect(supervisor.page.getByRole('checkbox', { name: `${first} 12:00-13:30` })).not.toBeChecked();
  });

  await test.step('the supervisor removes the teacher from PFA 24-2: every process refuses him the class at once', async () => {
    const cookie = await apiSignIn(demo.teacher);
    const students = `/api/user/students/${classId}`;
    expect(await everywhere(students, cookie)).toEqual([200, 200, 200, 200]);
    // an answer in JSON goes gzip-compressed through nginx
    expect((await send(`${stack.url}${students}`, { cookie, headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');
    await supervisor.page.goto(`/students/${classId}/teachers`);
    await supervisor.page.getByRole('button', { name: 'Entfernen: Markus Weber' }).click();
    await supervisor.page.getByRole('dialog', { name: 'Praxisanleitung entfernen?' }).getByRole('button', { name: 'Entfernen' }).click();
    await expect(alertWith(supervisor.page, 'Markus Weber wurde aus der Klasse entfernt.')).toBeVisible();
    expect(await everywhere(students, cookie)).toEqual([403, 403, 403, 403]);
  });

  await test.step('the supervisor signs out', async () => {
    await supervisor.page.getByTestId('user-menu').click();
    await supervisor.page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(supervisor.page).toHaveURL(/\/signin$/);
    await supervisor.context.close();
  });

  await test.step('the admin deactivates Lena Schmidt: every process refuses her session at once', async () => {
    const cookie = await apiSignIn(demo.student);
    expect(await everywhere('/api/user/auth/session', cookie)).toEqual([200, 200, 200, 200]);
    const context = await browser.newContext({ baseURL: stack.url });
    const admin = await context.newPage();
    await adminSignIn(admin);
    await admin.getByRole('link', { name: 'Accounts' }).click();
    await admin.getByLabel('Suche').fill(demo.student);
    await admin.getByRole('region', { name: 'Alle Konten' }).getByRole('row').filter({ hasText: demo.student }).getByRole('button', { name: 'Deaktivieren' }).click();
    await expect(alertWith(admin, 'Lena Schmidt wurde deaktiviert.')).toBeVisible();
    expect(await everywhere('/api/user/auth/session', cookie)).toEqual([401, 401, 401, 401]);
    await context.close();
  });

  await test.step('"Passwort vergessen?": three outbox workers send the one mail once', async () => {
    const address = 'julia.hoffmann@praxisport.de';
    const context = await browser.newContext({ baseURL: stack.url });
    const page = await context.newPage();
    await page.goto('/forgot-password');
    await page.getByLabel('E-Mail').fill(address);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();
    await context.close();
    await expect.poll(() => stack.smtp.to(address).length, { timeout: 15_000 }).toBe(1);
    // every worker has looked at the outbox a few times since the mail went out
    const sentAt = (await stack.db.query<{ sent_at: Date }>('select sent_at from mail_outbox where to_address = $1', [address])).rows[0]!.sent_at;
    await expect.poll(() => Date.now() - sentAt.getTime(), { intervals: [MAIL_POLL_MS] }).toBeGreaterThan(5 * MAIL_POLL_MS);
    expect(stack.smtp.to(address)).toHaveLength(1);
    expect(stack.smtp.to(address)[0]!.text).toContain(`${stack.url}/reset-password?token=`);
    const rows = await stack.db.query<{ status: string; attempts: number }>('select status, attempts from mail_outbox where to_address = $1', [address]);
    expect(rows.rows).toEqual([{ status: 'sent', attempts: 1 }]);
  });

  await test.step('the browser’s requests went to all three processes, one after another', async () => {
    const names = stack.processes.map((p) => p.name);
    expect(new Set(answeredBy)).toEqual(new Set(names));
    // consecutive answers from different processes: nginx spreads them, it does not stick to one
    const switches = answeredBy.filter((name, i) => i > 0 && name !== answeredBy[i - 1]).length;
    expect(switches).toBeGreaterThan(answeredBy.length / 2);
    console.log(`${answeredBy.length} API answers: ${names.map((n) => `${n} ${answeredBy.filter((a) => a === n).length}`).join(', ')}`);
  });
});
