import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A path from the environment or a command's arguments: a relative one is taken from the
 * repository root, where the README's commands run (npm runs the server's scripts in `server/`).
 */
export const fromRepoRoot = (p: string): string => path.resolve(repoRoot, p);

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface AppConfig {
  /** Directory for the embedded database, uploads and the local secret. */
  dataDir: string;
  /** Where uploaded files are kept: the local disk, or a bucket of an S3-compatible store (S3_BUCKET). */
  storage: StorageConfig;
  /** HMAC secret for pre-signed upload URLs; must be the same for every process. */
  uploadSecret: string;
  uploadMaxBytes: number;
  uploadUrlTtlSeconds: number;
  sessionTtlHours: number;
  cookieSecure: boolean;
  /** Base URL for absolute upload addresses; default: from the request. */
  publicUrl?: string;
  /** Built web app to serve (production). */
  webDist?: string;
  logger: boolean | Record<string, unknown>;
  /** The name the X-PraxisPort-Process header gives this process (INSTANCE_ID); absent: `<hostname>-<pid>`. */
  instanceId?: string;
  /** Trust X-Forwarded-For from these proxies (true, or comma-separated proxy addresses); off by default. */
  trustProxy?: boolean | string;
  /** Mail: SMTP server, sender, .eml directory when no SMTP server is set, base of links in mails. */
  mail: { smtpUrl?: string; from: string; outboxDir: string; appUrl: string };
  /** Sign-in with the school's account (OpenID Connect, decision 034); absent: only passwords. */
  oidc?: OidcConfig;
  /** Users may sign in with a password (PASSWORD_SIGNIN); admins always may. */
  passwordSignIn: boolean;
  /** The training status's periodic look at every apprentice (notifies parts turned amber or red); off when absent. */
  statusSweep?: { intervalMs: number; firstAfterMs: number };
  rateLimits: {
    passwordReset: RateLimitRule;
    passwordResetUse: RateLimitRule;
    loginFailures: RateLimitRule;
    /** Accounts with failed sign-ins from one address (password spraying; decision 026). */
    loginFailuresPerAddress: RateLimitRule;
    register: RateLimitRule;
    anonymousUpload: RateLimitRule;
    signupClasses: RateLimitRule;
  };
}

export type StorageConfig = { driver: 'local'; dir: string } | ({ driver: 's3' } & S3Settings);

export interface S3Settings {
  /** Absent: AWS S3 itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Addresses as endpoint/bucket/key instead of bucket.endpoint/key (MinIO, Ceph, s3rver). */
  forcePathStyle: boolean;
  /** Keys under this folder of the bucket (several schools in one bucket). */
  prefix?: string;
}

/** The local disk's folder: UPLOADS_DIR, or uploads in DATA_DIR. */
export function localStorageOf(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig & { driver: 'local' } {
  return { driver: 'local', dir: env.UPLOADS_DIR ? fromRepoRoot(env.UPLOADS_DIR) : path.join(dataDir, 'uploads') };
}

/** The bucket of the S3_* variables (README: Configuration); absent without S3_BUCKET; a mistake stops the start with its reason. */
export function s3StorageOf(env: NodeJS.ProcessEnv): (StorageConfig & { driver: 's3' }) | undefined {
  if (!env.S3_BUCKET) return undefined;
  if (env.S3_ENDPOINT && !URL.canParse(env.S3_ENDPOINT)) throw new Error(`S3_ENDPOINT is not a URL: ${env.S3_ENDPOINT}`);
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET');
  const pathStyle = env.S3_FORCE_PATH_STYLE ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') throw new Error(`S3_FORCE_PATH_STYLE must be true or false, not ${pathStyle}`);
  return {
    driver: 's3',
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: pathStyle === 'true',
    prefix: env.S3_PREFIX || undefined,
  };
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** Absent: a public client (PKCE only). */
  clientSecret?: string;
  scopes: string;
  /** The claim with the e-mail address; `email_verified` must be true for linking to an existing account. */
  emailClaim: string;
  /** The claim (a string or a list of strings) whose values `roleMap` maps to PraxisPort's roles. */
  roleClaim?: string;
  roleMap: Record<string, 'supervisor' | 'teacher' | 'student' | 'kilian'>;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

const ROLES = ['supervisor', 'teacher', 'student', 'kilian'] as const;

/** OIDC_* variables (README: Sign-in with the school's account); a mistake stops the start with its reason. */
function oidcOf(env: NodeJS.ProcessEnv, appUrl: string): OidcConfig | undefined {
  if (!env.OIDC_ISSUER) return undefined;
  if (!URL.canParse(env.OIDC_ISSUER)) throw new Error(`OIDC_ISSUER is not a URL: ${env.OIDC_ISSUER}`);
  if (!env.OIDC_CLIENT_ID) throw new Error('OIDC_CLIENT_ID is required with OIDC_ISSUER');
  const roleMap: OidcConfig['roleMap'] = {};
  for (const pair of (env.OIDC_ROLE_MAP ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const at = pair.lastIndexOf('=');
    const role = pair.slice(at + 1).trim() as OidcConfig['roleMap'][string];
    if (at < 1 || !ROLES.includes(role)) throw new Error(`OIDC_ROLE_MAP: "${pair}" is not value=${ROLES.join('|')}`);
    roleMap[pair.slice(0, at).trim()] = role;
  }
  if (Object.keys(roleMap).length && !env.OIDC_ROLE_CLAIM) throw new Error('OIDC_ROLE_MAP needs OIDC_ROLE_CLAIM (e.g. groups)');
  const redirectUri = env.OIDC_REDIRECT_URI ?? `${appUrl}/api/user/auth/provider/callback`;
  if (!URL.canParse(redirectUri)) throw new Error(`OIDC_REDIRECT_URI is not a URL: ${redirectUri}`);
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    scopes: env.OIDC_SCOPES ?? 'openid email profile',
    emailClaim: env.OIDC_EMAIL_CLAIM ?? 'email',
    roleClaim: env.OIDC_ROLE_CLAIM || undefined,
    roleMap,
    redirectUri,
    postLogoutRedirectUri: `${appUrl}/signin`,
  };
}

function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/** Configuration from the environment (README: Configuration). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = fromRepoRoot(env.DATA_DIR ?? 'data');
  // WEB_DIST: another build of the web app (two builds on one machine, e.g. parallel journeys)
  const webDist = fromRepoRoot(env.WEB_DIST ?? 'web/dist');
  const appUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '');
  const oidc = oidcOf(env, appUrl);
  const passwordSignIn = env.PASSWORD_SIGNIN !== 'false';
  // nobody but admins could sign in
  if (!passwordSignIn && !oidc) throw new Error('PASSWORD_SIGNIN=false needs OIDC_ISSUER: users could not sign in at all');
  return {
    dataDir,
    storage: s3StorageOf(env) ?? localStorageOf(env, dataDir),
    uploadSecret: env.UPLOAD_SECRET ?? localSecret(dataDir),
    uploadMaxBytes: Number(env.UPLOAD_MAX_BYTES ?? 10 * 1024 * 1024),
    uploadUrlTtlSeconds: 300,
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 12),
    // Secure cookies whenever the app is reached over https, unless COOKIE_SECURE says otherwise
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : (env.PUBLIC_URL ?? '').startsWith('https://'),
    publicUrl: env.PUBLIC_URL,
    webDist: fs.existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    instanceId: env.INSTANCE_ID || undefined,
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL ?? 'info' },
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM ?? 'PraxisPort <noreply@praxisport.local>',
      outboxDir: path.join(dataDir, 'outbox'),
      appUrl,
    },
    oidc,
    passwordSignIn,
    statusSweep: statusSweepOf(env.STATUS_SWEEP_MINUTES),
    rateLimits: {
      passwordReset: { max: Number(env.RATE_LIMIT_PASSWORD_RESET ?? 5), windowMs: 15 * 60_000 },
      passwordResetUse: { max: 20, windowMs: 15 * 60_000 },
      loginFailures: { max: 10, windowMs: 60_000 },
      loginFailuresPerAddress: { max: Number(env.RATE_LIMIT_LOGIN_ADDRESS ?? 30), windowMs: 15 * 60_000 },
      register: { max: Number(env.RATE_LIMIT_REGISTER ?? 20), windowMs: 10 * 60_000 },
      anonymousUpload: { max: Number(env.RATE_LIMIT_ANON_UPLOAD ?? 40), windowMs: 10 * 60_000 },
      signupClasses: { max: Number(env.RATE_LIMIT_SIGNUP_CLASSES ?? 120), windowMs: 60_000 },
    },
  };
}

/** Every STATUS_SWEEP_MINUTES minutes (15 unless set; 0 switches it off), the first pass a minute after the start. */
function statusSweepOf(v: string | undefined): AppConfig['statusSweep'] {
  const minutes = v === undefined || v === '' ? 15 : Number(v);
  if (!Number.isFinite(minutes) || minutes <= 0) return undefined;
  return { intervalMs: minutes * 60_000, firstAfterMs: Math.min(60_000, minutes * 60_000) };
}

function parseTrustProxy(v: string | undefined): boolean | string {
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  return v;
}
