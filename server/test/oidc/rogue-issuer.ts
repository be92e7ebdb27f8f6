import { createHash, randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';

/**
 * A hand-made issuer that misbehaves on request, for the ID token checks a real provider never makes
 * fail. On http://127.0.0.1:<port>:
 * - /.well-known/openid-configuration: issuer (its own address), authorization_endpoint, token_endpoint,
 *   jwks_uri, RS256, PKCE S256, and NO userinfo_endpoint: the claims are in the ID token only.
 * - /authorize: records client_id, redirect_uri, state, nonce and code_challenge and redirects at once
 *   (no login) to redirect_uri with a code and the state.
 * - /token: the code once, with the redirect_uri it was issued for and a code_verifier whose S256 is
 *   the recorded code_challenge, else 400 invalid_grant; client_id by client_secret_post or
 *   client_secret_basic (the secret is not checked). Answers { access_token, token_type: 'Bearer',
 *   expires_in, id_token }, the ID token shaped by the scenario.
 *
 * The scenario stays until the next setScenario (default 'good' with DEFAULT_ROGUE_CLAIMS):
 * - good            iss, aud = clientId, iat now, exp in 10 minutes, the nonce of the authorization,
 *                   signed with the published key; the claims as given.
 * - otherIssuer     iss is another issuer's address.
 * - otherAudience   aud is another client.
 * - expired         exp 10 minutes ago (iat 20 minutes ago): beyond any clock tolerance.
 * - badSignature    signed by another key under the published key's kid: only a client that verifies
 *                   the signature (openid-client: enableNonRepudiationChecks) notices.
 * - otherNonce      a nonce other than the authorization's.
 * - unverifiedEmail as good, but email_verified false whatever the claims say.
 */
export type RogueScenario = 'good' | 'otherIssuer' | 'otherAudience' | 'expired' | 'badSignature' | 'otherNonce' | 'unverifiedEmail';

/** The claims put into the ID token besides iss, aud, iat, exp and nonce. */
export interface RogueClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
  [claim: string]: unknown;
}

export const DEFAULT_ROGUE_CLAIMS: RogueClaims = {
  sub: 'rogue-subject',
  email: 'rogue@schule.example',
  email_verified: true,
  given_name: 'Rolf',
  family_name: 'Rogue',
};

/** What the app sent to /authorize last. */
export interface RogueAuthorization {
  clientId: string;
  redirectUri: string;
  state: string | null;
  nonce: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
  scope: string | null;
}

export interface RogueIssuer {
  issuer: string;
  close(): Promise<void>;
  setScenario(scenario: RogueScenario, claims?: RogueClaims): void;
  lastAuthorization(): RogueAuthorization | undefined;
}

const KID = 'rogue-key';

export async function startRogueIssuer(options: { clientId: string; port?: number }): Promise<RogueIssuer> {
  const signing = await generateKeyPair('RS256', { extractable: true });
  const impostor = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(signing.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] };
  const codes = new Map<string, RogueAuthorization>();
  let scenario: RogueScenario = 'good';
  let claims: RogueClaims = DEFAULT_ROGUE_CLAIMS;
  let last: RogueAuthorization | undefined;
  let issuer = '';

  const idToken = async (auth: RogueAuthorization) => {
    const now = Math.floor(Date.now() / 1000);
    const iat = scenario === 'expired' ? now - 1200 : now;
    const payload: Record<string, unknown> = {
      ...claims,
      ...(scenario === 'unverifiedEmail' ? { email_verified: false } : {}),
      ...(auth.nonce !== null || scenario === 'otherNonce' ? { nonce: scenario === 'otherNonce' ? 'not-the-nonce-sent' : auth.nonce } : {}),
    };
    const key: CryptoKey = scenario === 'badSignature' ? impostor.privateKey : signing.privateKey;
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuer(scenario === 'otherIssuer' ? 'http://127.0.0.1:1/other-issuer' : issuer)
      .setAudience(scenario === 'otherAudience' ? 'another-client' : auth.clientId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(key);
  };

  const routes: Record<string, (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>> = {
    '/.well-known/openid-configuration': async (_req, res) =>
      json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code'],
        subject_types_supported: ['public'],
        scopes_supported: ['openid', 'email', 'profile'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic', 'none'],
      }),
    '/jwks': async (_req, res) => json(res, 200, jwks),
    '/authorize': async (_req, res, url) => {
      const p = url.searchParams;
      const redirectUri = p.get('redirect_uri');
      if (p.get('client_id') !== options.clientId || !redirectUri || !URL.canParse(redirectUri)) {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end('unknown client or redirect_uri');
        return;
      }
      last = {
        clientId: options.clientId,
        redirectUri,
        state: p.get('state'),
        nonce: p.get('nonce'),
        codeChallenge: p.get('code_challenge'),
        codeChallengeMethod: p.get('code_challenge_method'),
        scope: p.get('scope'),
      };
      const code = randomBytes(16).toString('base64url');
      codes.set(code, last);
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      if (last.state !== null) back.searchParams.set('state', last.state);
      res.writeHead(302, { Location: back.href }).end();
    },
    '/token': async (req, res) => {
      const form = new URLSearchParams(await body(req));
      const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const clientId = form.get('client_id') ?? (basic ? decodeURIComponent(Buffer.from(basic, 'base64').toString().split(':')[0]!) : null);
      if (clientId !== options.clientId) return json(res, 401, { error: 'invalid_client' });
      const code = form.get('code') ?? '';
      const auth = codes.get(code);
      codes.delete(code);
      const verifier = form.get('code_verifier');
      const challengeMet =
        auth?.codeChallengeMethod === 'S256' && verifier !== null && createHash('sha256').update(verifier).digest('base64url') === auth.codeChallenge;
      if (form.get('grant_type') !== 'authorization_code' || !auth || auth.redirectUri !== form.get('redirect_uri') || !challengeMet) {
        return json(res, 400, { error: 'invalid_grant' });
      }
      json(res, 200, { access_token: randomBytes(16).toString('base64url'), token_type: 'Bearer', expires_in: 600, id_token: await idToken(auth) });
    },
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const route = routes[url.pathname];
    if (!route) return json(res, 404, { error: 'not_found' });
    route(req, res, url).catch(() => json(res, 500, { error: 'server_error' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
    setScenario(next, nextClaims = DEFAULT_ROGUE_CLAIMS) {
      scenario = next;
      claims = nextClaims;
    },
    lastAuthorization: () => last,
  };
}

function json(res: ServerResponse, status: number, value: unknown) {
  if (res.headersSent) return;
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(value));
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
