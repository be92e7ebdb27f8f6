/**
 * The server test kit (docs/decisions/010-test-kit.md): one import for an API test.
 *
 *   const t = useTestApp();                                   // app + database for this file
 *   const s = await buildScene(t.db);                         // supervisor, class, students, teachers, kilian, admin
 *   const res = await call(t, { method: 'POST', url, as: s.teacher, body });
 *   expectError(res, 403, commentMessages.notYourStudent);
 *   describeRoute(t, { method: 'GET', route: '/api/x/{id}', allowed: ['teacher'], valid: (s) => ({ url: `/api/x/${s.student.id}` }) });
 */
import crypto from 'node:crypto';
import type { HTTPMethods, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@praxisport/contract/auth';
import type { Db } from '../src/db/client';
import { sessions } from '../src/db/schema/auth';
import { uploads } from '../src/db/schema/uploads';
import { errorStatus, type ErrorCode } from '../src/lib/app-error';
import type { AppConfig } from '../src/config';
import { createTestApp, PNG_BYTES, type TestContext } from './helpers';
import {
  buildAdmin,
  buildClass,
  buildKilian,
  buildStudent,
  buildSupervisor,
  buildTeacher,
  joinClass,
  type BuiltAdmin,
  type BuiltClass,
  type BuiltUser,
  type UserInsert,
} from './factories';

export * from './helpers';
export * from './factories';

export const uuid = () => crypto.randomUUID();

// ---------------------------------------------------------------------------------------------
// The app of a test file

/**
 * Registers beforeAll/afterAll for an app on the worker's database and returns its context;
 * read `t.app`, `t.db`, `t.config`, `t.storage` inside hooks and tests (they exist once beforeAll has run).
 */
export function useTestApp(overrides: Partial<AppConfig> = {}, options: { ownConnection?: boolean } = {}): TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp(overrides, options);
  });
  afterAll(() => ctx?.close());
  const get = () => {
    if (!ctx) throw new Error('useTestApp: the app exists only inside hooks and tests');
    return ctx;
  };
  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().db;
    },
    get config() {
      return get().config;
    },
    get storage() {
      return get().storage;
    },
    close: () => get().close(),
  };
}

// ---------------------------------------------------------------------------------------------
// Sessions without sign-in

export const USER_COOKIE = 'pp_session';
export const ADMIN_COOKIE = 'pp_admin_session';

/** Somebody with a session: a built row plus its Cookie header value. */
export type SignedIn<T> = T & { cookie: string };
/** Whom a request is made as: a signed-in row, a Cookie header value, or nobody. */
export type As = { cookie: string } | string | undefined;

/**
 * A session for a built user or admin, made by inserting its row (the stored SHA-256 of a random
 * token), and the Cookie header value that carries it: `pp_session=…` for users,
 * `pp_admin_session=…` for admins. Sign in through HTTP only where sign-in is the subject.
 */
export async function sessionFor(db: Db, who: BuiltUser | BuiltAdmin, { ttlHours = 1 }: { ttlHours?: number } = {}): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const isUser = 'userType' in who;
  await db.insert(sessions).values({
    tokenHash: crypto.createHash('sha256').update(token).digest('hex'),
    userId: isUser ? who.id : null,
    adminId: isUser ? null : who.id,
    expiresAt: new Date(Date.now() + ttlHours * 3600_000),
  });
  return `${isUser ? USER_COOKIE : ADMIN_COOKIE}=${token}`;
}

/** The row with a fresh session: `signIn(db, await buildTeacher(db))`. */
export async function signIn<T extends BuiltUser | BuiltAdmin>(db: Db, who: T): Promise<SignedIn<T>> {
  return { ...who, cookie: await sessionFor(db, who) };
}

// ---------------------------------------------------------------------------------------------
// Requests and errors

export interface CallOptions {
  method?: HTTPMethods;
  url: string;
  /** The caller: a signed-in row (`scene.teacher`), a Cookie header value, or none (anonymous). */
  as?: As;
  /** JSON body (an object or array); a string or Buffer is sent as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export const cookieOf = (as: As): string | undefined => (typeof as === 'string' ? as : as?.cookie);

/** One request to the app, as `as` (GET unless told). */
export function call(t: Pick<TestContext, 'app'>, { method = 'GET', url, as, body, headers = {}, remoteAddress }: CallOptions): Promise<Response> {
  const cookie = cookieOf(as);
  return t.app.inject({
    method,
    url,
    headers: cookie ? { ...headers, cookie } : headers,
    ...(body === undefined ? {} : { payload: body as object }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export interface ErrorBody {
  code: ErrorCode;
  messages: { message: string; path?: string }[];
}

const codeOfStatus = Object.fromEntries(Object.entries(errorStatus).map(([code, status]) => [status, code])) as Record<number, ErrorCode>;

/**
 * Asserts an error answer: the status, the one error shape `{code, messages: [{message, path?}]}`
 * with the code of that status, and the first message (exactly `{message, path}` when a path is given).
 */
export function expectError(res: Response, status: number, message: string, path?: string): ErrorBody {
  expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 300)}`).toBe(status);
  const body = res.json() as ErrorBody;
  expect(Object.keys(body).sort()).toEqual(['code', 'messages']);
  expect(body.code).toBe(codeOfStatus[status]);
  expect(body.messages.length).toBeGreaterThan(0);
  if (path === undefined) expect(body.messages[0]!.message).toBe(message);
  else expect(body.messages[0]).toEqual({ message, path });
  return body;
}

// ---------------------------------------------------------------------------------------------
// Stored files

/**
 * A stored PNG, as the pre-signed upload flow leaves it (file in the storage, row in `uploads`), without
 * its two requests; returns the stored address. Anonymous unless `uploaderId` is given. Test the
 * upload flow itself with `uploadPng` (helpers.ts).
 */
export async function buildUpload(t: Pick<TestContext, 'db' | 'storage'>, { uploaderId }: { uploaderId?: string } = {}): Promise<string> {
  const key = `${uuid()}.png`;
  await t.storage.put(key, PNG_BYTES);
  await t.db.insert(uploads).values({ key, contentType: 'image/png', size: PNG_BYTES.length, uploaderId: uploaderId ?? null });
  return `http://localhost:80/api/upload/files/${key}`;
}

// ---------------------------------------------------------------------------------------------
// The scene most tests need

export interface Scene {
  /** Created `cls`. */
  supervisor: SignedIn<BuiltUser>;
  cls: BuiltClass;
  /** A student of `cls`. */
  student: SignedIn<BuiltUser>;
  /** Another student of `cls`. */
  classmate: SignedIn<BuiltUser>;
  /** A teacher who joined `cls`. */
  teacher: SignedIn<BuiltUser>;
  /** A teacher who did not join `cls`. */
  outsider: SignedIn<BuiltUser>;
  kilian: SignedIn<BuiltUser>;
  admin: SignedIn<BuiltAdmin>;
  /** A teacher waiting for an admin's approval (no session: pending accounts cannot have one). */
  pending: BuiltUser;
}

export interface SceneOptions {
  className?: string;
  supervisor?: Partial<UserInsert>;
  student?: Partial<UserInsert>;
  teacher?: Partial<UserInsert>;
}

/** A class with its supervisor, two students, a joined teacher, an outsider, a kilian, an admin (all signed in) and a pending teacher. */
export async function buildScene(db: Db, o: SceneOptions = {}): Promise<Scene> {
  const supervisor = await signIn(db, await buildSupervisor(db, o.supervisor));
  const cls = await buildClass(db, supervisor.id, o.className);
  const teacher = await signIn(db, await buildTeacher(db, o.teacher));
  await joinClass(db, cls.id, teacher.id);
  return {
    supervisor,
    cls,
    student: await signIn(db, await buildStudent(db, cls.id, o.student)),
    classmate: await signIn(db, await buildStudent(db, cls.id)),
    teacher,
    outsider: await signIn(db, await buildTeacher(db)),
    kilian: await signIn(db, await buildKilian(db)),
    admin: await signIn(db, await buildAdmin(db)),
    pending: await buildTeacher(db, { status: 'pending' }),
  };
}

// ---------------------------------------------------------------------------------------------
// The access cases of a route

export type ActorKind = 'supervisor' | 'teacher' | 'student' | 'kilian' | 'admin';
export const actorKinds: readonly ActorKind[] = ['supervisor', 'teacher', 'student', 'kilian', 'admin'];

/** The scene's actor of a kind: the supervisor of the class, its joined teacher, its student, the kilian, the admin. */
export const actorOf = (scene: Scene, kind: ActorKind): SignedIn<BuiltUser | BuiltAdmin> => scene[kind];

export interface RouteRequest {
  url: string;
  body?: unknown;
}

export interface InvalidCase<X = unknown> {
  /** Shown in the assertion message. */
  name?: string;
  /** The request of an allowed actor that must be refused. */
  request: (scene: Scene, who: ActorKind, arranged: X) => RouteRequest;
  /** 400 unless told (a 404 for an unknown id fits here too). */
  status?: number;
  message: string;
  path?: string;
}

type CaseKind = 'unauthenticated' | 'forbidden' | 'invalid' | 'success';

/** A route's declaration for `describeRoute`; `X` is what `arrange` makes besides the scene. */
export interface RouteSpec<X = unknown> {
  method: HTTPMethods;
  /** The route as documented, for the describe title: '/api/user/comment'. */
  route: string;
  /** The describe title, when it should name more than `${method} ${route}` (requirement IDs). */
  title?: string;
  /** The kinds the route's access declaration admits. */
  allowed: readonly ActorKind[];
  /** A valid request of `who` in `scene`, for every kind (the refused ones are sent it too). */
  valid: (scene: Scene, who: ActorKind, arranged: X) => RouteRequest;
  /**
   * The refusal of a signed-in user whose kind is not allowed: 403 with authMessages.forbidden
   * unless the route's declaration carries the specification's own text.
   */
  forbiddenMessage?: string;
  /** Each answers 400 (or `status`) with the exact message, for the first allowed kind. */
  invalid?: readonly InvalidCase<X>[];
  /** More requests that anonymous and refused callers send (access is checked before validation). */
  extra?: (scene: Scene, who: ActorKind, arranged: X) => RouteRequest[];
  /** Rows the route needs besides the scene, made before each case and passed on as `arranged`. */
  arrange?: (scene: Scene) => Promise<X>;
  /** Checked after the refused and invalid requests: nothing was stored or changed. */
  unchanged?: (scene: Scene, arranged: X) => unknown;
  /** What a valid request of an allowed kind answers; `check` inspects it further. */
  success?: { status?: number; check?: (res: Response, scene: Scene, who: ActorKind, arranged: X) => unknown };
  /**
   * Titles of the generated tests, each naming the requirement IDs it verifies. Cases given the
   * same title run as one test.
   */
  names?: Partial<Record<CaseKind, string>>;
  /** Leave a generated case out (where a hand-written test covers it in more detail). */
  skip?: readonly CaseKind[];
}

/**
 * The refusal a kind gets: a user of a kind that is not allowed gets 403; an admin where admins
 * are not allowed is anonymous to the route (its admin cookie is not read), so 401.
 */
function refusalOf<X>(spec: RouteSpec<X>, kind: ActorKind): { code: ErrorCode; message: string } {
  if (kind === 'admin') return { code: 'UNAUTHENTICATED', message: authMessages.unauthenticated };
  return { code: 'FORBIDDEN', message: spec.forbiddenMessage ?? authMessages.forbidden };
}

/**
 * Generates a route's access and validation tests from its declaration:
 * - without a session: exactly `{code: 'UNAUTHENTICATED', messages: [{message: 'Bitte melden Sie sich an.'}]}`,
 *   for the valid, every invalid and every extra request;
 * - for every kind not in `allowed`: its refusal (403 with the forbidden message; 401 for an
 *   admin), for the same requests: access is checked before validation;
 * - for each invalid request of the first allowed kind: its status and exact message;
 * - for a valid request of every allowed kind: `success.status` (200 unless told).
 * Every case builds its own scene; `unchanged` is checked after the refused and invalid requests.
 */
export function routeCases<X = undefined>(t: TestContext, spec: RouteSpec<X>): void {
  const skip = new Set(spec.skip ?? []);
  const refused = actorKinds.filter((k) => !spec.allowed.includes(k));
  const first = spec.allowed[0] ?? 'student';
  const send = (req: RouteRequest, as: As) => call(t, { method: spec.method, url: req.url, body: req.body, as });
  const requestsOf = (scene: Scene, who: ActorKind, x: X) => [
    spec.valid(scene, who, x),
    ...(spec.invalid ?? []).map((c) => c.request(scene, who, x)),
    ...(spec.extra?.(scene, who, x) ?? []),
  ];
  const label = (req: RouteRequest) => `${spec.method} ${req.url.slice(0, 80)} ${JSON.stringify(req.body)?.slice(0, 60) ?? ''}`;
  const names: Record<CaseKind, string> = {
    unauthenticated: 'SEC-01 answers 401 without a session',
    forbidden: `SEC-02 refuses ${refused.join(', ')}`,
    invalid: 'SEC-08 answers 400 with the exact message for invalid input',
    success: `SEC-02 admits ${spec.allowed.join(', ')}`,
    ...spec.names,
  };

  const cases: Record<CaseKind, (scene: Scene, x: X) => Promise<void>> = {
    unauthenticated: async (scene, x) => {
      for (const req of requestsOf(scene, first, x)) {
        const res = await send(req, undefined);
        expect(res.statusCode, label(req)).toBe(401);
        expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', messages: [{ message: authMessages.unauthenticated }] });
      }
    },
    forbidden: async (scene, x) => {
      for (const kind of refused) {
        const { code, message } = refusalOf(spec, kind);
        for (const req of requestsOf(scene, kind, x)) {
          const res = await send(req, actorOf(scene, kind));
          expect(res.statusCode, `${kind}: ${label(req)}`).toBe(errorStatus[code]);
          expect(res.json(), `${kind}: ${label(req)}`).toEqual({ code, messages: [{ message }] });
        }
      }
    },
    invalid: async (scene, x) => {
      for (const c of spec.invalid ?? []) {
        const req = c.request(scene, first, x);
        const res = await send(req, actorOf(scene, first));
        expect(res.statusCode, `${c.name ?? ''} ${label(req)}`).toBe(c.status ?? 400);
        expectError(res, c.status ?? 400, c.message, c.path);
      }
    },
    success: async (scene, x) => {
      for (const who of spec.allowed) {
        const req = spec.valid(scene, who, x);
        const res = await send(req, actorOf(scene, who));
        expect(res.statusCode, `${who}: ${label(req)} ${res.body.slice(0, 200)}`).toBe(spec.success?.status ?? 200);
        await spec.success?.check?.(res, scene, who, x);
      }
    },
  };

  const active = (['unauthenticated', 'forbidden', 'invalid', 'success'] as const).filter(
    (k) => !skip.has(k) && (k !== 'forbidden' || refused.length > 0) && (k !== 'invalid' || spec.invalid?.length),
  );
  for (const title of new Set(active.map((k) => names[k]))) {
    const kinds = active.filter((k) => names[k] === title);
    it(title, async () => {
      const scene = await buildScene(t.db);
      const x = (await spec.arrange?.(scene)) as X;
      for (const k of kinds) await cases[k](scene, x);
      if (spec.unchanged && kinds.some((k) => k !== 'success')) await spec.unchanged(scene, x);
    });
  }
}

/** `routeCases` inside a describe titled by the route: `describeRoute(t, { method: 'GET', route: '/api/…', … })`. */
export function describeRoute<X = undefined>(t: TestContext, spec: RouteSpec<X>, more?: () => void): void {
  describe(spec.title ?? `${spec.method} ${spec.route}`, () => {
    routeCases(t, spec);
    more?.();
  });
}
