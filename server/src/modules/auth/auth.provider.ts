import * as client from 'openid-client';
import type { ProviderOutcome } from '@praxisport/contract/auth';
import type { Db, DbOrTx } from '../../db/client';
import type { AppConfig, OidcConfig } from '../../config';
import type { UserActor } from '../../lib/actor';
import { NO_PASSWORD } from '../../lib/password';
import { record } from '../audit/audit.service';
import { notifyAdmins } from '../notifications/notifications.service';
import { createUser } from '../users/users.service';
import { createSession, findUserByEmailForProvider, findUserBySubject, linkSubject, usernameInUse, type ProviderAccount } from './auth.repository';

/**
 * Sign-in with the school's account: OpenID Connect's authorization code flow with PKCE through
 * openid-client (decision 034). The attempt's secrets (PKCE verifier, state, nonce) travel in a
 * short-lived httpOnly cookie of this browser, so any process can finish what another began.
 */

/** How long a started sign-in may take at the provider. */
export const ATTEMPT_MAX_AGE_SECONDS = 600;

export interface Provider {
  /** The provider's configuration from its discovery document, fetched once (again after a failure). */
  configuration(): Promise<client.Configuration>;
  oidc: OidcConfig;
}

/** The app's provider client, or undefined without OIDC_ISSUER. */
export function providerOf(config: AppConfig): Provider | undefined {
  const oidc = config.oidc;
  if (!oidc) return undefined;
  let discovered: Promise<client.Configuration> | undefined;
  return {
    oidc,
    configuration() {
      discovered ??= discover(oidc).catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
      return discovered;
    },
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

async function discover(oidc: OidcConfig): Promise<client.Configuration> {
  const url = new URL(oidc.issuer);
  // plain http only to a provider on this machine (tests, a local Keycloak)
  const insecure = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  // client_secret_post: openid-client's default, which Keycloak and the others accept
  const auth = oidc.clientSecret ? client.ClientSecretPost(oidc.clientSecret) : client.None();
  return client.discovery(url, oidc.clientId, { redirect_uris: [oidc.redirectUri], response_types: ['code'] }, auth, {
    // ID tokens are checked against the provider's keys too, not only trusted for coming over TLS
    execute: insecure ? [client.allowInsecureRequests, client.enableNonRepudiationChecks] : [client.enableNonRepudiationChecks],
    timeout: 10,
  });
}

interface Attempt {
  verifier: string;
  state: string;
  nonce: string;
  startedAt: number;
}

/** The provider's authorization address for a new attempt and the cookie value that remembers it. */
export async function beginProviderSignIn(provider: Provider): Promise<{ url: string; attempt: string }> {
  const configuration = await provider.configuration();
  const attempt: Attempt = { verifier: client.randomPKCECodeVerifier(), state: client.randomState(), nonce: client.randomNonce(), startedAt: Date.now() };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: provider.oidc.redirectUri,
    scope: provider.oidc.scopes,
    code_challenge: await client.calculatePKCECodeChallenge(attempt.verifier),
    code_challenge_method: 'S256',
    state: attempt.state,
    nonce: attempt.nonce,
  });
  return { url: url.href, attempt: Buffer.from(JSON.stringify(attempt)).toString('base64url') };
}

function attemptOf(cookie: string | undefined): Attempt | null {
  if (!cookie || cookie.length > 2000) return null;
  try {
    const a = JSON.parse(Buffer.from(cookie, 'base64url').toString()) as Partial<Attempt>;
    if (typeof a.verifier !== 'string' || typeof a.state !== 'string' || typeof a.nonce !== 'string' || typeof a.startedAt !== 'number') return null;
    if (Date.now() - a.startedAt > ATTEMPT_MAX_AGE_SECONDS * 1000) return null;
    return a as Attempt;
  } catch {
    return null;
  }
}

type Claims = Record<string, unknown>;
export type ProviderResult = { outcome: ProviderOutcome; token?: string; reason?: string };

/**
 * Finishes a sign-in at the callback: the answer is checked (state, PKCE, and the ID token's
 * issuer, audience, expiry, nonce and signature), then the account is found by the provider's
 * subject, or linked by a verified e-mail address, or made as a pending staff account.
 * Never throws for what the provider or the browser sent: the outcome names it.
 */
export async function finishProviderSignIn(
  db: Db,
  config: AppConfig,
  provider: Provider,
  { search, attemptCookie }: { search: string; attemptCookie: string | undefined },
): Promise<ProviderResult> {
  const attempt = attemptOf(attemptCookie);
  const params = new URLSearchParams(search);
  if (params.get('error')) return { outcome: params.get('error') === 'access_denied' ? 'cancelled' : 'failed', reason: `provider: ${params.get('error')}` };
  if (!attempt) return { outcome: 'expired', reason: 'no attempt of this browser, or older than 10 minutes' };
  let configuration: client.Configuration;
  try {
    configuration = await provider.configuration();
  } catch (err) {
    return { outcome: 'unavailable', reason: String(err) };
  }
  // only ever the configured redirect URI: the address the browser came to gives just the answer's parameters
  const currentUrl = new URL(provider.oidc.redirectUri);
  currentUrl.search = params.toString();
  let claims: Claims;
  let idToken: string;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: attempt.verifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims()!;
    idToken = tokens.id_token!;
    const userinfo = configuration.serverMetadata().userinfo_endpoint ? await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub) : {};
    claims = { ...idClaims, ...userinfo, sub: idClaims.sub };
  } catch (err) {
    const unreachable = err instanceof TypeError || (err instanceof Error && err.name === 'TimeoutError');
    return { outcome: unreachable ? 'unavailable' : 'failed', reason: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
  }
  const issuer = configuration.serverMetadata().issuer;
  return db.transaction(async (tx) => {
    const sub = String(claims.sub);
    let account = await findUserBySubject(tx, issuer, sub);
    if (!account) {
      const email = claims[provider.oidc.emailClaim];
      if (typeof email !== 'string' || !email.includes('@') || claims.email_verified !== true) return { outcome: 'emailUnverified' as const, reason: 'no verified e-mail' };
      const existing = await findUserByEmailForProvider(tx, email);
      if (existing) {
        if (existing.oidcIssuer === issuer && existing.oidcSubject && existing.oidcSubject !== sub) return { outcome: 'linkedElsewhere' as const };
        if (existing.status !== 'active') return { outcome: existing.status as Exclude<typeof existing.status, 'active'> };
        await linkSubject(tx, existing.id, issuer, sub);
        await record(tx, actorOf(existing), { action: 'account.providerLink', entity: 'account', entityId: existing.id, after: { issuer } });
        account = existing;
      } else {
        const role = roleOf(provider.oidc, claims);
        if (role === 'student') return { outcome: 'studentUnknown' as const };
        await createPendingStaff(tx, { issuer, sub, email, role, claims });
        return { outcome: 'created' as const };
      }
    }
    if (account.status !== 'active') return { outcome: account.status as Exclude<typeof account.status, 'active'> };
    const token = await createSession(tx, { userId: account.id, idToken }, config.sessionTtlHours);
    await record(tx, actorOf(account), { action: 'account.providerSignIn', entity: 'account', entityId: account.id });
    return { outcome: 'ok' as const, token };
  });
}

/** The provider's sign-out address for a session that came from it, or undefined (no such endpoint, provider away). */
export async function providerSignOutUrl(provider: Provider | undefined, idToken: string | null | undefined): Promise<string | undefined> {
  if (!provider || !idToken) return undefined;
  try {
    const configuration = await provider.configuration();
    if (!configuration.serverMetadata().end_session_endpoint) return undefined;
    return client.buildEndSessionUrl(configuration, { id_token_hint: idToken, post_logout_redirect_uri: provider.oidc.postLogoutRedirectUri }).href;
  } catch {
    return undefined;
  }
}

const actorOf = (a: ProviderAccount): UserActor => ({ kind: 'user', id: a.id, firstName: a.firstName, name: a.name, email: a.email, userType: a.userType, mustChangePassword: a.mustChangePassword });

/** The PraxisPort role of the claim's first mapped value; none: teacher (Praxisanleitung, the most staff). */
function roleOf(oidc: OidcConfig, claims: Claims): OidcConfig['roleMap'][string] {
  const value = oidc.roleClaim ? claims[oidc.roleClaim] : undefined;
  const values = Array.isArray(value) ? value : [value];
  for (const v of values) if (typeof v === 'string' && oidc.roleMap[v]) return oidc.roleMap[v];
  return 'teacher';
}

const text = (v: unknown, max: number): string | undefined => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);

/** A pending staff account as self sign-up makes one, without a password; admins are told. */
async function createPendingStaff(
  tx: DbOrTx,
  { issuer, sub, email, role, claims }: { issuer: string; sub: string; email: string; role: 'supervisor' | 'teacher' | 'kilian'; claims: Claims },
) {
  const local = email.split('@')[0]!;
  const firstName = text(claims.given_name, 100) ?? local;
  const name = text(claims.family_name, 100) ?? text(claims.name, 100) ?? local;
  const user = await createUser(tx, {
    name,
    firstName,
    username: await freeUsername(tx, text(claims.preferred_username, 50) ?? local),
    email: email.toLowerCase(),
    passwordHash: NO_PASSWORD,
    userType: role,
    status: 'pending',
    lfce: role === 'supervisor' ? 'LF' : null,
    oidcIssuer: issuer,
    oidcSubject: sub,
  });
  await record(tx, { kind: 'user', id: user._id, firstName, name, email, userType: role, mustChangePassword: false }, { action: 'account.providerCreate', entity: 'account', entityId: user._id, after: { issuer, userType: role } });
  await notifyAdmins(tx, { kind: 'staffSignup', params: { name: `${firstName} ${name}` }, link: '/admin/dashboard' });
}

/** The username rule of sign-up (3–50 of letters, digits, . _ -), made unique with a number. */
async function freeUsername(tx: DbOrTx, wanted: string): Promise<string> {
  const base = (wanted.normalize('NFKD').replace(/[^A-Za-z0-9._-]/g, '') || 'konto').padEnd(3, '0').slice(0, 44);
  if (!(await usernameInUse(tx, base))) return base;
  for (let n = 2; n < 100; n++) if (!(await usernameInUse(tx, `${base}${n}`))) return `${base}${n}`;
  return `${base}${Date.now() % 100_000}`;
}
