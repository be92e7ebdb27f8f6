/**
 * The permission matrix (SEC-01, SEC-02, SEC-04, PERM): one row per registered
 * route, naming the actors who get a 2xx for a valid request against the records of the world
 * below. Everyone else is refused (401/403/404) and a refused write changes nothing
 * (test/permission-matrix.test.ts). A route without a row, or a row without a route, fails the test.
 *
 * The world: student A in class A (created by supervisor A, joined by teacher A), student B in
 * class B (created by supervisor B, joined by the outsider teacher, who did not join class A), a
 * kilian user, a pending and a deactivated teacher (both joined to class A and given a session
 * directly in the database, so that only the server's per-request status check stands between
 * them and class A), and an admin. Student A has the records of every module: forms and reviews,
 * a comment, a talk, a placement with a guidance record, a KILIAN folder file, a profile picture.
 *
 * "Self" routes (a user's own classes, profile, notifications, password) are requested by every
 * actor for themselves: the row says who may call them at all.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { emptyPortfolioForm } from '@praxisport/contract/portfolio';
import { schoolDay } from '@praxisport/contract/attendance';
import { kindsFor } from '@praxisport/contract/notifications';
import { instantiateRecordTemplates } from '../src/db/record-templates';
import { accountTokens } from '../src/db/schema/accounts';
import { assessmentCategories, assessmentCategoryTests, assessmentOptions, assessments } from '../src/db/schema/assessments';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from '../src/db/schema/catalogue';
import { lfces } from '../src/db/schema/attendance';
import { mailOutbox } from '../src/db/schema/mail';
import { notifications } from '../src/db/schema/notifications';
import { placementInstructors, placementProviders, placements } from '../src/db/schema/placements';
import { qualifiedAssessments, trainingPeriods, visits } from '../src/db/schema/status';
import { portfolioCategories, portfolioItems } from '../src/db/schema/portfolio';
import { forms, items, points, reviews } from '../src/db/schema/reviews';
import { users } from '../src/db/schema/users';
import { ASSESSMENT_ROOT_ID } from '../src/modules/assessments/assessments.service';
import { enqueueMail } from '../src/modules/mail/mail.service';
import { notify } from '../src/modules/notifications/notifications.service';
import {
  buildAdmin,
  buildClass,
  buildComment,
  buildKilian,
  buildStudent,
  buildSupervisor,
  buildTeacher,
  buildUpload,
  buildUser,
  call,
  joinClass,
  sessionFor,
  signIn,
  talkBody,
  TEST_PASSWORD,
  type BuiltAdmin,
  type BuiltUser,
  type SignedIn,
  type TestContext,
} from './kit';

export const actorNames = ['anonymous', 'studentA', 'studentB', 'kilian', 'teacherA', 'teacherOut', 'supervisorA', 'supervisorB', 'pending', 'deactivated', 'admin'] as const;
export type ActorName = (typeof actorNames)[number];

/** Every actor but anonymous: whoever has a session (a public route admits them all). */
const everyone: readonly ActorName[] = actorNames;
const students: readonly ActorName[] = ['studentA', 'studentB'];
const teachers: readonly ActorName[] = ['teacherA', 'teacherOut'];
const supervisors: readonly ActorName[] = ['supervisorA', 'supervisorB'];
const activeUsers: readonly ActorName[] = ['studentA', 'studentB', 'kilian', 'teacherA', 'teacherOut', 'supervisorA', 'supervisorB'];

export interface MatrixRequest {
  url: string;
  body?: unknown;
  /** A Cookie header instead of the actor's shared session (a fresh session of the same actor). */
  cookie?: string;
  headers?: Record<string, string>;
}

export interface MatrixRow {
  /** `METHOD /url/:param` exactly as registered. */
  route: string;
  /** Who gets a 2xx. */
  allowed: readonly ActorName[];
  /** A valid request of `who`; may build fresh records (it runs before the database is fingerprinted). */
  request: (w: World, who: ActorName) => MatrixRequest | Promise<MatrixRequest>;
  /** The exact 2xx of an allowed actor (any 2xx unless told). */
  status?: number;
  /** Runs after every other row (it ends sessions or changes passwords). */
  last?: boolean;
  /**
   * For a route about the caller's own records: the same request about somebody else's (another
   * user's id). Every actor but those in `othersAllowed` must be refused it.
   */
  others?: (w: World, who: ActorName) => MatrixRequest | Promise<MatrixRequest>;
  othersAllowed?: readonly ActorName[];
}

export interface World {
  t: TestContext;
  actors: Record<Exclude<ActorName, 'anonymous'>, SignedIn<BuiltUser | BuiltAdmin>>;
  clsA: { id: string; className: string };
  clsB: { id: string; className: string };
  studentA: SignedIn<BuiltUser>;
  /** Student A's records (from the record templates) */
  formId: string;
  reviewId: string;
  itemId: string;
  pointId: string;
  portfolioItemId: string;
  catalogue: { catId: string; optionId: string; testId: string; subTestId: string };
  assessment: { categoryId: string; categoryTestId: string; optionId: string };
  talkId: string;
  placementId: string;
  providerId: string;
  guidanceId: string;
  lfceId: string;
  pictureAddress: string;
  signedPath: string;
  kilianFile: string;
  mailId: string;
  /** LFCE titles carry it; removed after the file so that the catalogue CE 01 … CE 11 stays as it is. */
  tag: string;
  uniq: () => string;
}

const uniq = () => crypto.randomUUID().slice(0, 8);
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

export async function buildWorld(t: TestContext): Promise<World> {
  const db = t.db;
  const supervisorA = await signIn(db, await buildSupervisor(db));
  const supervisorB = await signIn(db, await buildSupervisor(db));
  const clsA = await buildClass(db, supervisorA.id);
  const clsB = await buildClass(db, supervisorB.id);
  const teacherA = await signIn(db, await buildTeacher(db));
  const teacherOut = await signIn(db, await buildTeacher(db));
  await joinClass(db, clsA.id, teacherA.id);
  await joinClass(db, clsB.id, teacherOut.id);
  const studentA = await signIn(db, await buildStudent(db, clsA.id));
  const studentB = await signIn(db, await buildStudent(db, clsB.id));
  const kilian = await signIn(db, await buildKilian(db));
  const admin = await signIn(db, await buildAdmin(db));
  // sessions that sign-in would never hand out: only the per-request status check refuses them
  const pending = await signIn(db, await buildTeacher(db, { status: 'pending' }));
  const deactivated = await signIn(db, await buildTeacher(db, { status: 'deactivated' }));
  await joinClass(db, clsA.id, pending.id);
  await joinClass(db, clsA.id, deactivated.id);

  // forms and reviews of both students
  await instantiateRecordTemplates(db, [studentA.id, studentB.id]);
  const [form] = await db.select().from(forms).where(eq(forms.studentId, studentA.id)).limit(1);
  const [review] = await db.select().from(reviews).where(eq(reviews.studentId, studentA.id));
  const reviewRow = (await db.select().from(reviews).where(eq(reviews.studentId, studentA.id))).find((r) => r.rType === 'review') ?? review!;
  const [item] = await db.select().from(items).where(eq(items.formId, form!.id)).limit(1);
  const [point] = await db.select().from(points).where(eq(points.itemId, item!.id)).limit(1);
  await buildComment(db, teacherA.id, studentA.id, 'Gute Arbeit.');

  // catalogues
  const tag = `matrix-${uniq()}`;
  const [pCat] = await db.insert(portfolioCategories).values({ title: `Mobilität ${tag}` }).returning();
  const [pItem] = await db.insert(portfolioItems).values({ categoryId: pCat!.id, title: 'Transfer Bett–Stuhl', itemLearned: 'Sicherer Transfer', type: 'Mobility' }).returning();
  const link = 'https://example.org/x';
  const [cat] = await db.insert(competencyCategories).values({ title: `Kategorie ${tag}` }).returning();
  const [option] = await db.insert(competencyOptions).values({ categoryId: cat!.id, title: 'Option' }).returning();
  const [test] = await db.insert(competencyTests).values({ optionId: option!.id, title: 'Test' }).returning();
  const [sub] = await db.insert(competencySubTests).values({ testId: test!.id, title: 'Puls messen', subTitle: 'Radialispuls', videoLink: link, audioLink: link, pdfLink1: link, pdfLink2: link }).returning();
  const [aCat] = await db.insert(assessmentCategories).values({ title: `Wissen ${tag}` }).returning();
  const [catTest] = await db.insert(assessmentCategoryTests).values({ categoryId: aCat!.id, testId: test!.id, subTestId: sub!.id, desc: 'Puls' }).returning();
  const [aOpt] = await db.insert(assessmentOptions).values({ categoryTestId: catTest!.id, title: 'Note 2', desc: 'erreicht', grade: 2 }).returning();
  const [lfce] = await db.insert(lfces).values({ title: `LF ${tag}`, competencyIv: 'I', position: 99 }).returning();

  // a talk, a placement with a guidance record, through the API as teacher A
  const talk = await call(t, { method: 'POST', url: '/api/user/talk', as: teacherA, body: talkBody(studentA.id) });
  if (talk.statusCode !== 200) throw new Error(`talk: ${talk.statusCode} ${talk.body}`);
  const [provider] = await db.insert(placementProviders).values({ name: 'Klinikum Nord', ward: `Station ${tag}` }).returning();
  const placementId = await placementOf(t, studentA.id, provider!.id, supervisorA.id, teacherA.id);
  const guidance = await call(t, { method: 'POST', url: `/api/placements/${placementId}/guidance`, as: teacherA, body: guidanceBody() });
  if (guidance.statusCode !== 200) throw new Error(`guidance: ${guidance.statusCode} ${guidance.body}`);

  // files: student A's picture, a signed read address of it, a PDF in student A's KILIAN folder
  const pictureAddress = await buildUpload(t, { uploaderId: studentA.id });
  await db.update(users).set({ profile: pictureAddress }).where(eq(users.id, studentA.id));
  const signed = await call(t, { url: `/api/upload/preSignedGetURL?key=${encodeURIComponent(pictureAddress)}`, as: admin });
  if (signed.statusCode !== 200) throw new Error(`signed: ${signed.statusCode} ${signed.body}`);
  const presign = await call(t, { url: '/api/upload/preSignedURL/application%2Fpdf?purpose=kilian', as: studentA });
  const kilianUrl = presign.json().url as string;
  const put = await t.app.inject({ method: 'PUT', url: pathOf(kilianUrl), headers: { 'content-type': 'application/pdf', cookie: studentA.cookie }, payload: PDF_BYTES });
  if (put.statusCode !== 200) throw new Error(`kilian file: ${put.statusCode} ${put.body}`);

  const mailTo = `matrix-${uniq()}@test.example`;
  await enqueueMail(db, { to: mailTo, text: { subject: 'Matrix', body: 'Text' } });
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, mailTo));

  return {
    t,
    actors: { studentA, studentB, kilian, teacherA, teacherOut, supervisorA, supervisorB, pending, deactivated, admin },
    clsA,
    clsB,
    studentA,
    formId: form!.id,
    reviewId: reviewRow.id,
    itemId: item!.id,
    pointId: point!.id,
    portfolioItemId: pItem!.id,
    catalogue: { catId: cat!.id, optionId: option!.id, testId: test!.id, subTestId: sub!.id },
    assessment: { categoryId: aCat!.id, categoryTestId: catTest!.id, optionId: aOpt!.id },
    talkId: talk.json().talk._id,
    placementId,
    providerId: provider!.id,
    guidanceId: guidance.json().guidance._id,
    lfceId: lfce!.id,
    pictureAddress,
    signedPath: pathOf(signed.json().url as string),
    kilianFile: kilianUrl.split('?')[0]!,
    mailId: mail!.id,
    tag,
    uniq,
  };
}

const guidanceBody = () => ({ date: '2026-03-10', minutes: 90, kind: 'guidance', topic: 'Vitalzeichen erheben', competenceArea: 'I' });

async function placementOf(t: TestContext, studentId: string, providerId: string, supervisorId: string, teacherId: string): Promise<string> {
  const [p] = await t.db
    .insert(placements)
    .values({ studentId, type: 'inpatientAcute', providerId, fromDate: '2026-03-02', untilDate: '2026-05-24', plannedHours: 400, plannedById: supervisorId })
    .returning();
  await t.db.insert(placementInstructors).values({ placementId: p!.id, teacherId });
  return p!.id;
}

const areas = (grade: number | null) => (['I', 'II', 'III', 'IV', 'V'] as const).map((area) => ({ area, grade, text: grade === null ? '' : 'Sicher und zugewandt.' }));

/** A placement of student A of its own, with teacher A assigned and a submitted qualified assessment. */
async function submittedAssessmentOf(w: World): Promise<{ placementId: string; assessmentId: string }> {
  const [p] = await w.t.db
    .insert(placements)
    .values({ studentId: w.studentA.id, type: 'outpatient', providerId: w.providerId, fromDate: '2026-06-01', untilDate: '2026-06-30', plannedHours: 160, plannedById: w.actors.supervisorA.id })
    .returning();
  await w.t.db.insert(placementInstructors).values({ placementId: p!.id, teacherId: w.actors.teacherA.id });
  const [a] = await w.t.db.insert(qualifiedAssessments).values({ placementId: p!.id, teacherId: w.actors.teacherA.id, areas: areas(2), status: 'submitted', submittedAt: new Date() }).returning();
  return { placementId: p!.id, assessmentId: a!.id };
}

/** The role of an actor, as the contract names it (anonymous, pending and deactivated: teachers). */
const kindOf = (who: ActorName): keyof typeof kindsFor =>
  who === 'admin' ? 'admin' : who === 'kilian' ? 'kilian' : who.startsWith('student') ? 'student' : who.startsWith('supervisor') ? 'supervisor' : 'teacher';

/** The id of whom a "self" route is asked about: the actor, or teacher A for anonymous. */
const selfId = (w: World, who: ActorName) => (who === 'anonymous' ? w.actors.teacherA.id : w.actors[who].id);
/** Somebody else's id: teacher A's, or for teacher A the outsider's. */
const otherId = (w: World, who: ActorName) => (who === 'teacherA' ? w.actors.teacherOut.id : w.actors.teacherA.id);
const freshUser = (w: World, o: Parameters<typeof buildUser>[1]) => buildUser(w.t.db, o);
const ids = (w: World) => w.catalogue;

/** The table. Rows follow the registration order of app.ts; the test checks it against the app. */
export const matrix: readonly MatrixRow[] = [
  // --- health, sign-in, sign-up (public)
  { route: 'GET /api/health', allowed: everyone, request: () => ({ url: '/api/health' }) },
  { route: 'POST /api/user/auth/login', allowed: everyone, request: (w) => ({ url: '/api/user/auth/login', body: { email: w.actors.kilian.email, password: TEST_PASSWORD } }) },
  {
    route: 'POST /api/user/auth/register',
    allowed: everyone,
    request: async (w) => {
      const u = w.uniq();
      return {
        url: '/api/user/auth/register',
        body: {
          name: 'Schneider',
          firstName: 'Lena',
          username: `lena_${u}`,
          email: `lena_${u}@schule.example`,
          password: 'sicheres-passwort',
          repeatPassword: 'sicheres-passwort',
          contact: '+49 171 1234567',
          dob: '2003-05-17',
          userType: 'student',
          profile: await buildUpload(w.t),
          signature: await buildUpload(w.t),
          grade: w.clsB.id,
          impatient1: 'stationäre Langzeitpflege',
          impatient2: 'Pädiatrie',
          impatient3: 'Psychiatrie',
          impatient4: 'Tagespflege',
          impatient5: 'Pädiatrie',
        },
      };
    },
  },
  {
    route: 'POST /api/user/auth/changePassword',
    allowed: activeUsers,
    last: true,
    request: () => ({ url: '/api/user/auth/changePassword', body: { currentPassword: TEST_PASSWORD, newPassword: 'ein-neues-passwort' } }),
  },
  { route: 'POST /api/user/auth/logout', allowed: everyone, last: true, request: async (w, who) => ({ url: '/api/user/auth/logout', cookie: who === 'anonymous' ? undefined : await sessionFor(w.t.db, w.actors[who]) }) },
  { route: 'GET /api/user/auth/options', allowed: everyone, request: () => ({ url: '/api/user/auth/options' }) },
  { route: 'GET /api/user/auth/session', allowed: activeUsers, request: () => ({ url: '/api/user/auth/session' }) },
  // without a provider configured both send the browser back to /signin with notConfigured (test/provider-sign-in.test.ts: with one)
  { route: 'GET /api/user/auth/provider/start', allowed: everyone, status: 302, request: () => ({ url: '/api/user/auth/provider/start' }) },
  { route: 'GET /api/user/auth/provider/callback', allowed: everyone, status: 302, request: () => ({ url: '/api/user/auth/provider/callback?code=x&state=y' }) },
  { route: 'POST /api/admin/auth/login', allowed: everyone, request: (w) => ({ url: '/api/admin/auth/login', body: { email: w.actors.admin.email, password: TEST_PASSWORD } }) },
  { route: 'POST /api/admin/auth/logout', allowed: everyone, last: true, request: async (w, who) => ({ url: '/api/admin/auth/logout', cookie: who === 'anonymous' ? undefined : await sessionFor(w.t.db, w.actors[who]) }) },

  // --- users
  { route: 'GET /api/user/byId/:id', allowed: ['studentA', 'teacherA', 'admin'], request: (w) => ({ url: `/api/user/byId/${w.studentA.id}` }) },
  { route: 'GET /api/user/getSupervisors', allowed: [...teachers, ...supervisors], request: () => ({ url: '/api/user/getSupervisors' }) },

  // --- uploads
  { route: 'GET /api/upload/preSignedURL/:fileType', allowed: everyone, request: () => ({ url: '/api/upload/preSignedURL/image%2Fpng' }) },
  { route: 'GET /api/upload/preSignedURL/:major/:minor', allowed: everyone, request: () => ({ url: '/api/upload/preSignedURL/image/png' }) },
  { route: 'GET /api/upload/files/:key', allowed: ['studentA', 'teacherA', 'admin'], request: (w) => ({ url: pathOf(w.pictureAddress) }) },
  { route: 'GET /api/upload/preSignedGetURL', allowed: ['studentA', 'teacherA', 'admin'], request: (w) => ({ url: `/api/upload/preSignedGetURL?key=${encodeURIComponent(w.pictureAddress)}` }) },
  { route: 'GET /api/upload/signed/:key', allowed: everyone, request: (w) => ({ url: w.signedPath }) },

  // --- admin: accounts
  { route: 'GET /api/admin/users/pending', allowed: ['admin'], request: () => ({ url: '/api/admin/users/pending' }) },
  { route: 'GET /api/admin/users', allowed: ['admin'], request: () => ({ url: '/api/admin/users?page=1' }) },
  { route: 'PATCH /api/admin/users/:userId/approve', allowed: ['admin'], request: async (w) => ({ url: `/api/admin/users/${(await freshUser(w, { userType: 'teacher', status: 'pending' })).id}/approve` }) },
  { route: 'PATCH /api/admin/users/:userId/reject', allowed: ['admin'], request: async (w) => ({ url: `/api/admin/users/${(await freshUser(w, { userType: 'teacher', status: 'pending' })).id}/reject` }) },
  { route: 'PATCH /api/admin/users/:userId/deactivate', allowed: ['admin'], request: async (w) => ({ url: `/api/admin/users/${(await freshUser(w, { userType: 'teacher' })).id}/deactivate` }) },
  { route: 'PATCH /api/admin/users/:userId/reactivate', allowed: ['admin'], request: async (w) => ({ url: `/api/admin/users/${(await freshUser(w, { userType: 'teacher', status: 'deactivated' })).id}/reactivate` }) },
  {
    route: 'POST /api/admin/users',
    allowed: ['admin'],
    request: (w) => {
      const u = w.uniq();
      return { url: '/api/admin/users', body: { firstName: 'Karl', name: 'Kilian', username: `kilian_${u}`, email: `kilian_${u}@schule.example`, password: 'kilian-passwort', userType: 'kilian' } };
    },
  },

  // --- classes
  { route: 'GET /api/grade/signupClasses', allowed: everyone, request: () => ({ url: '/api/grade/signupClasses' }) },
  { route: 'POST /api/grade/create', allowed: supervisors, request: (w) => ({ url: '/api/grade/create', body: { className: `Kurs ${w.uniq()}` } }) },
  { route: 'GET /api/grade/allClasses', allowed: [...supervisors, 'admin'], request: () => ({ url: '/api/grade/allClasses' }) },
  { route: 'POST /api/grade/allClasses', allowed: [...supervisors, 'admin'], request: () => ({ url: '/api/grade/allClasses' }) },
  {
    route: 'GET /api/grade/notJoined/:userId',
    allowed: teachers,
    request: (w, who) => ({ url: `/api/grade/notJoined/${selfId(w, who)}` }),
    others: (w, who) => ({ url: `/api/grade/notJoined/${otherId(w, who)}` }),
  },
  {
    route: 'POST /api/grade/joinClass/:userId/:classId',
    allowed: teachers,
    // a class of its own for every request: teacher B must stay outside class A
    request: async (w, who) => ({ url: `/api/grade/joinClass/${selfId(w, who)}/${(await buildClass(w.t.db, w.actors.supervisorA.id)).id}` }),
    others: async (w, who) => ({ url: `/api/grade/joinClass/${otherId(w, who)}/${(await buildClass(w.t.db, w.actors.supervisorA.id)).id}` }),
  },
  {
    route: 'GET /api/grade/:userId',
    allowed: [...teachers, ...supervisors, 'admin'],
    request: (w, who) => ({ url: `/api/grade/${who === 'admin' ? w.actors.supervisorA.id : selfId(w, who)}` }),
    // an admin reads anyone's class list (API-07)
    others: (w, who) => ({ url: `/api/grade/${otherId(w, who)}` }),
    othersAllowed: ['admin'],
  },
  { route: 'GET /api/user/students/:classId', allowed: ['teacherA', 'supervisorA', 'admin'], request: (w) => ({ url: `/api/user/students/${w.clsA.id}` }) },

  // --- comments, forms and reviews
  { route: 'POST /api/user/comment', allowed: ['teacherA'], request: (w) => ({ url: '/api/user/comment', body: { _student: w.studentA.id, comment: 'Hallo' } }) },
  { route: 'GET /api/user/comments/:id', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/user/comments/${w.studentA.id}` }) },
  { route: 'GET /api/home/forms/:studentId', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/home/forms/${w.studentA.id}` }) },
  { route: 'GET /api/home/reviews/:studentId', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/home/reviews/${w.studentA.id}` }) },
  { route: 'GET /api/home/getReview/:id', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/home/getReview/${w.reviewId}` }) },
  { route: 'GET /api/home/items/:id', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/home/items/${w.formId}` }) },
  { route: 'GET /api/home/getItems/:id', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/home/getItems/${w.formId}` }) },
  { route: 'GET /api/home/item/:id', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/home/item/${w.itemId}` }) },
  { route: 'GET /api/home/getItem/:id', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/home/getItem/${w.itemId}` }) },
  { route: 'PUT /api/home/updatePoint', allowed: ['teacherA'], request: (w) => ({ url: '/api/home/updatePoint', body: { _item: w.itemId, _point: w.pointId, done: true } }) },
  { route: 'PUT /api/home/item/update', allowed: ['teacherA'], request: (w) => ({ url: '/api/home/item/update', body: { item: { _id: w.itemId, itemDesc: 'Neue Beschreibung' } } }) },
  { route: 'PUT /api/home/review', allowed: ['teacherA'], request: (w) => ({ url: '/api/home/review', body: { review: { _id: w.reviewId, rDate: '2026-03-09', attendingPeople: 'Lena Schmidt' } } }) },

  // --- attendance and the class register analysis
  { route: 'GET /api/grade/attendance/byDate/:date/:classId', allowed: ['supervisorA', 'admin'], request: (w) => ({ url: `/api/grade/attendance/byDate/${schoolDay()}/${w.clsA.id}` }) },
  {
    route: 'PUT /api/grade/attendance',
    allowed: ['supervisorA'],
    request: (w) => ({ url: '/api/grade/attendance', body: { _grade: w.clsA.id, date: schoolDay(), attendance: { [w.studentA.id]: { '8': true, '10': true, '12': true, '13:45': true, reason: '' } } } }),
  },
  { route: 'GET /api/grade/attendance/statistics/:classId', allowed: ['teacherA', 'supervisorA', 'admin'], request: (w) => ({ url: `/api/grade/attendance/statistics/${w.clsA.id}` }) },
  { route: 'GET /api/grade/attendance/statistics/student/:studentId', allowed: ['studentA', 'teacherA', 'supervisorA'], request: (w) => ({ url: `/api/grade/attendance/statistics/student/${w.studentA.id}` }) },
  { route: 'GET /api/grade/attendance/csv/:classId', allowed: ['supervisorA', 'admin'], request: (w) => ({ url: `/api/grade/attendance/csv/${w.clsA.id}?month=${schoolDay().slice(0, 7)}` }) },
  { route: 'GET /api/admin/registerAnalysis/lfce', allowed: [...teachers, ...supervisors, 'admin'], request: () => ({ url: '/api/admin/registerAnalysis/lfce' }) },
  { route: 'GET /api/admin/registerAnalysis/byDate/:date/:classId', allowed: ['teacherA', 'supervisorA', 'admin'], request: (w) => ({ url: `/api/admin/registerAnalysis/byDate/2025-02-03/${w.clsA.id}` }) },
  { route: 'GET /api/admin/registerAnalysis/all/:classId', allowed: ['teacherA', 'supervisorA', 'admin'], request: (w) => ({ url: `/api/admin/registerAnalysis/all/${w.clsA.id}` }) },
  {
    route: 'PUT /api/admin/registerAnalysis/classRegisterAnalysis',
    allowed: ['supervisorA'],
    request: (w) => ({
      url: '/api/admin/registerAnalysis/classRegisterAnalysis',
      body: { _grade: w.clsA.id, date: '2025-02-03', analysis: [{ time: '8', _lfce: null, _supervisor: null, content: 'Vitalzeichen', status: 'Gestartet', forInstructors: true }] },
    }),
  },

  // --- the competence catalogue (back office)
  { route: 'GET /api/admin/test/competencyCat', allowed: ['admin'], request: () => ({ url: '/api/admin/test/competencyCat' }) },
  { route: 'POST /api/admin/test/competencyCat', allowed: ['admin'], request: (w) => ({ url: '/api/admin/test/competencyCat', body: { title: `Grundpflege ${w.uniq()}` } }) },
  { route: 'GET /api/admin/test/competencyCatOption/:id', allowed: ['admin'], request: (w) => ({ url: `/api/admin/test/competencyCatOption/${ids(w).catId}` }) },
  { route: 'POST /api/admin/test/competencyCatOption', allowed: ['admin'], request: (w) => ({ url: '/api/admin/test/competencyCatOption', body: { title: 'Mobilität', _competencyCat: ids(w).catId } }) },
  { route: 'GET /api/admin/test/competencyCatOptionTest/:id', allowed: ['admin'], request: (w) => ({ url: `/api/admin/test/competencyCatOptionTest/${ids(w).optionId}` }) },
  { route: 'POST /api/admin/test/competencyCatOptionTest', allowed: ['admin'], request: (w) => ({ url: '/api/admin/test/competencyCatOptionTest', body: { title: 'Transfer', _competencyCategoryOption: ids(w).optionId } }) },
  { route: 'GET /api/admin/test/competencyCatOptionSubTest', allowed: ['admin'], request: () => ({ url: '/api/admin/test/competencyCatOptionSubTest' }) },
  { route: 'GET /api/admin/test/competencyCatOptionSubTest/:id', allowed: ['admin'], request: (w) => ({ url: `/api/admin/test/competencyCatOptionSubTest/${ids(w).testId}` }) },
  {
    route: 'POST /api/admin/test/competencyCatOptionSubTest',
    allowed: ['admin'],
    request: (w) => ({
      url: '/api/admin/test/competencyCatOptionSubTest',
      body: { title: 'Blutdruck', subTitle: 'RR', videoLink: 'https://v.example/a', audioLink: 'https://a.example/a', pdfLink1: 'https://p.example/1', pdfLink2: 'https://p.example/2', _competencyCatOptionTest: ids(w).testId },
    }),
  },
  { route: 'GET /api/admin/test/subTestLinks/:testId/:subTestId', allowed: ['admin'], request: (w) => ({ url: `/api/admin/test/subTestLinks/${ids(w).testId}/${ids(w).subTestId}` }) },
  {
    route: 'PUT /api/admin/test/addSubTestLinks',
    allowed: ['admin'],
    request: (w) => ({
      url: '/api/admin/test/addSubTestLinks',
      body: { subTitle: 'Neu', videoLink: 'https://v.example/neu', audioLink: 'https://a.example/neu', pdfLink1: 'https://p.example/1', pdfLink2: 'https://p.example/2', _test: ids(w).testId, _subTest: ids(w).subTestId },
    }),
  },

  // --- the training portfolio
  { route: 'POST /api/admin/trainingPortfolio/category', allowed: ['admin'], request: () => ({ url: '/api/admin/trainingPortfolio/category', body: { title: 'Ernährung' } }) },
  { route: 'GET /api/admin/trainingPortfolio/categories', allowed: ['admin'], request: () => ({ url: '/api/admin/trainingPortfolio/categories' }) },
  {
    route: 'POST /api/admin/trainingPortfolio/item',
    allowed: ['admin'],
    request: async (w) => {
      const [item] = await w.t.db.select().from(portfolioItems).where(eq(portfolioItems.id, w.portfolioItemId));
      return { url: '/api/admin/trainingPortfolio/item', body: { title: 'Mobilisation', itemLearned: 'Ressourcen nutzen', type: 'Mobility', _trainingPortfolioCategory: item!.categoryId } };
    },
  },
  {
    route: 'GET /api/admin/trainingPortfolio/items/:id',
    allowed: ['admin'],
    request: async (w) => {
      const [item] = await w.t.db.select().from(portfolioItems).where(eq(portfolioItems.id, w.portfolioItemId));
      return { url: `/api/admin/trainingPortfolio/items/${item!.categoryId}` };
    },
  },
  { route: 'PATCH /api/admin/trainingPortfolio/items/:id', allowed: ['admin'], request: (w) => ({ url: `/api/admin/trainingPortfolio/items/${w.portfolioItemId}`, body: { title: 'Transfer', itemLearned: 'Neu', type: 'Mobility' } }) },
  { route: 'GET /api/teacher/trainingportfolio/categories/:id', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/teacher/trainingportfolio/categories/${w.studentA.id}` }) },
  {
    route: 'PATCH /api/teacher/trainingportfolio/update',
    allowed: ['studentA', 'teacherA'],
    request: (w, who) => ({
      url: '/api/teacher/trainingportfolio/update',
      body: { _trainingPortfolioItem: w.portfolioItemId, _student: w.studentA.id, ...(who.startsWith('student') ? { studentChecked: true } : { teacherChecked: true }) },
    }),
  },
  {
    route: 'PUT /api/teacher/trainingportfolio/form/:id',
    allowed: ['studentA', 'teacherA'],
    request: (w) => {
      const f = emptyPortfolioForm();
      f.trainee = 'Erika Mustermann';
      f.school = 'Pflegeschule Nord';
      return { url: `/api/teacher/trainingportfolio/form/${w.studentA.id}`, body: f };
    },
  },
  { route: 'GET /api/teacher/trainingportfolio/pdf/:id', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/teacher/trainingportfolio/pdf/${w.studentA.id}` }) },

  // --- the assessment catalogue (back office) and grading
  { route: 'GET /api/admin/assessment/root', allowed: ['admin'], request: () => ({ url: '/api/admin/assessment/root' }) },
  {
    route: 'GET /api/admin/assessment/competencyAssessmentCategories/:id',
    allowed: ['admin'],
    request: () => ({ url: `/api/admin/assessment/competencyAssessmentCategories/${ASSESSMENT_ROOT_ID}` }),
  },
  { route: 'POST /api/admin/assessment/competencyAssessmentCategory', allowed: ['admin'], request: (w) => ({ url: '/api/admin/assessment/competencyAssessmentCategory', body: { title: `Motivation ${w.uniq()}` } }) },
  {
    route: 'GET /api/admin/assessment/competencyAssessmentCatTest/:categoryId/:subTestId/:testId',
    allowed: ['admin'],
    request: (w) => ({ url: `/api/admin/assessment/competencyAssessmentCatTest/${w.assessment.categoryId}/${ids(w).subTestId}/${ids(w).testId}` }),
  },
  {
    route: 'POST /api/admin/assessment/competencyAssessmentCatTest',
    allowed: ['admin'],
    request: async (w) => {
      // a test of its own: a new category test of student A's test would leave its grading incomplete
      const [aCat] = await w.t.db.insert(assessmentCategories).values({ title: `Neu ${w.uniq()}` }).returning();
      const [test] = await w.t.db.insert(competencyTests).values({ optionId: ids(w).optionId, title: 'Neu' }).returning();
      const link = 'https://example.org/x';
      const [sub] = await w.t.db.insert(competencySubTests).values({ testId: test!.id, title: 'Neu', subTitle: 'Neu', videoLink: link, audioLink: link, pdfLink1: link, pdfLink2: link }).returning();
      return { url: '/api/admin/assessment/competencyAssessmentCatTest', body: { desc: 'Puls tasten', _competencyAssessmentCat: aCat!.id, _competencySubTest: sub!.id, _competencyCatOptionTest: test!.id } };
    },
  },
  { route: 'GET /api/admin/assessment/competencyAssessmentCategoryOptions/:id', allowed: ['admin'], request: (w) => ({ url: `/api/admin/assessment/competencyAssessmentCategoryOptions/${w.assessment.categoryTestId}` }) },
  {
    route: 'POST /api/admin/assessment/competencyAssessmentCategoryOption',
    allowed: ['admin'],
    request: (w) => ({ url: '/api/admin/assessment/competencyAssessmentCategoryOption', body: { title: 'Note 1', desc: 'sehr gut', grade: 1, _competencyAssessmentCategoryTest: w.assessment.categoryTestId } }),
  },
  { route: 'GET /api/admin/assessment/assessmentTestNSubTest/:testId/:subTestId', allowed: ['admin'], request: (w) => ({ url: `/api/admin/assessment/assessmentTestNSubTest/${ids(w).testId}/${ids(w).subTestId}` }) },
  { route: 'GET /api/teacher/assessment/competencyAssessment/:studentId', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/teacher/assessment/competencyAssessment/${w.studentA.id}` }) },
  {
    route: 'GET /api/teacher/assessment/competencyAssessmentCategories/:studentId/:testId/:subTestId',
    allowed: ['studentA', 'teacherA'],
    request: (w) => ({ url: `/api/teacher/assessment/competencyAssessmentCategories/${w.studentA.id}/${ids(w).testId}/${ids(w).subTestId}` }),
  },
  {
    route: 'GET /api/teacher/assessment/assessmentTests/:studentId/:categoryId/:testId/:subTestId',
    allowed: ['studentA', 'teacherA'],
    request: (w) => ({ url: `/api/teacher/assessment/assessmentTests/${w.studentA.id}/${w.assessment.categoryId}/${ids(w).testId}/${ids(w).subTestId}` }),
  },
  {
    route: 'GET /api/teacher/assessment/competencyAssessmentCategoryOptions/:categoryTestId',
    allowed: [...students, ...teachers],
    request: (w) => ({ url: `/api/teacher/assessment/competencyAssessmentCategoryOptions/${w.assessment.categoryTestId}` }),
  },
  {
    route: 'POST /api/teacher/assessment/assessment',
    allowed: ['teacherA'],
    request: (w) => ({
      url: '/api/teacher/assessment/assessment',
      body: { _competencyAssessmentCategoryTest: w.assessment.categoryTestId, _competencyAssessmentCategoryOption: w.assessment.optionId, _student: w.studentA.id },
    }),
  },
  { route: 'GET /api/teacher/assessment/assessment/:categoryTestId/:studentId', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/teacher/assessment/assessment/${w.assessment.categoryTestId}/${w.studentA.id}` }) },
  {
    route: 'GET /api/teacher/assessment/requiredAssessments/:studentId/:testId/:subTestId',
    allowed: ['studentA', 'teacherA'],
    request: (w) => ({ url: `/api/teacher/assessment/requiredAssessments/${w.studentA.id}/${ids(w).testId}/${ids(w).subTestId}` }),
  },
  { route: 'GET /api/teacher/assessment/csv/:studentId/:testId/:subTestId', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/teacher/assessment/csv/${w.studentA.id}/${ids(w).testId}/${ids(w).subTestId}` }) },
  { route: 'GET /api/grade/assessmentGradesByCategories/:studentId', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/grade/assessmentGradesByCategories/${w.studentA.id}` }) },
  { route: 'GET /api/teacher/assessment/progress/:studentId', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/teacher/assessment/progress/${w.studentA.id}` }) },
  { route: 'GET /api/teacher/assessment/classProgress/:classId', allowed: ['teacherA', 'supervisorA'], request: (w) => ({ url: `/api/teacher/assessment/classProgress/${w.clsA.id}` }) },
  { route: 'GET /api/admin/assessment/allAssessments/:studentId', allowed: ['admin'], request: (w) => ({ url: `/api/admin/assessment/allAssessments/${w.studentA.id}` }) },
  {
    route: 'GET /api/admin/assessment/requiredAssessments/:studentId/:testId/:subTestId',
    allowed: ['admin'],
    request: (w) => ({ url: `/api/admin/assessment/requiredAssessments/${w.studentA.id}/${ids(w).testId}/${ids(w).subTestId}` }),
  },

  // --- LFCE catalogue (back office)
  { route: 'POST /api/admin/registerAnalysis/lfce', allowed: ['admin'], request: (w) => ({ url: '/api/admin/registerAnalysis/lfce', body: { title: `CE 12 ${w.tag} ${w.uniq()}`, competencyIV: 'I', _learningObjectives: [w.portfolioItemId] } }) },
  { route: 'PATCH /api/admin/registerAnalysis/lfce', allowed: ['admin'], request: (w) => ({ url: '/api/admin/registerAnalysis/lfce', body: { _id: w.lfceId, title: `LF ${w.tag} neu`, competencyIV: 'III', _learningObjectives: [w.portfolioItemId] } }) },
  { route: 'GET /api/admin/registerAnalysis/allTrainingPortfolioItems', allowed: ['admin'], request: () => ({ url: '/api/admin/registerAnalysis/allTrainingPortfolioItems' }) },

  // --- talks
  { route: 'GET /api/user/talk/:studentId/:talkType', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/user/talk/${w.studentA.id}/intermtalk` }) },
  { route: 'POST /api/user/talk', allowed: ['teacherA'], request: (w) => ({ url: '/api/user/talk', body: talkBody(w.studentA.id) }) },
  { route: 'PUT /api/user/talk/:talkId', allowed: ['studentA'], request: (w) => ({ url: `/api/user/talk/${w.talkId}`, body: { studentConfirmation: true } }) },

  // --- data protection, outbox (back office)
  { route: 'GET /api/admin/privacy/:userId', allowed: ['admin'], request: (w) => ({ url: `/api/admin/privacy/${w.studentA.id}` }) },
  { route: 'GET /api/admin/privacy/:userId/export', allowed: ['admin'], request: (w) => ({ url: `/api/admin/privacy/${w.studentA.id}/export` }) },
  {
    route: 'DELETE /api/admin/privacy/:userId',
    allowed: ['admin'],
    request: async (w) => {
      const victim = await buildStudent(w.t.db, w.clsB.id);
      return { url: `/api/admin/privacy/${victim.id}`, body: { confirmEmail: victim.email } };
    },
  },
  { route: 'GET /api/admin/outbox', allowed: ['admin'], request: () => ({ url: '/api/admin/outbox' }) },
  { route: 'GET /api/admin/outbox/:mailId', allowed: ['admin'], request: (w) => ({ url: `/api/admin/outbox/${w.mailId}` }) },

  // --- password reset (public; the token is the permission)
  // (counted per e-mail address too: an account of its own for every request)
  { route: 'POST /api/user/auth/forgotPassword', allowed: everyone, request: async (w) => ({ url: '/api/user/auth/forgotPassword', body: { email: (await buildTeacher(w.t.db)).email } }) },
  { route: 'POST /api/user/auth/resetPassword', allowed: everyone, request: async (w) => ({ url: '/api/user/auth/resetPassword', body: { token: await resetToken(w, { userId: (await buildTeacher(w.t.db)).id }), password: 'ganz-neues-passwort' } }) },
  { route: 'POST /api/admin/auth/forgotPassword', allowed: everyone, request: async (w) => ({ url: '/api/admin/auth/forgotPassword', body: { email: (await buildAdmin(w.t.db)).email } }) },
  { route: 'POST /api/admin/auth/resetPassword', allowed: everyone, request: async (w) => ({ url: '/api/admin/auth/resetPassword', body: { token: await resetToken(w, { adminId: (await buildAdmin(w.t.db)).id }), password: 'ganz-neues-passwort' } }) },

  // --- notifications and profile (own)
  { route: 'GET /api/notifications', allowed: [...activeUsers, 'admin'], request: () => ({ url: '/api/notifications' }) },
  { route: 'POST /api/notifications/readAll', allowed: [...activeUsers, 'admin'], request: () => ({ url: '/api/notifications/readAll' }) },
  {
    route: 'POST /api/notifications/:notificationId/read',
    allowed: [...activeUsers, 'admin'],
    // each reads a notification of its own (anonymous: one of student A)
    request: async (w, who) => {
      const owner = who === 'anonymous' ? w.studentA : w.actors[who];
      const recipient = 'userType' in owner ? { userId: owner.id } : { adminId: owner.id };
      const dedupeKey = `matrix-${w.uniq()}`;
      await notify(w.t.db, { ...recipient, kind: 'talkSubmitted', params: { teacher: 'Markus Weber' }, link: '/', dedupeKey });
      const [row] = await w.t.db.select().from(notifications).where(eq(notifications.dedupeKey, dedupeKey));
      return { url: `/api/notifications/${row!.id}/read` };
    },
    // a notification of somebody else: refused to everyone
    others: async (w, who) => {
      const dedupeKey = `matrix-${w.uniq()}`;
      await notify(w.t.db, { userId: who === 'studentA' ? w.actors.studentB.id : w.studentA.id, kind: 'talkSubmitted', params: { teacher: 'Markus Weber' }, link: '/', dedupeKey });
      const [row] = await w.t.db.select().from(notifications).where(eq(notifications.dedupeKey, dedupeKey));
      return { url: `/api/notifications/${row!.id}/read` };
    },
  },
  { route: 'GET /api/notifications/preferences', allowed: [...activeUsers, 'admin'], request: () => ({ url: '/api/notifications/preferences' }) },
  { route: 'PUT /api/notifications/preferences', allowed: [...activeUsers, 'admin'], request: (_w, who) => ({ url: '/api/notifications/preferences', body: { email: Object.fromEntries(kindsFor[kindOf(who)].map((k) => [k, false])) } }) },
  { route: 'GET /api/user/profile', allowed: activeUsers, request: () => ({ url: '/api/user/profile' }) },
  { route: 'PATCH /api/user/profile', allowed: activeUsers, request: () => ({ url: '/api/user/profile', body: { contact: '+49 30 123456', language: 'de' } }) },

  // --- student import (class A's supervisor)
  { route: 'POST /api/grade/:classId/import/preview', allowed: ['supervisorA'], request: (w) => ({ url: `/api/grade/${w.clsA.id}/import/preview`, body: { data: importCsv(w) } }) },
  { route: 'POST /api/grade/:classId/import', allowed: ['supervisorA'], request: (w) => ({ url: `/api/grade/${w.clsA.id}/import`, body: { data: importCsv(w) } }) },
  {
    route: 'POST /api/grade/:classId/students/:studentId/invitation',
    allowed: ['supervisorA'],
    request: async (w) => {
      const invited = await buildStudent(w.t.db, w.clsA.id);
      await w.t.db.insert(accountTokens).values({ tokenHash: crypto.randomBytes(32).toString('hex'), purpose: 'invite', userId: invited.id, expiresAt: new Date(Date.now() + 3600_000) });
      return { url: `/api/grade/${w.clsA.id}/students/${invited.id}/invitation` };
    },
  },

  // --- placements
  { route: 'GET /api/placements/providers', allowed: [...teachers, ...supervisors, 'admin'], request: () => ({ url: '/api/placements/providers' }) },
  { route: 'POST /api/placements/providers', allowed: supervisors, request: (w) => ({ url: '/api/placements/providers', body: { name: 'Seniorenzentrum Am Park', ward: `Wohnbereich ${w.uniq()}` } }) },
  { route: 'GET /api/placements/student/:studentId', allowed: ['studentA', 'teacherA', 'supervisorA', 'admin'], request: (w) => ({ url: `/api/placements/student/${w.studentA.id}` }) },
  { route: 'GET /api/placements/student/:studentId/pdf', allowed: ['studentA', 'teacherA', 'supervisorA', 'admin'], request: (w) => ({ url: `/api/placements/student/${w.studentA.id}/pdf` }) },
  {
    route: 'POST /api/placements/student/:studentId',
    allowed: ['supervisorA'],
    request: (w) => ({
      url: `/api/placements/student/${w.studentA.id}`,
      body: { type: 'inpatientAcute', providerId: w.providerId, from: '2026-06-01', until: '2026-07-31', plannedHours: 300, instructorIds: [w.actors.teacherA.id] },
    }),
  },
  {
    route: 'PUT /api/placements/:placementId',
    allowed: ['supervisorA'],
    request: (w) => ({
      url: `/api/placements/${w.placementId}`,
      body: { type: 'inpatientAcute', providerId: w.providerId, from: '2026-03-02', until: '2026-05-31', plannedHours: 420, instructorIds: [w.actors.teacherA.id] },
    }),
  },
  {
    route: 'DELETE /api/placements/:placementId',
    allowed: ['supervisorA'],
    request: async (w) => {
      const [p] = await w.t.db
        .insert(placements)
        .values({ studentId: w.studentA.id, type: 'inpatientAcute', providerId: w.providerId, fromDate: '2027-03-01', untilDate: '2027-04-30', plannedHours: 100, plannedById: w.actors.supervisorA.id })
        .returning();
      return { url: `/api/placements/${p!.id}` };
    },
  },
  { route: 'POST /api/placements/:placementId/guidance', allowed: ['teacherA'], request: (w) => ({ url: `/api/placements/${w.placementId}/guidance`, body: guidanceBody() }) },
  { route: 'POST /api/placements/:placementId/absences', allowed: ['teacherA'], request: (w) => ({ url: `/api/placements/${w.placementId}/absences`, body: { from: '2026-04-13', days: 3, note: 'Erkrankung' } }) },
  { route: 'PUT /api/placements/guidance/:recordId', allowed: ['studentA'], request: (w) => ({ url: `/api/placements/guidance/${w.guidanceId}`, body: { decision: 'confirm' } }) },
  { route: 'GET /api/placements/class/:classId', allowed: ['teacherA', 'supervisorA', 'admin'], request: (w) => ({ url: `/api/placements/class/${w.clsA.id}` }) },
  { route: 'GET /api/placements/class/:classId/csv', allowed: ['teacherA', 'supervisorA', 'admin'], request: (w) => ({ url: `/api/placements/class/${w.clsA.id}/csv` }) },

  // --- visits (Praxisbegleitung)
  { route: 'POST /api/visits/placement/:placementId', allowed: ['supervisorA'], status: 201, request: (w) => ({ url: `/api/visits/placement/${w.placementId}`, body: { date: '2026-03-10', form: 'onSite', notes: 'Gespräch mit der Stationsleitung' } }) },
  {
    route: 'DELETE /api/visits/:visitId',
    allowed: ['supervisorA'],
    request: async (w) => {
      const [v] = await w.t.db.insert(visits).values({ placementId: w.placementId, supervisorId: w.actors.supervisorA.id, date: '2026-04-01', form: 'talk' }).returning();
      return { url: `/api/visits/${v!.id}` };
    },
  },
  { route: 'GET /api/visits/student/:studentId', allowed: ['studentA', 'teacherA', 'supervisorA', 'admin'], request: (w) => ({ url: `/api/visits/student/${w.studentA.id}` }) },
  { route: 'GET /api/visits/due', allowed: supervisors, request: () => ({ url: '/api/visits/due' }) },

  // --- qualified assessments
  { route: 'GET /api/qualified-assessments/placement/:placementId', allowed: ['studentA', 'teacherA', 'supervisorA', 'admin'], request: (w) => ({ url: `/api/qualified-assessments/placement/${w.placementId}` }) },
  { route: 'PUT /api/qualified-assessments/placement/:placementId', allowed: ['teacherA'], request: (w) => ({ url: `/api/qualified-assessments/placement/${w.placementId}`, body: { areas: areas(null), submit: false } }) },
  { route: 'POST /api/qualified-assessments/:assessmentId/confirm', allowed: ['studentA'], request: async (w) => ({ url: `/api/qualified-assessments/${(await submittedAssessmentOf(w)).assessmentId}/confirm` }) },
  {
    route: 'GET /api/qualified-assessments/placement/:placementId/pdf',
    allowed: ['studentA', 'teacherA', 'supervisorA', 'admin'],
    request: async (w) => ({ url: `/api/qualified-assessments/placement/${(await submittedAssessmentOf(w)).placementId}/pdf` }),
  },

  // --- the training status (Ausbildungsstand)
  { route: 'GET /api/status/:studentId', allowed: ['studentA', 'teacherA', 'supervisorA', 'admin'], request: (w) => ({ url: `/api/status/${w.studentA.id}` }) },
  { route: 'PUT /api/status/:studentId/training', allowed: ['supervisorA'], request: (w) => ({ url: `/api/status/${w.studentA.id}/training`, body: { start: '2025-09-01', plannedEnd: '2028-08-31' } }) },
  { route: 'GET /api/status/class/:classId', allowed: ['teacherA', 'supervisorA', 'admin'], request: (w) => ({ url: `/api/status/class/${w.clsA.id}` }) },
  { route: 'GET /api/status/class/:classId/csv', allowed: ['teacherA', 'supervisorA', 'admin'], request: (w) => ({ url: `/api/status/class/${w.clsA.id}/csv` }) },
  { route: 'GET /api/status/due', allowed: supervisors, request: () => ({ url: '/api/status/due' }) },
  {
    route: 'GET /api/status/:studentId/certificate/:year',
    allowed: ['supervisorA', 'admin'],
    request: async (w) => {
      // the first training year has begun
      await w.t.db.insert(trainingPeriods).values({ studentId: w.studentA.id, startDate: '2025-09-01', plannedEnd: '2028-08-31' }).onConflictDoNothing();
      return { url: `/api/status/${w.studentA.id}/certificate/1` };
    },
  },

  // --- nursing phenomena and the competence catalogue for students and teachers
  { route: 'GET /api/teacher/talks/nursingphenomenon/:studentId', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/teacher/talks/nursingphenomenon/${w.studentA.id}` }) },
  { route: 'GET /api/teacher/talks/competencyAssessment/:studentId', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/teacher/talks/competencyAssessment/${w.studentA.id}` }) },
  { route: 'POST /api/teacher/talks/competencyAssessmentTypes', allowed: [...students, ...teachers], request: () => ({ url: '/api/teacher/talks/competencyAssessmentTypes' }) },
  { route: 'GET /api/teacher/talks/tests/:optionId', allowed: [...students, ...teachers], request: (w) => ({ url: `/api/teacher/talks/tests/${ids(w).optionId}` }) },
  { route: 'GET /api/teacher/talks/testById/:testId', allowed: [...students, ...teachers], request: (w) => ({ url: `/api/teacher/talks/testById/${ids(w).testId}` }) },
  { route: 'GET /api/teacher/talks/subtestById/:testId/:subTestId', allowed: [...students, ...teachers], request: (w) => ({ url: `/api/teacher/talks/subtestById/${ids(w).testId}/${ids(w).subTestId}` }) },
  { route: 'GET /api/teacher/talks/subTestLinks/:testId/:subTestId', allowed: [...students, ...teachers], request: (w) => ({ url: `/api/teacher/talks/subTestLinks/${ids(w).testId}/${ids(w).subTestId}` }) },
  { route: 'GET /api/teacher/talks/explanation/:optionId', allowed: [...students, ...teachers], request: (w) => ({ url: `/api/teacher/talks/explanation/${ids(w).optionId}` }) },
  {
    route: 'POST /api/teacher/talks/createTest',
    allowed: ['teacherA'],
    request: (w) => ({ url: '/api/teacher/talks/createTest', body: { _student: w.studentA.id, _competencyCat: ids(w).catId, _categoryOption: ids(w).optionId, _test: ids(w).testId, _subTest: ids(w).subTestId } }),
  },
  { route: 'GET /api/teacher/talks/competencyTestByCategory/:studentId/:competencyCatId', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/teacher/talks/competencyTestByCategory/${w.studentA.id}/${ids(w).catId}` }) },

  // --- option questions
  { route: 'GET /api/user/optionAnswers/:studentId/:option', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/user/optionAnswers/${w.studentA.id}/communication` }) },
  { route: 'PUT /api/user/optionAnswers/:studentId/:option', allowed: ['studentA'], request: (w) => ({ url: `/api/user/optionAnswers/${w.studentA.id}/communication`, body: { question: 'communication-1', grade: 2, confirmed: true } }) },
  { route: 'PUT /api/user/optionAnswers/:studentId/:option/extras', allowed: ['studentA'], request: (w) => ({ url: `/api/user/optionAnswers/${w.studentA.id}/selforganizedlearning/extras`, body: { kr: 'KR2' } }) },

  // --- KILIAN
  { route: 'POST /api/user/talk/kilianTask/', allowed: ['kilian'], request: (w) => ({ url: '/api/user/talk/kilianTask/', body: { topic: 'Sturzprophylaxe', kilian_type: 'communication', _student: w.studentA.id } }) },
  { route: 'POST /api/user/talk/kilianTask', allowed: ['kilian'], request: (w) => ({ url: '/api/user/talk/kilianTask', body: { topic: 'Sturzprophylaxe', kilian_type: 'abilitytoact', _student: w.studentA.id } }) },
  { route: 'GET /api/user/talk/kilianTask/students', allowed: ['kilian'], request: () => ({ url: '/api/user/talk/kilianTask/students' }) },
  { route: 'GET /api/user/talk/kilianTask/started', allowed: ['kilian'], request: () => ({ url: '/api/user/talk/kilianTask/started' }) },
  { route: 'GET /api/user/talk/kilianTask/:studentId', allowed: ['kilian', 'studentA', 'teacherA'], request: (w) => ({ url: `/api/user/talk/kilianTask/${w.studentA.id}` }) },
  { route: 'GET /api/user/talk/kilianTask/:studentId/:kilianType', allowed: ['kilian', 'studentA', 'teacherA'], request: (w) => ({ url: `/api/user/talk/kilianTask/${w.studentA.id}/communication` }) },
  {
    route: 'POST /api/teacher/kilianUploads',
    allowed: ['studentA'],
    request: (w) => ({ url: '/api/teacher/kilianUploads', body: { file: w.kilianFile, title: 'bericht.pdf', _competencyCategoryOptionSubTest: ids(w).subTestId, type: 'information', _student: w.studentA.id } }),
  },
  { route: 'GET /api/teacher/kilianUploads/subTests/:studentId', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/teacher/kilianUploads/subTests/${w.studentA.id}` }) },
  { route: 'GET /api/teacher/kilianUploads/:studentId/:subTestId/:type', allowed: ['studentA', 'teacherA'], request: (w) => ({ url: `/api/teacher/kilianUploads/${w.studentA.id}/${ids(w).subTestId}/information` }) },
  { route: 'POST /api/teacher/kilianUploads/competencySubTestById/:id', allowed: [...students, ...teachers], request: (w) => ({ url: `/api/teacher/kilianUploads/competencySubTestById/${ids(w).subTestId}` }) },

  // --- class teachers and the audit trail
  { route: 'GET /api/grade/class/:classId/teachers', allowed: ['supervisorA', 'admin'], request: (w) => ({ url: `/api/grade/class/${w.clsA.id}/teachers` }) },
  {
    route: 'DELETE /api/grade/class/:classId/teachers/:teacherId',
    allowed: ['supervisorA'],
    // a teacher of its own for every request: teacher A stays in class A
    request: async (w) => {
      const teacher = await buildTeacher(w.t.db);
      await joinClass(w.t.db, w.clsA.id, teacher.id);
      return { url: `/api/grade/class/${w.clsA.id}/teachers/${teacher.id}` };
    },
  },
  { route: 'GET /api/audit/attendance/:classId/:date', allowed: ['supervisorA', 'admin'], request: (w) => ({ url: `/api/audit/attendance/${w.clsA.id}/${schoolDay()}` }) },
  { route: 'GET /api/audit/classes/:classId', allowed: ['supervisorA', 'admin'], request: (w) => ({ url: `/api/audit/classes/${w.clsA.id}` }) },
  {
    route: 'GET /api/audit/assessments/:assessmentId',
    allowed: ['teacherA', 'admin'],
    // the grade teacher A gave student A (row POST /api/teacher/assessment/assessment, earlier)
    request: async (w) => {
      const [graded] = await w.t.db.select({ id: assessments.id }).from(assessments).where(eq(assessments.studentId, w.studentA.id)).limit(1);
      if (!graded) throw new Error('permission matrix: student A has no assessment yet (the grading row must come first)');
      return { url: `/api/audit/assessments/${graded.id}` };
    },
  },
  { route: 'GET /api/admin/audit', allowed: ['admin'], request: () => ({ url: '/api/admin/audit' }) },

  // --- the pre-signed upload itself (public: the signature is the permission, and the session it was signed for)
  {
    route: 'PUT /api/upload/files/:key',
    allowed: everyone,
    request: async (w, who) => {
      const cookie = who === 'anonymous' ? undefined : w.actors[who].cookie;
      const presign = await w.t.app.inject({ method: 'GET', url: '/api/upload/preSignedURL/image%2Fpng', headers: cookie ? { cookie } : {} });
      // without a user session the URL is signed for this browser's upload ticket cookie, which the PUT carries
      const ticket = presign.cookies.map((c) => `${c.name}=${c.value}`);
      const withTicket = [cookie, ...ticket].filter(Boolean).join('; ');
      return { url: pathOf(presign.json().url as string), body: PNG, headers: { 'content-type': 'image/png' }, ...(withTicket ? { cookie: withTicket } : {}) };
    },
    // a URL signed for somebody else's session (student A's; for student A student B's): refused to everyone
    others: async (w, who) => {
      const owner = who === 'studentA' ? w.actors.studentB : w.studentA;
      const presign = await w.t.app.inject({ method: 'GET', url: '/api/upload/preSignedURL/image%2Fpng', headers: { cookie: owner.cookie } });
      return { url: pathOf(presign.json().url as string), body: PNG, headers: { 'content-type': 'image/png' } };
    },
  },
];

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function importCsv(w: World): string {
  const k = w.uniq();
  const text = ['Nachname;Vorname;E-Mail;Telefon;Geburtsdatum', `Albers;Anna;anna.${k}@example.org;;01.02.2004`].join('\r\n');
  return Buffer.from(text).toString('base64');
}

async function resetToken(w: World, owner: { userId?: string; adminId?: string }): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await w.t.db.insert(accountTokens).values({
    tokenHash: crypto.createHash('sha256').update(token).digest('hex'),
    purpose: 'reset',
    userId: owner.userId ?? null,
    adminId: owner.adminId ?? null,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return token;
}
