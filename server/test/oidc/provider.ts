import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type ProviderType from 'oidc-provider';

/**
 * A school's sign-in service for tests: the real oidc-provider (the certified OpenID Provider library)
 * on http://127.0.0.1:<port>, with one confidential client and fixed accounts.
 *
 * - Scopes openid, email (email, email_verified) and profile (given_name, family_name,
 *   preferred_username and `groups`: the role claim travels with profile, so the app's default scopes
 *   "openid email profile" bring it). The claims come from the userinfo endpoint; the ID token carries
 *   only sub (oidc-provider's default when an access token is issued).
 * - Code flow only, PKCE with S256 required of every client.
 * - A login page of its own (/interaction/<uid>): "Benutzername" (an account's e-mail, preferred_username
 *   or sub, case-insensitive), "Passwort", the button "Anmelden", and "Abbrechen" (answers the app with
 *   error=access_denied). A wrong password shows the form again with "Benutzername oder Passwort ist falsch."
 * - No consent screen: the requested scopes are granted to the client at once (loadExistingGrant).
 * - RP-initiated logout (end_session_endpoint /session/end): the confirmation oidc-provider asks for
 *   submits itself in the browser (a button "Abmelden" without JavaScript), then the provider sends the
 *   browser to the registered post_logout_redirect_uri.
 * - Everything in memory, per provider; nothing written to the console.
 */
export interface TestAccount {
  sub: string;
  password: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  preferred_username?: string;
  groups?: string[];
}

export interface TestProviderOptions {
  /** 0 (the default): a free port. */
  port?: number;
  clientId: string;
  /** Without it the client is public (token_endpoint_auth_method none); with it client_secret_post, openid-client's default. */
  clientSecret?: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  accounts: TestAccount[];
}

export interface TestProvider {
  /** http://127.0.0.1:<port>, the issuer and the base of the discovery document. */
  issuer: string;
  close(): Promise<void>;
}

const PROFILE_CLAIMS = ['given_name', 'family_name', 'preferred_username', 'groups'];

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const Provider = await loadProvider();
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, configuration(options));
  provider.silent = true;
  const oidc = provider.callback();
  // attached before any I/O can run after the listen: no request comes unanswered
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(path);
    if (!match) return oidc(req, res);
    interaction(provider, options.accounts, req, res, match[2]).catch(() => {
      // no interaction behind the cookie: expired, or begun in another browser
      if (!res.headersSent) send(res, 400, 'text/html', page('Anmeldung abgelaufen', '<p>Die Anmeldung ist abgelaufen. Bitte in der Anwendung neu beginnen.</p>'));
    });
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * oidc-provider warns when it is loaded on Node 20 (it asks for 22; it runs on 20, as the harness test
 * shows). That notice is all it would print here, so it is dropped while the module loads.
 */
async function loadProvider(): Promise<typeof ProviderType> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('oidc-provider ')) warn(...args);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
}

function configuration(options: TestProviderOptions): Record<string, unknown> {
  const accounts = new Map(options.accounts.map((a) => [a.sub, a]));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    // every default oidc-provider would announce on the console is set here
    adapter: memoryAdapter(),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    clients: [
      {
        client_id: options.clientId,
        ...(options.clientSecret ? { client_secret: options.clientSecret, token_endpoint_auth_method: 'client_secret_post' } : { token_endpoint_auth_method: 'none' }),
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: PROFILE_CLAIMS },
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    clientBasedCORS: () => false,
    renderError,
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      const { password: _password, ...claims } = account;
      return { accountId: sub, claims: async () => claims };
    },
    // no consent screen: the first-party client gets the OpenID scopes it asks for
    async loadExistingGrant(ctx: any) {
      const { Grant } = ctx.oidc.provider;
      const accountId = ctx.oidc.session.accountId;
      const clientId = ctx.oidc.client.clientId;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(clientId);
      const existing = grantId ? await Grant.find(grantId) : undefined;
      const grant = existing?.accountId === accountId ? existing : new Grant({ accountId, clientId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      await grant.save();
      return grant;
    },
  };
}

async function interaction(provider: ProviderType, accounts: TestAccount[], req: IncomingMessage, res: ServerResponse, action: string | undefined) {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name !== 'login') {
    // a consent asked for explicitly (prompt=consent): granted, as every consent here
    return provider.interactionFinished(req, res, { consent: {} }, { mergeWithLastSubmission: true });
  }
  if (action === '/abort') {
    return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
  }
  if (action === '/login' && req.method === 'POST') {
    const form = new URLSearchParams(await body(req));
    const login = (form.get('login') ?? '').trim().toLowerCase();
    const account = accounts.find((a) => [a.sub, a.email, a.preferred_username].some((id) => id?.toLowerCase() === login));
    if (account && account.password === form.get('password')) {
      return provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
    }
    return send(res, 200, 'text/html', loginPage(details.uid, form.get('login') ?? '', 'Benutzername oder Passwort ist falsch.'));
  }
  return send(res, 200, 'text/html', loginPage(details.uid, '', undefined));
}

function loginPage(uid: string, login: string, error: string | undefined): string {
  return page(
    'Anmeldung Schulkonto',
    `<h1>Anmeldung mit dem Schulkonto</h1>
    ${error ? `<p role="alert">${escape(error)}</p>` : ''}
    <form method="post" action="/interaction/${uid}/login">
      <label for="login">Benutzername</label>
      <input id="login" name="login" autocomplete="username" value="${escape(login)}" required autofocus>
      <label for="password">Passwort</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <button type="submit">Anmelden</button>
    </form>
    <form method="post" action="/interaction/${uid}/abort"><button type="submit">Abbrechen</button></form>`,
  );
}

/** oidc-provider's confirmation of a sign-out (`form` holds its CSRF token), submitted at once. */
async function logoutSource(ctx: any, form: string) {
  ctx.type = 'html';
  ctx.body = page(
    'Abmelden',
    `<h1>Vom Schulkonto abmelden</h1>${form}
    <button type="submit" form="op.logoutForm" name="logout" value="yes">Abmelden</button>
    <script>document.getElementById('op.logoutForm').requestSubmit(document.querySelector('button[name=logout]'))</script>`,
  );
}

/** Shown only when a sign-out names no post_logout_redirect_uri. */
async function postLogoutSuccessSource(ctx: any) {
  ctx.type = 'html';
  ctx.body = page('Abgemeldet', '<h1>Sie sind abgemeldet.</h1>');
}

async function renderError(ctx: any, out: Record<string, string>) {
  ctx.type = 'html';
  ctx.body = page('Fehler', `<h1>Fehler bei der Anmeldung</h1><p>${escape(out.error ?? '')}: ${escape(out.error_description ?? '')}</p>`);
}

const page = (title: string, content: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head><body><main>${content}</main></body></html>`;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function send(res: ServerResponse, status: number, type: string, text: string) {
  res.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' });
  res.end(text);
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

interface Stored {
  payload: Record<string, any>;
  expiresAt: number | undefined;
}

/** oidc-provider's storage interface over one Map per provider (its own memory adapter is shared by all and announces itself). */
function memoryAdapter() {
  const store = new Map<string, Stored>();
  const get = (key: string) => {
    const entry = store.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry?.payload;
  };
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Record<string, any>, expiresIn?: number) {
      store.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
    }
    async find(id: string) {
      return get(this.key(id));
    }
    async findByUid(uid: string) {
      for (const [key, entry] of store) if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return get(key);
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const [key, entry] of store) if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) return get(key);
      return undefined;
    }
    async consume(id: string) {
      const payload = get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key);
    }
  };
}
