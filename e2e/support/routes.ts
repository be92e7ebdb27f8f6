import { expect, type Page } from '@playwright/test';

/**
 * The route list of the user and back-office screens (D2 §2.1 and the additional path shapes), each
 * with the roles that get the screen and a real path in the demo data. The route walk opens every
 * one as each role; the reachability walk checks that each role reaches its routes by clicking.
 */

export type Role = 'student' | 'teacher' | 'supervisor' | 'kilian';
export const ROLES: Role[] = ['student', 'teacher', 'supervisor', 'kilian'];
export const ALL = ROLES;
export const TEACHING: Role[] = ['teacher', 'supervisor'];
export const STUDENT_AREA: Role[] = ['student', 'teacher'];

export interface Ids {
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
  /** the student's last ended placement (its qualified assessment) */
  placementId: string;
}

export interface RouteCase {
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
export const USER_ROUTES: RouteCase[] = [
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
  // `:studentId?` where the router's pattern has it: the screen without the student is walked, a link may carry one
  r('/proofofpractice/proofOfEducation/:studentId?', ALL, () => '/proofofpractice/proofOfEducation'),
  r('/proofofpractice/proofOfEducation/:studentId', STUDENT_AREA, (i) => `/proofofpractice/proofOfEducation/${i.student}`),
  r('/registeranalysis/analysis', ALL),
  r('/registeranalysis/classes', TEACHING),
  r('/accompanyingmaterial', ALL),
  r('/skillsiv', ALL),
  r('/careform', ALL),
  r('/careForm', ALL),
  r('/logsreviews', ALL),
  // the KILIAN folders, the competence profile and the assessment screens
  r('/kilianUploads/:studentId/:subTestId', STUDENT_AREA, (i) => `/kilianUploads/${i.student}/${i.subTestId}`),
  r('/kilianUploads/:studentId/:subTestId/:type', STUDENT_AREA, (i) => `/kilianUploads/${i.student}/${i.subTestId}/information`),
  r('/competenceprofile/:studentId', STUDENT_AREA, (i) => `/competenceprofile/${i.student}`),
  r('/competenceprofile', STUDENT_AREA),
  r('/assessmentforms/:studentId', STUDENT_AREA, (i) => `/assessmentforms/${i.student}`),
  r('/assessment/competency/:studentId', STUDENT_AREA, (i) => `/assessment/competency/${i.student}`),
  r('/assessment/orientationmission/:id', STUDENT_AREA, (i) => `/assessment/orientationmission/${i.student}`),
  // ROUTE-32..34: the screens behind the card grid (every route of D2 §2.1)
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
  ...OPTION_SETS.map((set) => r(`/optionquestions/${set}/:studentId?`, ALL, () => `/optionquestions/${set}`)),
  // a student's answers: the student and their teachers (decision 018)
  r('/optionquestions/:option/:studentId', STUDENT_AREA, (i) => `/optionquestions/communication/${i.student}`),
  r('/optionquestionanswer/:option', ALL, () => '/optionquestionanswer/communication-1'),
  r('/options/:option/:studentId?', ALL, (i) => `/options/orientationmission/${i.student}`),
  r('/options/orientationmission/:studentId?', ALL, () => '/options/orientationmission'),
  r('/students/:classId/import', ['supervisor'], (i) => `/students/${i.classId}/import`),
  // the class's supervisor sees who joined it and removes a teacher
  r('/students/:classId/teachers', ['supervisor'], (i) => `/students/${i.classId}/teachers`),
  r('/placements/class/:classId', TEACHING, (i) => `/placements/class/${i.classId}`),
  // the student, their assigned instructors and the class's supervisor (decision 021)
  r('/placements/:studentId', ['student', 'teacher', 'supervisor'], (i) => `/placements/${i.student}`),
  // the training status: the apprentice, the class's teachers and supervisor; the class overview; the supervisor's due list
  r('/status/:studentId', ['student', 'teacher', 'supervisor'], (i) => `/status/${i.student}`),
  r('/status/class/:classId', TEACHING, (i) => `/status/class/${i.classId}`),
  r('/due', ['supervisor']),
  // Praxisbegleitung and the qualified assessment: the apprentice, the class's teachers and supervisor (decision 030)
  r('/visits/:studentId', ['student', 'teacher', 'supervisor'], (i) => `/visits/${i.student}`),
  r('/qualified-assessment/:placementId', ['student', 'teacher', 'supervisor'], (i) => `/qualified-assessment/${i.placementId}`),
  r('/profile', ALL),
];

export const ADMIN_ROUTES: RouteCase[] = [
  r('/admin/dashboard', []),
  r('/admin/lfce', []),
  r('/admin/trainingportfolio', []),
  r('/admin/accounts', []),
  r('/admin/assessment/:test/:subTest', [], (i) => `/admin/assessment/${i.testId}/${i.subTestId}`),
  r('/admin/outbox', []),
  r('/admin/accounts/:userId/privacy', [], (i) => `/admin/accounts/${i.student}/privacy`),
  // the back office reads placement plans (read-only)
  r('/admin/placements', []),
  r('/admin/placements/:studentId', [], (i) => `/admin/placements/${i.student}`),
  r('/admin/placements/class/:classId', [], (i) => `/admin/placements/class/${i.classId}`),
  // and the training status (read-only: no training-period form; the certificates download)
  r('/admin/status/:studentId', [], (i) => `/admin/status/${i.student}`),
  r('/admin/status/class/:classId', [], (i) => `/admin/status/class/${i.classId}`),
  // the audit trail
  r('/admin/audit', []),
];

/** Real ids from the demo data, read through the API as the signed-in teacher on `page` (testId and subTestId are the admin's to fill). */
export async function demoIds(page: Page): Promise<Ids> {
  const req = page.request;
  const me = JSON.parse((await page.evaluate(() => window.localStorage.getItem('praxisport.userSession')))!) as { user: { _id: string } };
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
  const plan = await get<{ placements: { _id: string; until: string }[]; today: string }>(`/api/placements/student/${student}`);
  const placement = plan.placements.filter((p) => p.until < plan.today).at(-1) ?? plan.placements[0]!;
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
    placementId: placement._id,
  } satisfies Ids;
}
