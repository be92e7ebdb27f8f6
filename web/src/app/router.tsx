import { createBrowserRouter, type RouteObject } from 'react-router';
import type { UserType } from '@praxisport/contract/common';
import { setUnauthenticatedHandler } from '../lib/api-client';
import { RequireAdmin, RequireUser } from './layout/guards';
import { NotFoundPage } from '../components/ui/not-found';
import { RouteError } from '../components/ui/route-error';
import { RootLayout, RouteLoading } from './layout/root-layout';

type Lazy = () => Promise<{ default: React.ComponentType }>;
const page = (load: Lazy): Pick<RouteObject, 'lazy'> => ({ lazy: async () => ({ Component: (await load()).default }) });
const soon = page(() => import('../features/misc/pages/coming-soon-page'));

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
  { path: '/', ...page(() => import('../features/auth/pages/signin-page')) },
  { path: '/signin', ...page(() => import('../features/auth/pages/signin-page')) },
  { path: '/signup', ...page(() => import('../features/auth/pages/signup-page')) },
  { path: '/admin/signin', ...page(() => import('../features/admin/pages/admin-signin-page')) },
  {
    path: '/admin',
    element: <RequireAdmin />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layout/admin-layout')).AdminLayout }),
        children: [
          { path: 'dashboard', ...page(() => import('../features/catalogue/pages/catalogue-dashboard-page')) },
          { path: 'lfce', ...page(() => import('../features/lfce/pages/lfce-admin-page')) },
          { path: 'trainingportfolio', ...page(() => import('../features/portfolio/pages/portfolio-admin-page')) },
          // canonical order test, then sub-test (AMB-92)
          { path: 'assessment/:test/:subTest', ...page(() => import('../features/assessments/pages/assessment-editor-page')) },
          { path: 'accounts', ...page(() => import('../features/admin/pages/accounts-page')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    lazy: async () => ({ Component: (await import('./layout/user-layout')).UserLayout }),
    children: [
      guarded(TEACHING, [
        { path: '/classes', ...page(() => import('../features/classes/pages/classes-page')) },
        { path: '/students', ...page(() => import('../features/classes/pages/students-page')) },
        { path: '/students/:classId', ...page(() => import('../features/classes/pages/students-page')) },
        { path: '/classRegisterAnalysis/:classId', ...page(() => import('../features/register-analysis/pages/class-register-page')) },
        { path: '/classRegisterAnalysis/:classId/statistics', ...page(() => import('../features/register-analysis/pages/absence-statistics-page')) },
      ]),
      guarded(STUDENT_AREA, [
        { path: '/comments/:studentId', ...page(() => import('../features/comments/pages/comments-page')) },
        { path: '/evaluationform/:studentId', ...soon },
        { path: '/forma/:studentId', ...page(() => import('../features/reviews/pages/forms-page')) },
        { path: '/forma/:studentId/:formId', ...page(() => import('../features/reviews/pages/form-page')) },
        { path: '/addforma/:id', ...page(() => import('../features/reviews/pages/item-editor-page')) },
        { path: '/reviewform/:studentId', ...page(() => import('../features/reviews/pages/review-list-page')) },
        { path: '/reviewa/:reviewId', ...page(() => import('../features/reviews/pages/review-page')) },
        { path: '/itema/:itemId', ...page(() => import('../features/reviews/pages/item-page')) },
        { path: '/listingOptions/trainingportfolio/:studentId', ...page(() => import('../features/portfolio/pages/training-portfolio-page')) },
        // after the trainingportfolio route: the generic listing screen of the other options (LIST-01..11)
        { path: '/listingOptions/:option/:studentId', ...page(() => import('../features/listing/pages/listing-page')) },
        { path: '/kilianUploads/:studentId/:subTestId', ...soon },
        { path: '/kilianUploads/:studentId/:subTestId/:type', ...soon },
        { path: '/competenceprofile/:studentId', ...soon },
        { path: '/competenceprofile', ...soon },
        { path: '/talksform/:type/:studentId', ...page(() => import('../features/talks/pages/talk-page')) },
        { path: '/assessmentforms/:studentId', ...soon },
        { path: '/assessment/competency/:studentId', ...soon },
        { path: '/assessment/competency/categories/:studentId/:test/:subTest', ...soon },
        { path: '/assessment/competency/catTests/:studentId/:category/:test/:subTest', ...soon },
        { path: '/assessment/competency/catTests/:studentId/:assessmentTest', ...soon },
        { path: '/assessment/orientationmission/:id', ...soon },
        { path: '/nursingphenomena/:studentId', ...soon },
        { path: '/nursingphenomena/:studentId/:competencyCat/:option', ...soon },
        { path: '/nursingphenomena/subtests/:studentId/:competencyCat/:option/:test', ...soon },
        { path: '/nursingphenomena/subtests/links/:test/:subTest', ...soon },
        { path: '/nursingphenomena/explanation/:option', ...soon },
      ]),
      // the page itself answers not-found for anything but a UUID, and refuses other roles (AMB-43, AMB-47)
      guarded(ANY, [{ path: '/change-password', ...page(() => import('../features/auth/pages/change-password-page')) }]),
      guarded(ANY, [{ path: '/:studentId', ...page(() => import('../features/users/pages/student-home-page')) }]),
      guarded(ANY, [
        { path: '/kiliantasks', ...soon },
        { path: '/kiliantasks/:option/:talkType/:studentId', ...soon },
        { path: '/optionquestions/:option/:studentId?', ...soon },
        { path: '/optionquestionanswer/:option', ...soon },
        { path: '/options/:option/:studentId?', ...soon },
        { path: '/trainingportfolio', ...soon },
        { path: '/learninggoals', ...soon },
        { path: '/learninggoals/:topic', ...soon },
        { path: '/proofofpractice/:option/:studentId?', ...soon },
        { path: '/registeranalysis/:option', ...soon },
        { path: '/accompanyingmaterial', ...soon },
        { path: '/skillsiv', ...soon },
        { path: '/careform', ...soon },
        { path: '/careForm', ...soon },
        { path: '/logsreviews', ...soon },
      ]),
    ],
  },
  { path: '*', element: <NotFoundPage /> },
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
