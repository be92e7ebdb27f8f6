import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminSignIn, signIn } from './support/auth';
import { demo, DEMO_PASSWORD } from './support/fixtures';
import { seriousAxeViolationsInPlace } from './support/quality';
import { ADMIN_ROUTES, demoIds, ROLES, USER_ROUTES, type RouteCase, type Role } from './support/routes';

/**
 * No dead end (issue 12): every route of D2 §2.1 and every additional path shape, with real ids of
 * the demo data, as each role. A role allowed to see a route gets a screen with a main heading, no
 * coming-soon text and no console error; every other role gets a clear 'Kein Zugriff' or '404';
 * a visitor without a session is sent to the sign-in (ROUTE-51, SEC-01).
 *
 * The walk is fast: one signed-in page per role, and client-side navigation (history.pushState +
 * popstate) through a blank not-found route between two targets, so each target renders afresh.
 */

const PUBLIC_ROUTES = ['/', '/signin', '/signup', '/admin/signin'];
/** Public pages of issue 15: 'Passwort vergessen?' asks for the e-mail address. */
const FORGOT_ROUTES = ['/forgot-password', '/admin/forgot-password'];

/** The placeholder of routes not built yet (web/src/locales/de/common.json). */
const PLACEHOLDER = /Diese Seite folgt\.|Dieser Bereich wird in einer späteren Version ergänzt\./;
const REFUSED = /^(Kein Zugriff|404)$/;
const BLANK = '/route-walk/blank/page';

const walked = USER_ROUTES;

/**
 * axe once per screen (issue 16 item 12): each route is checked for one role that may see it, the
 * routes spread over the roles (the least loaded allowed role takes the next route), so the four
 * parallel walks share the work; the refused screens ('Kein Zugriff', 404) once each.
 */
const axeRole = new Map<RouteCase, Role>();
{
  const load = new Map<Role, number>(ROLES.map((role) => [role, 0]));
  for (const c of walked) {
    const role = [...c.allow].sort((a, b) => load.get(a)! - load.get(b)!)[0];
    if (!role) continue;
    axeRole.set(c, role);
    load.set(role, load.get(role)! + 1);
  }
}

/** Client-side navigation, as a click on a link would do it. */
async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** A page that records console warnings and errors (refused API calls are the network, not the app). */
function withConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'warning' || m.type() === 'error') && !m.text().startsWith('Failed to load resource')) messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

interface Outcome {
  path: string;
  url: string;
  h1: string[];
  refused: boolean;
  /** nothing in the main area but the refusal (its heading and its one link): no part of the refused page stays */
  refusalAlone: boolean;
  placeholder: boolean;
  console: string[];
}

/**
 * One round trip per route: in the page, leave the layout (the blank not-found route has none),
 * open the target, wait until it has settled (the layout is back, nothing says 'Loading...', the
 * main area has a heading with text; at most 10 s), and report what it shows. A screen that never
 * settles is reported as blank by the caller, not thrown here.
 */
async function visit(page: Page, path: string, messages: string[], marker = '[data-testid="user-menu"]'): Promise<Outcome> {
  const seen = await page.evaluate(
    async ({ path, blank, marker, placeholder, refused }) => {
      const nav = (p: string) => {
        window.history.pushState(null, '', p);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      };
      const until = async (ok: () => boolean, ms: number) => {
        const end = Date.now() + ms;
        while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      };
      const headings = () => Array.from(document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')).map((h) => (h.textContent ?? '').trim());
      nav(blank);
      await until(() => !document.querySelector(marker), 10_000);
      nav(path);
      await until(() => {
        const main = document.querySelector('main');
        return !!document.querySelector(marker) && !!main && !main.innerText.includes('Loading...') && headings().some(Boolean);
      }, 10_000);
      const main = document.querySelector('main');
      return {
        url: window.location.pathname,
        h1: Array.from(document.querySelectorAll('main h1')).map((h) => (h.textContent ?? '').trim()).filter(Boolean),
        refused: headings().some((h) => new RegExp(refused).test(h)),
        refusalAlone: headings().length === 1 && !main?.querySelector('input, select, textarea, button') && (main?.querySelectorAll('a').length ?? 0) <= 1,
        placeholder: new RegExp(placeholder).test(main?.innerText ?? ''),
      };
    },
    { path, blank: BLANK, marker, placeholder: PLACEHOLDER.source, refused: REFUSED.source },
  );
  return { path, ...seen, console: messages.splice(0) };
}

async function userPage(browser: Browser, role: Role) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const messages = withConsole(page);
  await signIn(page, demo[role], DEMO_PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  messages.splice(0);
  return { context, page, messages };
}

test('ROUTE-01..54 no dead end: every route opens a screen for each allowed role and refuses the others; axe checks each screen once', async ({ browser }) => {
  // about 3.5 min on a loaded 2-core machine (axe is most of it); room for a slower run
  test.setTimeout(360_000);
  let axeScreens = 0;
  let axeMs = 0;
  const axe = async (page: Page, what: string, failures: string[]) => {
    const start = Date.now();
    failures.push(...(await seriousAxeViolationsInPlace(page, what)));
    axeMs += Date.now() - start;
    axeScreens += 1;
  };
  const teacher = await userPage(browser, 'teacher');

  const ids = await test.step('real ids from the demo data', () => demoIds(teacher.page));

  await test.step('admin: the back office routes as admin; users are sent to the admin sign-in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const messages = withConsole(page);
    await adminSignIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const { competencyCatOptionSubTests: subTests } = (await (await page.request.get('/api/admin/test/competencyCatOptionSubTest')).json()) as {
      competencyCatOptionSubTests: { _id: string; _competencyCatOptionTest: string }[];
    };
    ids.testId = subTests[0]!._competencyCatOptionTest;
    ids.subTestId = subTests[0]!._id;
    const failures: string[] = [];
    for (const c of ADMIN_ROUTES) {
      const path = c.path(ids);
      // the admin layout has the back-office navigation; the blank route has none
      const o = await visit(page, path, messages, 'nav');
      if (o.url !== path || o.refused || o.placeholder || o.h1.length === 0 || o.console.length) failures.push(`admin ${path}: ${JSON.stringify(o)}`);
      else await axe(page, `admin ${path}`, failures);
    }
    expect(failures).toEqual([]);
    await context.close();
  });

  // the four roles walk at the same time, each in its own signed-in page
  const failures: string[] = [];
  await test.step(`${ROLES.join(', ')}: ${walked.length} routes each`, async () => {
    await Promise.all(
      ROLES.map(async (role) => {
        const { context, page, messages } = role === 'teacher' ? teacher : await userPage(browser, role);
        for (const c of walked) {
          const path = c.path(ids);
          const o = await visit(page, path, messages);
          const allowed = c.allow.includes(role);
          if (o.console.length) failures.push(`${role} ${path}: console ${o.console.join(' | ')}`);
          if (o.placeholder) failures.push(`${role} ${path}: placeholder text`);
          if (allowed && (o.refused || o.h1.length === 0)) failures.push(`${role} ${path}: expected a screen, got ${JSON.stringify(o)}`);
          if (!allowed && !o.refused) failures.push(`${role} ${path}: expected 'Kein Zugriff' or '404', got ${JSON.stringify(o)}`);
          if (o.refused && !o.refusalAlone) failures.push(`${role} ${path}: the refusal shares the screen with the page, got ${JSON.stringify(o)}`);
          if (allowed && axeRole.get(c) === role && !o.refused && o.h1.length) await axe(page, `${role} ${path}`, failures);
        }
        // the refused screen, once
        if (role === 'kilian') {
          const o = await visit(page, '/classes', messages);
          if (o.refused) await axe(page, 'kilian /classes (Kein Zugriff)', failures);
          else failures.push(`kilian /classes: expected 'Kein Zugriff', got ${JSON.stringify(o)}`);
        }
        // an unknown path and a malformed student id: a clear not-found
        for (const path of ['/no/such/page', '/not-a-student-id']) {
          await go(page, BLANK);
          await go(page, path);
          await expect(page.locator('main').getByRole('heading', { name: '404' })).toBeVisible();
          if (role === 'student') await axe(page, `student ${path} (404)`, failures);
        }
        // the back office is not a user's: the admin sign-in
        for (const c of ADMIN_ROUTES) {
          await go(page, c.path(ids));
          await expect(page).toHaveURL(/\/admin\/signin$/);
        }
        if (role !== 'teacher') await context.close();
      }),
    );
  });
  expect(failures).toEqual([]);
  await teacher.context.close();

  await test.step('ROUTE-51 without a session: public routes show their form, every other route the sign-in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const messages = withConsole(page);
    const axeFailures: string[] = [];
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: path === '/signup' ? /Registrieren|Sign Up/ : 'Sign In' }).first()).toBeVisible();
      if (path !== '/') await axe(page, `visitor ${path}`, axeFailures);
    }
    for (const path of FORGOT_ROUTES) {
      await page.goto(path);
      await expect(page.getByLabel('E-Mail', { exact: true })).toBeVisible();
      await axe(page, `visitor ${path}`, axeFailures);
    }
    expect(axeFailures).toEqual([]);
    for (const c of walked) {
      await go(page, BLANK);
      await go(page, c.path(ids));
      await expect(page, c.pattern).toHaveURL(/\/signin$/);
    }
    for (const c of ADMIN_ROUTES) {
      await go(page, c.path(ids));
      await expect(page, c.pattern).toHaveURL(/\/admin\/signin$/);
    }
    expect(messages).toEqual([]);
    await context.close();
  });
  test.info().annotations.push({ type: 'axe screens checked', description: String(axeScreens) });
  console.log(`axe screens checked in the route walk: ${axeScreens} (${Math.round(axeMs / 1000)} s of axe, in four parallel pages)`);
});
