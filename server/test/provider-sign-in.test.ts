/**
 * Sign-in with the school's account (OpenID Connect, decision 034) against a real provider
 * (oidc-provider, test/oidc/provider.ts) and, for the ID tokens no real provider issues, a
 * misbehaving one (test/oidc/rogue-issuer.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authMessages } from '@praxisport/contract/auth';
import type { AppConfig, OidcConfig } from '../src/config';
import { auditEvents } from '../src/db/schema/audit';
import { mailOutbox } from '../src/db/schema/mail';
import { notifications } from '../src/db/schema/notifications';
import { users } from '../src/db/schema/users';
import { buildAdmin, buildClass, buildStudent, buildSupervisor, buildTeacher, call, createTestApp, expectError, TEST_PASSWORD, type BuiltUser, type TestContext } from './kit';
import { cancelAtProvider, loginAtProvider } from './oidc/browserless';
import { startTestProvider, type TestProvider } from './oidc/provider';
import { startRogueIssuer, type RogueIssuer } from './oidc/rogue-issuer';

const APP = 'http://praxisport.test';
const REDIRECT_URI = `${APP}/api/user/auth/provider/callback`;
const OTHER_REDIRECT_URI = 'http://elsewhere.test/callback';
const CLIENT = { clientId: 'praxisport', clientSecret: 'geheim-fuer-tests' };
const PW = 'schulkonto';

const oidcFor = (issuer: string, o: Partial<OidcConfig> = {}): OidcConfig => ({
  issuer,
  ...CLIENT,
  scopes: 'openid email profile',
  emailClaim: 'email',
  roleClaim: 'groups',
  roleMap: { Praxisanleitung: 'teacher', Praxisbegleitung: 'supervisor', Auszubildende: 'student' },
  redirectUri: REDIRECT_URI,
  postLogoutRedirectUri: `${APP}/signin`,
  ...o,
});

let provider: TestProvider;
let t: TestContext;
const people: Record<'teacher' | 'student' | 'deactivated' | 'pending' | 'unverified', BuiltUser> = {} as never;
const suffix = crypto.randomUUID().slice(0, 8);
const mail = (who: string) => `${who}_${suffix}@schule.example`;

async function appWith(config: Partial<AppConfig>): Promise<TestContext> {
  return createTestApp({ mail: { from: 'PraxisPort <noreply@praxisport.test>', outboxDir: '/tmp/unused', appUrl: APP }, ...config });
}

beforeAll(async () => {
  const base = await appWith({});
  people.teacher = await buildTeacher(base.db, { email: mail('markus') });
  const supervisor = await buildSupervisor(base.db);
  people.student = await buildStudent(base.db, (await buildClass(base.db, supervisor.id)).id, { email: mail('lena') });
  people.deactivated = await buildTeacher(base.db, { email: mail('ex'), status: 'deactivated' });
  people.pending = await buildTeacher(base.db, { email: mail('wartet'), status: 'pending' });
  people.unverified = await buildTeacher(base.db, { email: mail('unbestaetigt') });
  await base.close();
  provider = await startTestProvider({
    ...CLIENT,
    redirectUris: [REDIRECT_URI, OTHER_REDIRECT_URI],
    postLogoutRedirectUris: [`${APP}/signin`],
    accounts: [
      { sub: `sub-markus-${suffix}`, password: PW, email: people.teacher.email, email_verified: true, given_name: 'Markus', family_name: 'Weber', groups: ['Praxisanleitung'] },
      { sub: `sub-lena-${suffix}`, password: PW, email: people.student.email, email_verified: true, groups: ['Auszubildende'] },
      { sub: `sub-neu-${suffix}`, password: PW, email: mail('neu'), email_verified: true, given_name: 'Nora', family_name: 'Neumann', preferred_username: `nora.neumann.${suffix}`, groups: ['Praxisbegleitung'] },
      { sub: `sub-azubi-${suffix}`, password: PW, email: mail('azubi'), email_verified: true, groups: ['Auszubildende'] },
      { sub: `sub-ex-${suffix}`, password: PW, email: people.deactivated.email, email_verified: true },
      { sub: `sub-wartet-${suffix}`, password: PW, email: people.pending.email, email_verified: true },
      { sub: `sub-unbestaetigt-${suffix}`, password: PW, email: people.unverified.email, email_verified: false },
    ],
  });
  t = await appWith({ oidc: oidcFor(provider.issuer) });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const cookieValue = (res: { headers: Record<string, unknown> }, name: string): string | undefined => {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const hit = all.map(String).find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
  return hit?.slice(name.length + 1).split(';')[0];
};

/** Begins a sign-in as a browser would: the provider's address and this browser's attempt cookie. */
async function start(app: TestContext = t) {
  const res = await call(app, { url: '/api/user/auth/provider/start' });
  expect(res.statusCode).toBe(302);
  const attempt = cookieValue(res, 'pp_provider');
  expect(attempt).toBeTruthy();
  return { authorizeUrl: String(res.headers.location), attempt: attempt! };
}

/** The app's answer to the provider's redirect back: the outcome on /signin and the session cookie, if any. */
async function callback(back: string, attempt: string | undefined, app: TestContext = t) {
  const url = new URL(back);
  const res = await app.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: attempt ? { cookie: `pp_provider=${attempt}` } : {} });
  expect(res.statusCode).toBe(302);
  const location = new URL(String(res.headers.location), APP);
  expect(location.pathname).toBe('/signin');
  const session = cookieValue(res, 'pp_session');
  return { outcome: location.searchParams.get('provider'), cookie: session ? `pp_session=${session}` : undefined };
}

async function signInAs(login: string) {
  const { authorizeUrl, attempt } = await start();
  return callback(await loginAtProvider(authorizeUrl, login, PW), attempt);
}

const auditOf = (userId: string, action: string) =>
  t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, userId), eq(auditEvents.action, action)));

describe('sign-in with the school account', () => {
  test('the sign-in page offers it; without OIDC_ISSUER it is not offered and starting it says so', async () => {
    expect((await call(t, { url: '/api/user/auth/options' })).json()).toEqual({ provider: true, passwordSignIn: true });
    const plain = await appWith({});
    try {
      expect((await call(plain, { url: '/api/user/auth/options' })).json()).toEqual({ provider: false, passwordSignIn: true });
      const res = await call(plain, { url: '/api/user/auth/provider/start' });
      expect(res.headers.location).toBe('/signin?provider=notConfigured');
    } finally {
      await plain.close();
    }
  });

  test('code flow with PKCE S256, state and nonce, to the configured redirect URI only', async () => {
    const { authorizeUrl } = await start();
    const p = new URL(authorizeUrl).searchParams;
    expect(authorizeUrl.startsWith(provider.issuer)).toBe(true);
    expect(p.get('response_type')).toBe('code');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(p.get('state')).toBeTruthy();
    expect(p.get('nonce')).toBeTruthy();
    expect(p.get('redirect_uri')).toBe(REDIRECT_URI);
    // the provider's redirect to the app is the configured callback, whatever the start was asked
    const ignored = await call(t, { url: `/api/user/auth/provider/start?redirect_uri=${encodeURIComponent(OTHER_REDIRECT_URI)}` });
    expect(new URL(String(ignored.headers.location)).searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
  });

  test('the first sign-in links the account with the verified e-mail; later ones find it by the subject, even after the e-mail changed', async () => {
    const first = await signInAs(people.teacher.email);
    expect(first.outcome).toBe('ok');
    const session = await call(t, { url: '/api/user/auth/session', as: first.cookie });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ userType: 'teacher', user: { _id: people.teacher.id, email: people.teacher.email } });
    expect(session.json().providerOnly).toBeUndefined(); // the account keeps its password
    expect((await call(t, { url: '/api/user/profile', as: first.cookie })).statusCode).toBe(200);
    const [row] = await t.db.select({ sub: users.oidcSubject, iss: users.oidcIssuer }).from(users).where(eq(users.id, people.teacher.id));
    expect(row).toEqual({ sub: `sub-markus-${suffix}`, iss: provider.issuer });
    expect(await auditOf(people.teacher.id, 'account.providerLink')).toHaveLength(1);

    await t.db.update(users).set({ email: mail('markus-neu') }).where(eq(users.id, people.teacher.id));
    const later = await signInAs(`sub-markus-${suffix}`);
    expect(later.outcome).toBe('ok');
    expect((await call(t, { url: '/api/user/auth/session', as: later.cookie })).json().user._id).toBe(people.teacher.id);
    expect(await auditOf(people.teacher.id, 'account.providerLink')).toHaveLength(1);
    expect(await auditOf(people.teacher.id, 'account.providerSignIn')).toHaveLength(2);
  });

  test('an imported student in a class links by e-mail and lands signed in', async () => {
    expect((await signInAs(people.student.email)).outcome).toBe('ok');
  });

  test('a new staff member gets a pending account of the mapped role without a password; the admins are told; once approved the sign-in succeeds', async () => {
    const admin = await buildAdmin(t.db);
    expect((await signInAs(mail('neu'))).outcome).toBe('created');
    const [made] = await t.db.select().from(users).where(eq(users.email, mail('neu')));
    expect(made).toMatchObject({ status: 'pending', userType: 'supervisor', firstName: 'Nora', name: 'Neumann', username: `nora.neumann.${suffix}`, oidcSubject: `sub-neu-${suffix}` });
    expect(await t.db.select().from(notifications).where(and(eq(notifications.adminId, admin.id), eq(notifications.kind, 'staffSignup')))).toHaveLength(1);
    expect(await auditOf(made!.id, 'account.providerCreate')).toHaveLength(1);
    expect((await signInAs(mail('neu'))).outcome).toBe('pending');

    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, made!.id));
    const approved = await signInAs(mail('neu'));
    expect(approved.outcome).toBe('ok');
    expect((await call(t, { url: '/api/user/auth/session', as: approved.cookie })).json()).toMatchObject({ userType: 'supervisor', providerOnly: true });
    // no password of its own: password sign-in and the reset link are closed to it
    const login = await call(t, { method: 'POST', url: '/api/user/auth/login', body: { email: mail('neu'), password: TEST_PASSWORD } });
    expectError(login, 401, authMessages.invalidCredentials);
    expect((await call(t, { method: 'POST', url: '/api/user/auth/forgotPassword', body: { email: mail('neu') } })).statusCode).toBeLessThan(300);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, mail('neu')))).toHaveLength(0);
  });

  test('a student who is not in a class is refused and nothing is made', async () => {
    expect((await signInAs(mail('azubi'))).outcome).toBe('studentUnknown');
    expect(await t.db.select().from(users).where(eq(users.email, mail('azubi')))).toHaveLength(0);
  });

  test('deactivated and pending accounts are refused without a session; an unverified e-mail never links', async () => {
    expect(await signInAs(people.deactivated.email)).toEqual({ outcome: 'deactivated', cookie: undefined });
    expect(await signInAs(people.pending.email)).toEqual({ outcome: 'pending', cookie: undefined });
    expect(await signInAs(people.unverified.email)).toEqual({ outcome: 'emailUnverified', cookie: undefined });
    const [row] = await t.db.select({ sub: users.oidcSubject }).from(users).where(eq(users.id, people.unverified.id));
    expect(row!.sub).toBeNull();
  });

  test('an account deactivated after linking is refused at its next provider sign-in', async () => {
    const student = people.student;
    await t.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, student.id));
    try {
      expect((await signInAs(student.email)).outcome).toBe('deactivated');
    } finally {
      await t.db.update(users).set({ status: 'active' }).where(eq(users.id, student.id));
    }
  });

  test('state, the browser’s attempt and PKCE are checked: a changed state, a missing cookie and another attempt’s code are refused', async () => {
    const a = await start();
    const backA = await loginAtProvider(a.authorizeUrl, `sub-markus-${suffix}`, PW);
    const tampered = new URL(backA);
    tampered.searchParams.set('state', 'ein-anderer-zustand');
    expect((await callback(tampered.href, a.attempt)).outcome).toBe('failed');
    expect((await callback(backA, undefined)).outcome).toBe('expired');
    // attempt B's cookie and state with attempt A's code: B's PKCE verifier does not fit A's challenge
    const b = await start();
    const stolen = new URL(backA);
    stolen.searchParams.set('state', new URL(b.authorizeUrl).searchParams.get('state')!);
    expect(await callback(stolen.href, b.attempt)).toEqual({ outcome: 'failed', cookie: undefined });
  });

  test('the callback redeems codes only for its own redirect URI', async () => {
    const { authorizeUrl, attempt } = await start();
    const elsewhere = new URL(authorizeUrl);
    elsewhere.searchParams.set('redirect_uri', OTHER_REDIRECT_URI);
    const back = new URL(await loginAtProvider(elsewhere.href, `sub-markus-${suffix}`, PW));
    expect(back.origin).toBe(new URL(OTHER_REDIRECT_URI).origin);
    // the code and state arrive at our callback, which redeems them with its own redirect URI: refused
    expect(await callback(`${REDIRECT_URI}${back.search}`, attempt)).toEqual({ outcome: 'failed', cookie: undefined });
  });

  test('cancelling at the provider says so', async () => {
    const { authorizeUrl, attempt } = await start();
    expect((await callback(await cancelAtProvider(authorizeUrl), attempt)).outcome).toBe('cancelled');
  });

  test('sign-out of a provider session answers the provider’s sign-out address; a password session 204', async () => {
    const { cookie } = await signInAs(`sub-markus-${suffix}`);
    const res = await call(t, { method: 'POST', url: '/api/user/auth/logout', as: cookie });
    expect(res.statusCode).toBe(200);
    const end = new URL(res.json().endSessionUrl);
    expect(end.href.startsWith(provider.issuer)).toBe(true);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${APP}/signin`);
    expect(end.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await call(t, { url: '/api/user/auth/session', as: cookie })).statusCode).toBe(401);

    const password = await call(t, { method: 'POST', url: '/api/user/auth/login', body: { email: people.unverified.email, password: TEST_PASSWORD } });
    const passwordCookie = `pp_session=${cookieValue(password, 'pp_session')}`;
    expect((await call(t, { method: 'POST', url: '/api/user/auth/logout', as: passwordCookie })).statusCode).toBe(204);
  });
});

describe('ID tokens a real provider would not issue', () => {
  let rogue: RogueIssuer;
  let r: TestContext;
  beforeAll(async () => {
    rogue = await startRogueIssuer({ clientId: CLIENT.clientId });
    r = await appWith({ oidc: oidcFor(rogue.issuer) });
  });
  afterAll(async () => {
    await r?.close();
    await rogue?.close();
  });

  async function outcomeOf(scenario: Parameters<RogueIssuer['setScenario']>[0], claims = { sub: `rogue-${suffix}`, email: people.teacher.email, email_verified: true }) {
    rogue.setScenario(scenario, claims);
    const { authorizeUrl, attempt } = await start(r);
    return callback(await loginAtProvider(authorizeUrl, 'x', 'y'), attempt, r);
  }

  test.each(['otherIssuer', 'otherAudience', 'expired', 'badSignature', 'otherNonce'] as const)('%s: refused, no session, no link', async (scenario) => {
    expect(await outcomeOf(scenario)).toEqual({ outcome: 'failed', cookie: undefined });
    expect(await r.db.select().from(users).where(eq(users.oidcSubject, `rogue-${suffix}`))).toHaveLength(0);
  });

  test('an unverified e-mail does not link; the same token verified does (the checks above are not what refused them)', async () => {
    expect((await outcomeOf('unverifiedEmail')).outcome).toBe('emailUnverified');
    // another subject: the teacher is linked to the real provider's subject by now, of another issuer
    const good = await outcomeOf('good', { sub: `rogue-${suffix}`, email: people.student.email, email_verified: true });
    expect(good.outcome).toBe('ok');
    await r.db.update(users).set({ oidcIssuer: null, oidcSubject: null }).where(sql`${users.oidcSubject} = ${`rogue-${suffix}`}`);
  });
});

describe('PASSWORD_SIGNIN=false', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await appWith({ oidc: oidcFor(provider.issuer), passwordSignIn: false });
  });
  afterAll(() => off?.close());

  test('users are refused with the message and get no reset mail; admins still sign in with their password', async () => {
    expect((await call(off, { url: '/api/user/auth/options' })).json()).toEqual({ provider: true, passwordSignIn: false });
    const user = await buildTeacher(off.db);
    expectError(await call(off, { method: 'POST', url: '/api/user/auth/login', body: { email: user.email, password: TEST_PASSWORD } }), 403, authMessages.passwordSignInOff);
    expect((await call(off, { method: 'POST', url: '/api/user/auth/forgotPassword', body: { email: user.email } })).statusCode).toBeLessThan(300);
    expect(await off.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email))).toHaveLength(0);
    const admin = await buildAdmin(off.db);
    expect((await call(off, { method: 'POST', url: '/api/admin/auth/login', body: { email: admin.email, password: TEST_PASSWORD } })).statusCode).toBe(200);
  });
});
