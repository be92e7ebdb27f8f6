import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminSignIn, signIn } from './support/auth';
import { demo, DEMO_PASSWORD } from './support/fixtures';
import { seriousAxeViolationsInPlace } from './support/quality';

/**
 * No dead end (issue 12): every route of D2 §2.1 and every additional path shape, with real ids of
 * the demo data, as each role. A role allowed to see a route gets a screen with a main heading, no
 * coming-soon text and no console error; every other role gets a clear 'Kein Zugriff' or '404';
 * a visitor without a session is sent to the sign-in (ROUTE-51, SEC-01).
 *
 * The walk is fast: one signed-in page per role, and client-side navigation (history.pushState +
 * popstate) through a blank not-found route between two targets, so each target renders afresh.
 */

type Role = 'student' | 'teacher' | 'supervisor' | 'kilian';
const ROLES: Role[] = ['student', 'teacher', 'supervisor', 'kilian'];
const ALL = ROLES;
const TEACHING: Role[] = ['teacher', 'supervisor'];
const STUDENT_AREA: Role[] = ['student', 'teacher'];

interface Ids {
  student: string;
  classId: string;
  formId: string;
  reviewId: string;
  itemId: string;
  testId: string;
  subTestId: string;
  /** the student's assessment screens (ROUTE-32..34): a test and sub-test with category tests, a category, a category test */
  asmt: { test: string; subTest: string; category: string; categoryTest: string };
  /** the nursing-phenomena screens (ROUTE-38..41): a competency category, an option, a test and a sub-test */
  np: { category: string; option: string; test: string; subTest: string };
}

interface RouteCase {
  /** the route pattern of web/src/app/router.tsx / D2 §2.1 */
  pattern: string;
  /** the concrete path walked */
  path: (ids: Ids) => string;
  /** the roles that get the screen; the others must be refused */
  allow: Role[];
}

const r = (pattern: string, allow: Role[], path: (ids: Ids) => string = () => pattern): RouteCase => ({ pattern, path, allow });
const LISTING = ['appraisal', 'talks', 'competency', 'arthrosis', 'logs', 'proofOfPractice', 'reflection', 'kilianUploads'];
/** Every option-question set (OPTQ-01..07), with the spec's 'orientationmission11' (AMB-101). */
const OPTION_SETS = ['communication', 'abilitytoact', 'abilitytoreflect', 'ethicalcompetence', 'selforganizedlearning', 'orientationmission1', 'orientationmission2', 'orientationmission3', 'orientationmission11'];

/** The user routes of D2 §2.1 plus the additional path shapes, each with its real path and allowed roles. */
const USER_ROUTES: RouteCase[] = [
  r('/:studentId', STUDENT_AREA, (i) => `/${i.student}`),
  r('/change-password', ALL),
  r('/classes', TEACHING),
  r('/students', TEACHING),
  r('/students/:classId', TEACHING, (i) => `/students/${i.classId}`),
  r('/classRegisterAnalysis/:classId', TEACHING, (i) => `/classRegisterAnalysis/${i.classId}`),
  r('/classRegisterAnalysis/:classId/statistics', TEACHING, (i) => `/classRegisterAnalysis/${i.classId}/statistics`),
  // the student reads their own comments (decision 007)
  r('/comments/:studentId', STUDENT_AREA, (i) => `/comments/${i.student}`),
  r('/evaluationform/:studentId', STUDENT_AREA, (i) => `/evaluationform/${i.student}`),
  r('/forma/:studentId', STUDENT_AREA, (i) => `/forma/${i.student}`),
  r('/forma/:studentId/:formId', STUDENT_AREA, (i) => `/forma/${i.student}/${i.formId}`),
  // a student sees the item descriptions read-only (decision 012)
  r('/addforma/:id', STUDENT_AREA, (i) => `/addforma/${i.formId}`),
  r('/reviewform/:studentId', STUDENT_AREA, (i) => `/reviewform/${i.student}`),
  r('/reviewa/:reviewId', STUDENT_AREA, (i) => `/reviewa/${i.reviewId}`),
  r('/itema/:itemId', STUDENT_AREA, (i) => `/itema/${i.itemId}`),
  r('/listingOptions/trainingportfolio/:studentId', STUDENT_AREA, (i) => `/listingOptions/trainingportfolio/${i.student}`),
  ...LISTING.map((o) => r(`/listingOptions/${o}/:studentId`, STUDENT_AREA, (i) => `/listingOptions/${o}/${i.student}`)),
  ...['initialconsultation', 'intermtalk', 'finaltalk'].map((type) => r(`/talksform/${type}/:studentId`, STUDENT_AREA, (i) => `/talksform/${type}/${i.student}`)),
  r('/trainingportfolio', ALL),
  r('/learninggoals', ALL),
  ...['pain', 'personal-hygiene', 'nourishment', 'mobility'].map((topic) => r(`/learninggoals/${topic}`, ALL)),
  r('/proofofpractice/proofOfEducation', ALL),
  r('/proofofpractice/proofOfEducation/:studentId', STUDENT_AREA, (i) => `/proofofpractice/proofOfEducation/${i.student}`),
  r('/registeranalysis/analysis', ALL),
  r('/registeranalysis/classes', TEACHING),
  r('/accompanyingmaterial', ALL),
  r('/skillsiv', ALL),
  r('/careform', ALL),
  r('/careForm', ALL),
  r('/logsreviews', ALL),
  // issues 11, 13, 14 and 15
  r('/kilianUploads/:studentId/:subTestId', STUDENT_AREA, (i) => `/kilianUploads/${i.student}/${i.subTestId}`),
  r('/kilianUploads/:studentId/:subTestId/:type', STUDENT_AREA, (i) => `/kilianUploads/${i.student}/${i.subTestId}/information`),
  r('/competenceprofile/:studentId', STUDENT_AREA, (i) => `/competenceprofile/${i.student}`),
  r('/competenceprofile', STUDENT_AREA),
  r('/assessmentforms/:studentId', STUDENT_AREA, (i) => `/assessmentforms/${i.student}`),
  r('/assessment/competency/:studentId', STUDENT_AREA, (i) => `/assessment/competency/${i.student}`),
  r('/assessment/orientationmission/:id', STUDENT_AREA, (i) => `/assessment/orientationmission/${i.student}`),
  // ROUTE-32..34: the screens behind the card grid (issue 12: every route of D2 §2.1)
  r('/assessment/competency/categories/:studentId/:test/:subTest', STUDENT_AREA, (i) => `/assessment/competency/categories/${i.student}/${i.asmt.test}/${i.asmt.subTest}`),
  r(
    '/assessment/competency/catTests/:studentId/:category/:test/:subTest',
    STUDENT_AREA,
    (i) => `/assessment/competency/catTests/${i.student}/${i.asmt.category}/${i.asmt.test}/${i.asmt.subTest}`,
  ),
  r('/assessment/competency/catTests/:studentId/:assessmentTest', STUDENT_AREA, (i) => `/assessment/competency/catTests/${i.student}/${i.asmt.categoryTest}`),
  r('/nursingphenomena/:studentId', STUDENT_AREA, (i) => `/nursingphenomena/${i.student}`),
  // ROUTE-38..41: the test list, the sub-test picker, its links page and the explanation
  r('/nursingphenomena/:studentId/:competencyCat/:option', STUDENT_AREA, (i) => `/nursingphenomena/${i.student}/${i.np.category}/${i.np.option}`),
  r('/nursingphenomena/subtests/:studentId/:competencyCat/:option/:test', STUDENT_AREA, (i) => `/nursingphenomena/subtests/${i.student}/${i.np.category}/${i.np.option}/${i.np.test}`),
  r('/nursingphenomena/subtests/links/:test/:subTest', STUDENT_AREA, (i) => `/nursingphenomena/subtests/links/${i.np.test}/${i.np.subTest}`),
  r('/nursingphenomena/explanation/:option', STUDENT_AREA, (i) => `/nursingphenomena/explanation/${i.np.option}`),
  // kilian users start tasks; everyone else sees the upload tiles and explanation links (decision 020)
  r('/kiliantasks/:studentId?', ALL, () => '/kiliantasks'),
  // a student's tiles: the student, their teachers, and kilian users (who see the start form)
  r('/kiliantasks/:studentId', ['student', 'teacher', 'kilian'], (i) => `/kiliantasks/${i.student}`),
  // ROUTE-42: a task is read by kilian users, the student and the teachers of the class (decision 020)
  r('/kiliantasks/:option/:talkType/:studentId', ['student', 'teacher', 'kilian'], (i) => `/kiliantasks/kilianUploads/communication/${i.student}`),
  ...OPTION_SETS.map((set) => r(`/optionquestions/${set}`, ALL)),
  // a student's answers: the student and their teachers (decision 018)
  r('/optionquestions/:option/:studentId', STUDENT_AREA, (i) => `/optionquestions/communication/${i.student}`),
  r('/optionquestionanswer/:option', ALL, () => '/optionquestionanswer/communication-1'),
  r('/options/:option/:studentId?', ALL, (i) => `/options/orientationmission/${i.student}`),
  r('/options/orientationmission', ALL),
  r('/students/:classId/import', ['supervisor'], (i) => `/students/${i.classId}/import`),
  // issue 16 item 5: the class's supervisor sees who joined it and removes a teacher
  r('/students/:classId/teachers', ['supervisor'], (i) => `/students/${i.classId}/teachers`),
  r('/placements/class/:classId', TEACHING, (i) => `/placements/class/${i.classId}`),
  // the student, their assigned instructors and the class's supervisor (decision 021)
  r('/placements/:studentId', ['student', 'teacher', 'supervisor'], (i) => `/placements/${i.student}`),
  r('/profile', ALL),
];

const ADMIN_ROUTES: RouteCase[] = [
  r('/admin/dashboard', []),
  r('/admin/lfce', []),
  r('/admin/trainingportfolio', []),
  r('/admin/accounts', []),
  r('/admin/assessment/:test/:subTest', [], (i) => `/admin/assessment/${i.testId}/${i.subTestId}`),
  r('/admin/outbox', []),
  r('/admin/accounts/:userId/privacy', [], (i) => `/admin/accounts/${i.student}/privacy`),
  // issue 14: the back office reads placement plans (read-only)
  r('/admin/placements', []),
  r('/admin/placements/:studentId', [], (i) => `/admin/placements/${i.student}`),
  r('/admin/placements/class/:classId', [], (i) => `/admin/placements/class/${i.classId}`),
  // issue 16 item 5: the audit trail
  r('/admin/audit', []),
];

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

  const ids = await test.step('real ids from the demo data', async () => {
    const req = teacher.page.request;
    const me = JSON.parse((await teacher.page.evaluate(() => window.localStorage.getItem('praxisport.userSession')))!) as { user: { _id: string } };
    const { classes } = (await (await req.get(`/api/grade/${me.user._id}`)).json()) as { classes: { _id: string; className: string }[] };
    const cls = classes.find((c) => c.className === 'PFA 24-1')!;
    const { students } = (await (await req.get(`/api/user/students/${cls._id}`)).json()) as { students: { _id: string; name: string }[] };
    const student = students.find((s) => s.name === 'Schmidt')!._id;
    const { forms } = (await (await req.get(`/api/home/forms/${student}`)).json()) as { forms: { _id: string }[] };
    const { reviews } = (await (await req.get(`/api/home/reviews/${student}`)).json()) as { reviews: { _id: string; rType: string }[] };
    // the comments entry is not a review (decision 012)
    const review = reviews.find((e) => e.rType !== 'comments')!;
    const { items } = (await (await req.get(`/api/home/items/${forms[0]!._id}`)).json()) as { items: { _id: string }[] };
    const get = async <T>(url: string) => {
      const res = await req.get(url);
      expect(res.status(), url).toBe(200);
      return (await res.json()) as T;
    };
    const { subTestsAssessment: cards } = await get<{ subTestsAssessment: { subTest: { _id: string }; competencyTest: { _id: string } }[] }>(
      `/api/teacher/assessment/competencyAssessment/${student}`,
    );
    const [asmtTest, asmtSubTest] = [cards[0]!.competencyTest._id, cards[0]!.subTest._id];
    const { competencyAssessmentCats } = await get<{ competencyAssessmentCats: { _id: string }[] }>(
      `/api/teacher/assessment/competencyAssessmentCategories/${student}/${asmtTest}/${asmtSubTest}`,
    );
    const asmtCategory = competencyAssessmentCats[0]!._id;
    const { competencyAssessmentTests } = await get<{ competencyAssessmentTests: { _id: string }[] }>(
      `/api/teacher/assessment/assessmentTests/${student}/${asmtCategory}/${asmtTest}/${asmtSubTest}`,
    );
    const { categories } = await get<{ categories: { _id: string; options: { _id: string }[] }[] }>(`/api/teacher/talks/nursingphenomenon/${student}`);
    const npCat = categories.find((c) => c.options.length > 0)!;
    const { tests } = await get<{ tests: { _id: string }[] }>(`/api/teacher/talks/tests/${npCat.options[0]!._id}`);
    const { subTests } = await get<{ subTests: { _id: string }[] }>(`/api/teacher/talks/testById/${tests[0]!._id}`);
    return {
      student,
      classId: cls._id,
      formId: forms[0]!._id,
      reviewId: review._id,
      itemId: items[0]!._id,
      testId: '',
      subTestId: '',
      asmt: { test: asmtTest, subTest: asmtSubTest, category: asmtCategory, categoryTest: competencyAssessmentTests[0]!._id },
      np: { category: npCat._id, option: npCat.options[0]!._id, test: tests[0]!._id, subTest: subTests[0]!._id },
    } satisfies Ids;
  });

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
