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
  uploadsDir: string;
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
  /** Trust X-Forwarded-For from these proxies (true, or comma-separated proxy addresses); off by default. */
  trustProxy?: boolean | string;
  /** Mail: SMTP server, sender, .eml directory when no SMTP server is set, base of links in mails. */
  mail: { smtpUrl?: string; from: string; outboxDir: string; appUrl: string };
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
  return {
    dataDir,
    uploadsDir: env.UPLOADS_DIR ? fromRepoRoot(env.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    uploadSecret: env.UPLOAD_SECRET ?? localSecret(dataDir),
    uploadMaxBytes: Number(env.UPLOAD_MAX_BYTES ?? 10 * 1024 * 1024),
    uploadUrlTtlSeconds: 300,
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 12),
    // Secure cookies whenever the app is reached over https, unless COOKIE_SECURE says otherwise
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : (env.PUBLIC_URL ?? '').startsWith('https://'),
    publicUrl: env.PUBLIC_URL,
    webDist: fs.existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL ?? 'info' },
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM ?? 'PraxisPort <noreply@praxisport.local>',
      outboxDir: path.join(dataDir, 'outbox'),
      appUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    },
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
