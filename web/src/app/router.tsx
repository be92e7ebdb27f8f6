import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { UserType } from '@praxisport/contract/common';
import { setUnauthenticatedHandler } from '../lib/api-client';
import { loadShownLanguage } from '../lib/i18n';
import type { RoutePrefetch } from '../lib/route-prefetch';
import { loadContractMessages } from '../lib/server-messages';
import { homePathFor, sessionStore } from '../lib/session';
import { classesPage } from '../features/classes/prefetch';
import { registerPage } from '../features/register-analysis/prefetch';
import { itemPage, reviewPage } from '../features/reviews/prefetch';
import { queryClient } from './providers';
import { RequireAdmin, RequireUser } from './layout/guards';
import { NotFoundPage } from '../components/ui/not-found';
import { RefusalBoundary } from '../components/ui/query-state';
import { RouteError } from '../components/ui/route-error';
import { RootLayout, RouteLoading } from './layout/root-layout';

type Lazy = () => Promise<{ default: React.ComponentType }>;
// a page renders once its code, every feature's texts (lib/i18n.ts) and the server messages' keys (lib/server-messages.ts) are there
const texts = () => Promise.all([loadShownLanguage(), loadContractMessages()]);
/**
 * A page's route; with `prefetch` (from its feature's prefetch module: a few lines in the main chunk,
 * so that nothing waits for a chunk of its own) the route starts the page's first requests when it
 * matches, beside loading the page's code (lib/route-prefetch.ts): a loader that answers at
 * once, so that nothing waits for it either. Only for a signed-in user.
 */
const page = (load: Lazy, prefetch?: RoutePrefetch): Pick<RouteObject, 'lazy' | 'loader'> => ({
  lazy: async () => {
    const Page = (await Promise.all([load(), texts()]))[0].default;
    return { Component: () => <RefusalBoundary><Page /></RefusalBoundary> };
  },
  ...(prefetch && {
    loader: ({ params, request }: LoaderFunctionArgs) => {
      const session = sessionStore.getUser();
      if (session) prefetch({ queryClient, params, search: new URL(request.url).searchParams, session });
      return null;
    },
  }),
});
/** A signed-in user (or admin) who opens a sign-in page goes to their first page instead, before the form shows. */
const toFirstPage = (firstPage: () => string | null) => () => {
  const to = firstPage();
  return to ? redirect(to) : null;
};
const userFirstPage = () => {
  const session = sessionStore.getUser();
  return session && homePathFor(session);
};
// the sign-in page needs only the texts of its first load; it loads the rest when its form is first used (bundle budget)
const signInPage = (): Pick<RouteObject, 'lazy' | 'loader'> => ({
  loader: toFirstPage(userFirstPage),
  lazy: async () => ({ Component: (await import('../features/auth/pages/signin-page')).default }),
});

/** The class register: the day's analysis (register analysis) with the day's attendance list under it (attendance). */
const classRegisterPage: Lazy = async () => {
  const [{ ClassRegisterPage }, { AttendanceList }] = await Promise.all([
    import('../features/register-analysis/pages/class-register-page'),
    import('../features/attendance/components/attendance-list'),
  ]);
  return { default: () => <ClassRegisterPage AttendanceList={AttendanceList} /> };
};

const TEACHING: UserType[] = ['teacher', 'supervisor'];
const STUDENT_AREA: UserType[] = ['student', 'teacher'];
const ANY: UserType[] = ['supervisor', 'teacher', 'student', 'kilian'];

/** A route guarded by role (PERM-13..15, AMB-02). */
function guarded(roles: UserType[], routes: RouteObject[]): RouteObject {
  return { element: <RequireUser roles={roles} />, children: routes };
}

/**
 * The route list of D2 §2.1 with the fixes of REQUIREMENTS.md section 2: static routes before
 * /{studentId} (AMB-43), Form A at /forma/{studentId}/{formId} (AMB-48), optional student ids (AMB-44).
 */
const pages: RouteObject[] = [
  { path: '/', ...signInPage() },
  { path: '/signin', ...signInPage() },
  { path: '/signup', ...page(() => import('../features/auth/pages/signup-page')) },
  { path: '/admin/signin', ...page(() => import('../features/admin/pages/admin-signin-page')), loader: toFirstPage(() => sessionStore.getAdmin() && '/admin/dashboard') },
  // lazy, so that the sign-in page's first load stays within the budget
  { path: '/forgot-password', ...page(() => import('../features/password-reset/pages/forgot-password-page')) },
  { path: '/reset-password', ...page(() => import('../features/password-reset/pages/reset-password-page')) },
  { path: '/admin/forgot-password', ...page(() => import('../features/password-reset/pages/forgot-password-page')) },
  { path: '/admin/reset-password', ...page(() => import('../features/password-reset/pages/reset-password-page')) },
  {
    path: '/admin',
    element: <RequireAdmin />,
    children: [
      {
        lazy: async () => ({ Component: (await Promise.all([import('./layout/admin-layout'), texts()]))[0].AdminLayout }),
        children: [
          { path: 'dashboard', ...page(() => import('../features/catalogue/pages/catalogue-dashboard-page')) },
          { path: 'lfce', ...page(() => import('../features/lfce/pages/lfce-admin-page')) },
          { path: 'trainingportfolio', ...page(() => import('../features/portfolio/pages/portfolio-admin-page')) },
          // canonical order test, then sub-test (AMB-92)
          { path: 'assessment/:test/:subTest', ...page(() => import('../features/assessments/pages/assessment-editor-page')) },
          { path: 'accounts', ...page(() => import('../features/admin/pages/accounts-page')) },
          { path: 'accounts/:userId/privacy', ...page(() => import('../features/privacy/pages/privacy-page')) },
          { path: 'audit', ...page(() => import('../features/audit/pages/admin-audit-page')) },
          { path: 'outbox', ...page(() => import('../features/mail/pages/outbox-page')) },
          // the back office reads placement plans and proofs (read-only)
          { path: 'placements', ...page(() => import('../features/placements/pages/admin-placements-page')) },
          { path: 'placements/:studentId', ...page(() => import('../features/placements/pages/admin-student-placements-page')) },
          {
            path: 'placements/class/:classId',
            ...page(async () => ({ default: (await import('../features/placements/pages/admin-student-placements-page')).AdminClassPlacementsPage })),
          },
          // and the training status, read-only (no training-period form; the certificates download)
          { path: 'status/:studentId', ...page(() => import('../features/status/pages/admin-status-pages')) },
          { path: 'status/class/:classId', ...page(async () => ({ default: (await import('../features/status/pages/admin-status-pages')).AdminClassStatusPage })) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    lazy: async () => ({ Component: (await Promise.all([import('./layout/user-layout'), texts()]))[0].UserLayout }),
    children: [
      // only the class's supervisor imports students
      guarded(['supervisor'], [
        { path: '/students/:classId/import', ...page(() => import('../features/student-import/pages/student-import-page')) },
        // who joined the class, removing a teacher, the members' history
        { path: '/students/:classId/teachers', ...page(() => import('../features/classes/pages/class-teachers-page')) },
      ]),
      guarded(TEACHING, [
        { path: '/classes', ...page(() => import('../features/classes/pages/classes-page'), classesPage) },
        { path: '/students', ...page(() => import('../features/classes/pages/students-page')) },
        { path: '/students/:classId', ...page(() => import('../features/classes/pages/students-page')) },
        { path: '/classRegisterAnalysis/:classId', ...page(classRegisterPage, registerPage) },
        { path: '/classRegisterAnalysis/:classId/statistics', ...page(() => import('../features/attendance/pages/absence-statistics-page')) },
      ]),
      guarded(STUDENT_AREA, [
        { path: '/comments/:studentId', ...page(() => import('../features/comments/pages/comments-page')) },
        { path: '/evaluationform/:studentId', ...page(() => import('../features/static-pages/pages/evaluation-form-page')) },
        { path: '/forma/:studentId', ...page(() => import('../features/reviews/pages/forms-page')) },
        { path: '/forma/:studentId/:formId', ...page(() => import('../features/reviews/pages/form-page')) },
        { path: '/addforma/:id', ...page(() => import('../features/reviews/pages/item-editor-page')) },
        { path: '/reviewform/:studentId', ...page(() => import('../features/reviews/pages/review-list-page')) },
        { path: '/reviewa/:reviewId', ...page(() => import('../features/reviews/pages/review-page'), reviewPage) },
        { path: '/itema/:itemId', ...page(() => import('../features/reviews/pages/item-page'), itemPage) },
        { path: '/listingOptions/trainingportfolio/:studentId', ...page(() => import('../features/portfolio/pages/training-portfolio-page')) },
        // after the trainingportfolio route: the generic listing screen of the other options (LIST-01..11)
        { path: '/listingOptions/:option/:studentId', ...page(() => import('../features/listing/pages/listing-page')) },
        { path: '/kilianUploads/:studentId/:subTestId', ...page(() => import('../features/kilian/pages/kilian-folders-page')) },
        { path: '/kilianUploads/:studentId/:subTestId/:type', ...page(() => import('../features/kilian/pages/kilian-folder-page')) },
        { path: '/competenceprofile/:studentId', ...page(() => import('../features/assessments/pages/competence-profile-page')) },
        { path: '/competenceprofile', ...page(() => import('../features/assessments/pages/competence-profile-page')) },
        { path: '/talksform/:type/:studentId', ...page(() => import('../features/talks/pages/talk-page')) },
        { path: '/assessmentforms/:studentId', ...page(() => import('../features/assessments/pages/assessment-menu-page')) },
        { path: '/assessment/competency/:studentId', ...page(() => import('../features/assessments/pages/competency-grid-page')) },
        { path: '/assessment/competency/categories/:studentId/:test/:subTest', ...page(() => import('../features/assessments/pages/test-categories-page')) },
        { path: '/assessment/competency/catTests/:studentId/:category/:test/:subTest', ...page(() => import('../features/assessments/pages/category-tests-page')) },
        { path: '/assessment/competency/catTests/:studentId/:assessmentTest', ...page(() => import('../features/assessments/pages/assessment-options-page')) },
        { path: '/assessment/orientationmission/:id', ...page(() => import('../features/assessments/pages/orientation-mission-page')) },
        { path: '/nursingphenomena/:studentId', ...page(() => import('../features/nursing-phenomena/pages/nursing-phenomena-page')) },
        { path: '/nursingphenomena/:studentId/:competencyCat/:option', ...page(() => import('../features/nursing-phenomena/pages/option-tests-page')) },
        { path: '/nursingphenomena/subtests/:studentId/:competencyCat/:option/:test', ...page(() => import('../features/nursing-phenomena/pages/sub-tests-page')) },
        { path: '/nursingphenomena/subtests/links/:test/:subTest', ...page(() => import('../features/nursing-phenomena/pages/sub-test-links-page')) },
        { path: '/nursingphenomena/explanation/:option', ...page(() => import('../features/nursing-phenomena/pages/explanation-page')) },
      ]),
      // placements, the class calendar and the proof of practical guidance
      guarded(TEACHING, [{ path: '/placements/class/:classId', ...page(() => import('../features/placements/pages/class-placements-page')) }]),
      guarded(['supervisor', 'teacher', 'student'], [{ path: '/placements/:studentId', ...page(() => import('../features/placements/pages/student-placements-page')) }]),
      // Praxisbegleitung (the class's supervisor records visits) and the qualified assessment of a placement (its instructor writes, the student confirms)
      guarded(['supervisor', 'teacher', 'student'], [
        { path: '/visits/:studentId', ...page(() => import('../features/visits/pages/visits-page')) },
        { path: '/qualified-assessment/:placementId', ...page(() => import('../features/qualified-assessments/pages/qualified-assessment-page')) },
      ]),
      // the training status: the apprentice, the class's teachers and supervisor; the class overview for teaching; "Was ist fällig" for supervisors
      guarded(['supervisor', 'teacher', 'student'], [{ path: '/status/:studentId', ...page(() => import('../features/status/pages/student-status-page')) }]),
      guarded(TEACHING, [{ path: '/status/class/:classId', ...page(() => import('../features/status/pages/class-status-page')) }]),
      guarded(['supervisor'], [{ path: '/due', ...page(() => import('../features/status/pages/due-page')) }]),
      // the page itself answers not-found for anything but a UUID, and refuses other roles (AMB-43, AMB-47)
      guarded(ANY, [{ path: '/change-password', ...page(() => import('../features/auth/pages/change-password-page')) }]),
      guarded(ANY, [{ path: '/profile', ...page(() => import('../features/profile/pages/profile-page')) }]),
      guarded(ANY, [{ path: '/:studentId', ...page(() => import('../features/users/pages/student-home-page')) }]),
      guarded(ANY, [
        // the KILIAN Tasks screen; a trailing student id for the tiles of that student (decision 020)
        { path: '/kiliantasks/:studentId?', ...page(() => import('../features/kilian/pages/kilian-tasks-page')) },
        { path: '/kiliantasks/:option/:talkType/:studentId', ...page(() => import('../features/kilian/pages/kilian-task-page')) },
        { path: '/optionquestions/:option/:studentId?', ...page(() => import('../features/option-questions/pages/option-questions-page')) },
        { path: '/optionquestionanswer/:option', ...page(() => import('../features/option-questions/pages/option-answer-page')) },
        { path: '/options/:option/:studentId?', ...page(() => import('../features/option-questions/pages/options-page')) },
        { path: '/trainingportfolio', ...page(() => import('../features/static-pages/pages/training-portfolio-entry-page')) },
        { path: '/learninggoals', ...page(() => import('../features/static-pages/pages/learning-goals-page')) },
        { path: '/learninggoals/:topic', ...page(() => import('../features/static-pages/pages/learning-goals-page')) },
        { path: '/proofofpractice/:option/:studentId?', ...page(() => import('../features/static-pages/pages/proof-of-practice-page')) },
        { path: '/registeranalysis/:option', ...page(() => import('../features/static-pages/pages/register-analysis-page')) },
        { path: '/accompanyingmaterial', ...page(() => import('../features/static-pages/pages/accompanying-material-page')) },
        { path: '/skillsiv', ...page(() => import('../features/static-pages/pages/skills-iv-page')) },
        // the router matches case-insensitively; the page redirects /careForm to /careform (AMB-137)
        { path: '/careform', ...page(() => import('../features/static-pages/pages/care-form-page')) },
        { path: '/careForm', ...page(() => import('../features/static-pages/pages/care-form-page')) },
        { path: '/logsreviews', ...page(() => import('../features/static-pages/pages/logs-reviews-page')) },
      ]),
    ],
  },
  // an unknown path outside the layouts: the not-found page waits for its texts like every page
  { path: '*', lazy: async () => (await texts(), { Component: NotFoundPage }) },
];

/** Every route gets an error element, so a thrown error never leaves a blank screen. */
function withErrorElements(list: RouteObject[], standalone: boolean): RouteObject[] {
  return list.map((r) => {
    const withChildren = r.children ? { ...r, children: withErrorElements(r.children, false) } : r;
    return { ...withChildren, errorElement: r.errorElement ?? <RouteError standalone={standalone} /> } as RouteObject;
  });
}

/**
 * The root route: closes a screen's alerts on navigation and shows a fallback while the first
 * lazy page loads (no HydrateFallback warning).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError standalone />,
    HydrateFallback: RouteLoading,
    children: withErrorElements(pages, true),
  },
];

export const router = createBrowserRouter(routes);

setUnauthenticatedHandler((to) => {
  if (!window.location.pathname.startsWith(to)) void router.navigate(to, { replace: true });
});
