import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { demo, DEMO_PASSWORD } from './support/fixtures';
import { demoIds, ROLES, USER_ROUTES, type Role, type RouteCase } from './support/routes';

/**
 * Every screen a role may open is reachable by clicking (LIST-08, AMB-58, PERM-27): from the role's
 * first page after sign-in, follow every in-app link (anchors, and the links of the top bar's user
 * menu) breadth-first, map each visited path to the route list's patterns, and require every
 * pattern the role may use to be reached. Links are read with one $$eval per screen and opened by
 * client-side navigation, as a click on them does.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Routes that by design no link leads to; everything else must be reachable.
 * Keyed by the route list's pattern; the value names the roles it applies to and why.
 */
const NO_LINK: Record<string, { roles: Role[]; why: string }> = {
  // D2's spelling of the care form's link; the app links /careform (AMB-137) and keeps this for old links, redirecting
  '/careForm': { roles: ROLES, why: 'alias of /careform for old links' },
  // D2's typo of orientationmission1 (AMB-101); the orientation mission links orientationmission1, this stays for old links
  '/optionquestions/orientationmission11/:studentId?': { roles: ROLES, why: 'alias of orientationmission1 for old links' },
  // D2's link shape without a student; every in-app link carries the student id (LIST-03), this stays for old links
  '/competenceprofile': { roles: ['student', 'teacher'], why: 'the student-less shape of old links' },
  // the KILIAN screen shows a student's upload tiles or the kilian user's start form; a supervisor has neither
  '/kiliantasks/:studentId?': { roles: ['supervisor'], why: 'a supervisor has no KILIAN screen of their own' },
  // without a class the page asks to choose one and returns to the class list (AMB-37); every link names the class
  '/students': { roles: ['teacher', 'supervisor'], why: 'asks for a class and returns to the class list' },
  // the one-time password's page: the sign-in and the guard send there; the profile changes a password in place
  '/change-password': { roles: ROLES, why: 'reached by the sign-in with a one-time password, not by a link' },
};

/** A pattern's matcher: literals match themselves (case-sensitive), `:…Id`/`:id` a UUID, other params any segment, `?` optional. */
function matcher(pattern: string): (path: string) => boolean {
  const segs = pattern.split('/').filter(Boolean);
  const fits = (seg: string, part: string) => {
    if (!seg.startsWith(':')) return seg === part;
    const name = seg.replace(/^:|\?$/g, '');
    return /Id$|^id$/.test(name) ? UUID.test(part) : part.length > 0;
  };
  const match = (i: number, parts: string[], j: number): boolean => {
    if (i === segs.length) return j === parts.length;
    const seg = segs[i]!;
    if (seg.endsWith('?') && match(i + 1, parts, j)) return true;
    return j < parts.length && fits(seg, parts[j]!) && match(i + 1, parts, j + 1);
  };
  return (path) => {
    const parts = path.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
    return match(0, parts, 0);
  };
}

const cases = USER_ROUTES.map((c) => ({ c, matches: matcher(c.pattern) }));
const casesOf = (path: string): RouteCase[] => cases.filter((x) => x.matches(path)).map((x) => x.c);

/** Paths the walk never opens: the sign-in and sign-up forms (a signed-in user leaves them), files and the API. */
const skip = (path: string) => /^\/(signin|signup|admin|forgot-password|reset-password|api|uploads|documents)?(\/|$)/.test(path) || /\.[a-z0-9]{2,4}$/i.test(path);

/** Requests in flight on a page (lazy page code and API calls), to know when a screen has settled. */
function inFlight(page: Page) {
  let n = 0;
  page.on('request', () => (n += 1));
  page.on('requestfinished', () => (n -= 1));
  page.on('requestfailed', () => (n -= 1));
  return () => n;
}

/** Opens `to` as a click on a link does, waits until the screen has settled (the layout, a heading, no 'Loading...', no request for a moment) and reads its links. */
async function open(page: Page, pending: () => number, to: string): Promise<{ at: string; hrefs: string[]; settled: boolean }> {
  // through a route outside the layout, so that the target renders afresh and its old screen is gone
  await page.evaluate(
    async ({ to, blank }) => {
      const nav = (p: string) => {
        window.history.pushState(null, '', p);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      };
      nav(blank);
      const end = Date.now() + 5_000;
      while (document.querySelector('[data-testid="user-menu"]') && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      nav(to);
    },
    { to, blank: '/reachability/blank/page' },
  );
  const end = Date.now() + 10_000;
  let quiet = 0;
  while (Date.now() < end && quiet < 3) {
    await page.waitForTimeout(80);
    const shown = await page.evaluate(() => {
      const main = document.querySelector('main');
      return !!document.querySelector('[data-testid="user-menu"]') && !!main && !main.innerText.includes('Loading...') && !!main.querySelector('h1, h2');
    });
    quiet = shown && pending() === 0 ? quiet + 1 : 0;
  }
  const settled = quiet >= 3;
  return page.evaluate((settled) => ({
    settled,
    at: window.location.pathname,
    hrefs: Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .map((a) => new URL(a.href, window.location.href))
      .filter((u) => u.origin === window.location.origin)
      .map((u) => u.pathname + u.search),
  }), settled);
}

/** The links of the top bar's user menu (they exist only while it is open). */
async function menuLinks(page: Page): Promise<string[]> {
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  const hrefs = await page.$$eval('[role="menu"] a[href]', (as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  await page.keyboard.press('Escape');
  return hrefs;
}

/**
 * One visit per shape (screens of one shape carry the same links), and one more for the demo's
 * example student and their class, who hold every kind of record (a started KILIAN task, answers,
 * uploads …), so that links shown only with data are seen too, whatever other classes exist.
 */
const PER_SHAPE = 1;
const MAX_VISITS = 250;

async function walk(page: Page, pending: () => number, first: string, example: string[]) {
  const reached = new Set<RouteCase>();
  const unmatched = new Set<string>();
  const queued = new Set<string>([first]);
  const perShape = new Map<string, number>();
  const queue: string[] = [first];
  const note = (path: string) => {
    const found = casesOf(path);
    if (found.length === 0) unmatched.add(path);
    for (const c of found) reached.add(c);
    return found.map((c) => c.pattern).sort().join(' ') || path;
  };
  const add = (href: string) => {
    const path = href.split('?')[0]!;
    if (skip(path)) return;
    // the example student's screens count apart, so that theirs are among the visited ones
    const shape = `${note(path)}${example.some((id) => path.includes(id)) ? ' (example)' : ''}`;
    if (queued.has(path) || (perShape.get(shape) ?? 0) >= PER_SHAPE) return;
    queued.add(path);
    perShape.set(shape, (perShape.get(shape) ?? 0) + 1);
    queue.push(href);
  };
  for (const href of await menuLinks(page)) add(href);
  let visits = 0;
  while (queue.length > 0 && visits < MAX_VISITS) {
    const href = queue.shift()!;
    let screen = await open(page, pending, href);
    // a screen that had not settled in time (a busy machine) is read once more
    if (!screen.settled) screen = await open(page, pending, href);
    const { at, hrefs } = screen;
    visits += 1;
    // a redirect (e.g. /trainingportfolio → the student's portfolio) reaches where it lands, too
    note(at);
    for (const href of hrefs) add(href);
  }
  return { reached, unmatched, visits };
}

test('LIST-08 AMB-58 PERM-27 every route a role may use is reachable by clicking from its first page', async ({ browser }) => {
  test.setTimeout(180_000);
  const report: string[] = [];
  const failures: string[] = [];
  const signedIn = await Promise.all(
    ROLES.map(async (role) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending = inFlight(page);
      await signIn(page, demo[role], DEMO_PASSWORD);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      return { role, context, page, pending, first: new URL(page.url()).pathname };
    }),
  );
  const ids = await demoIds(signedIn.find((x) => x.role === 'teacher')!.page);
  const example = [ids.student, ids.classId];
  const start = Date.now();
  await Promise.all(
    signedIn.map(async ({ role, context, page, pending, first }) => {
      const { reached, unmatched, visits } = await walk(page, pending, first, example);
      const missing = USER_ROUTES.filter((c) => c.allow.includes(role) && !reached.has(c) && !NO_LINK[c.pattern]?.roles.includes(role)).map((c) => c.pattern);
      // a link to a screen the role may not open is a dead end as well
      const refused = [...reached].filter((c) => !c.allow.includes(role)).map((c) => c.pattern);
      if (missing.length) failures.push(`${role}: not reachable from ${first}: ${missing.join(', ')}`);
      if (refused.length) failures.push(`${role}: links to screens it may not open: ${refused.join(', ')}`);
      report.push(`${role}: ${visits} screens in ${Math.round((Date.now() - start) / 1000)} s, ${reached.size} routes reached${unmatched.size ? `, paths outside the route list: ${[...unmatched].join(', ')}` : ''}`);
      await context.close();
    }),
  );
  console.log(report.join('\n'));
  expect(failures).toEqual([]);
});
