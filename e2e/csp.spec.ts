import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { adminSignIn, fillSignUp, signIn } from './support/auth';
import { demo, DEMO_PASSWORD, uniqueSuffix } from './support/fixtures';

/**
 * Issue 16, item 6: the app runs under its strict Content-Security-Policy without a single
 * violation (decision 026). Every page records `securitypolicyviolation` events from its first
 * script on, and the console is watched for the browser's CSP refusals; the main screens of each
 * role are opened as full page loads (each one parses the policy afresh), with a modal, a sign-up
 * with image uploads and the admin back office.
 */

/** Records violations in the page (from before the app's first script) and CSP lines of the console. */
async function watched(browser: Browser): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(m.text())) violations.push(`console: ${m.text()}`);
  });
  return { context, page, violations };
}

/** Violations the current document recorded so far (read before leaving it). */
async function drain(page: Page, where: string, violations: string[]) {
  const seen = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp?.splice(0) ?? []).catch(() => [] as string[]);
  violations.push(...seen.map((v) => `${where}: ${v}`));
}

/** Opens a path as a full page load and waits until its main heading is there and nothing is loading. */
async function open(page: Page, path: string, violations: string[]) {
  await page.goto(path);
  await expect(page.locator('main h1, main h2').first(), path).toBeVisible();
  await page.waitForFunction(() => !document.body.innerText.includes('Loading...') && !document.body.innerText.includes('Wird geladen'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await drain(page, path, violations);
}

test('ISSUE-16 item 6: the Content-Security-Policy is strict for scripts and sent on every page', async ({ request }) => {
  for (const path of ['/', '/signin', '/classes', '/admin/dashboard']) {
    const res = await request.get(path);
    const csp = res.headers()['content-security-policy'] ?? '';
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
    expect(directives.get('script-src'), path).toEqual(["'self'"]);
    expect(directives.get('script-src-attr'), path).toEqual(["'none'"]);
    expect(directives.get('object-src'), path).toEqual(["'none'"]);
    expect(directives.get('default-src'), path).toEqual(["'self'"]);
    expect(directives.get('base-uri'), path).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors'), path).toEqual(["'self'"]);
    // Mantine writes style tags and style attributes: inline styles only, never inline scripts
    expect(directives.get('style-src'), path).toEqual(["'self'", "'unsafe-inline'"]);
  }
});

test('ISSUE-16 item 6: the main screens of every role run under the CSP without a violation', async ({ browser }) => {
  test.setTimeout(180_000);
  const violations: string[] = [];

  await test.step('visitor: sign-in, sign-up with two image uploads, forgotten password, admin sign-in', async () => {
    const { context, page, violations: v } = await watched(browser);
    for (const path of ['/signin', '/forgot-password', '/admin/signin']) {
      await page.goto(path);
      await expect(page.getByRole('button').first()).toBeVisible();
      await drain(page, path, v);
    }
    const suffix = uniqueSuffix();
    await fillSignUp(page, { type: 'Praxisanleitung', name: 'Richtlinie', firstName: 'Carla', username: `csp_${suffix}`, email: `csp.${suffix}@schule.example`, password: 'sicher-123' });
    // both images are uploaded and previewed (blob: and the pre-signed PUT)
    await expect(page.getByRole('img').first()).toBeVisible();
    await drain(page, '/signup', v);
    violations.push(...v);
    await context.close();
  });

  interface Ids {
    student: string;
    classId: string;
  }
  const ids: Ids = { student: '', classId: '' };
  const users: [keyof typeof demo, (ids: Ids) => string[]][] = [
    ['student', (i) => [`/${i.student}`, '/trainingportfolio', '/profile', `/placements/${i.student}`, `/competenceprofile/${i.student}`, '/optionquestions/communication', `/nursingphenomena/${i.student}`]],
    ['teacher', (i) => ['/classes', `/students/${i.classId}`, `/${i.student}`, `/comments/${i.student}`, `/talksform/initialconsultation/${i.student}`, `/assessmentforms/${i.student}`, `/listingOptions/trainingportfolio/${i.student}`]],
    ['supervisor', (i) => ['/classes', `/classRegisterAnalysis/${i.classId}`, `/placements/class/${i.classId}`, `/students/${i.classId}/import`, '/registeranalysis/classes']],
    ['kilian', () => ['/kiliantasks', '/trainingportfolio', '/profile']],
  ];
  for (const [role, paths] of users) {
    await test.step(`${role}: ${paths(ids).length} screens`, async () => {
      const { context, page, violations: v } = await watched(browser);
      await signIn(page, demo[role], DEMO_PASSWORD);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await drain(page, `${role} sign-in`, v);
      if (role === 'teacher') {
        const me = JSON.parse((await page.evaluate(() => window.localStorage.getItem('praxisport.userSession')))!) as { user: { _id: string } };
        const { classes } = (await (await page.request.get(`/api/grade/${me.user._id}`)).json()) as { classes: { _id: string; className: string }[] };
        ids.classId = classes.find((c) => c.className === 'PFA 24-1')!._id;
        const { students } = (await (await page.request.get(`/api/user/students/${ids.classId}`)).json()) as { students: { _id: string; name: string }[] };
        ids.student = students.find((s) => s.name === 'Schmidt')!._id;
      }
      if (role === 'student') {
        const me = JSON.parse((await page.evaluate(() => window.localStorage.getItem('praxisport.userSession')))!) as { user: { _id: string } };
        ids.student = me.user._id;
      }
      for (const path of paths(ids)) await open(page, path, v);
      if (role === 'supervisor') {
        // a modal (Mantine's portal and its styles)
        await open(page, '/classes', v);
        const add = page.getByRole('button', { name: /Klasse (hinzufügen|anlegen|erstellen)/ }).first();
        if (await add.isVisible()) {
          await add.click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await drain(page, 'supervisor class modal', v);
        }
      }
      violations.push(...v.map((x) => `${role} ${x}`));
      await context.close();
    });
  }

  await test.step('admin: the back office', async () => {
    const { context, page, violations: v } = await watched(browser);
    await adminSignIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const path of ['/admin/dashboard', '/admin/accounts', '/admin/lfce', '/admin/trainingportfolio', '/admin/outbox', '/admin/placements']) await open(page, path, v);
    violations.push(...v.map((x) => `admin ${x}`));
    await context.close();
  });

  expect(violations).toEqual([]);
});
