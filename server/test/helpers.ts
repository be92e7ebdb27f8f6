import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { openPg, wrapPglite, type DbHandle } from '../src/db/client';
import type { App } from '../src/lib/context';
import { storageOf, type Storage } from '../src/lib/storage';
import { s3Settings } from './s3';
import { workerDatabaseUrl } from './workers';

export interface TestContext {
  app: App;
  db: DbHandle['db'];
  config: AppConfig;
  /** The app's file storage: the local disk, or with TEST_STORAGE=s3 a bucket (global-setup.ts). */
  storage: Storage;
  close: () => Promise<void>;
}

/** The storage the test run keeps files in: a folder of the data directory, or (TEST_STORAGE=s3) a prefix of its own in the test bucket. */
function testStorage(dataDir: string): AppConfig['storage'] {
  const endpoint = inject('s3Endpoint');
  return endpoint ? s3Settings(endpoint) : { driver: 'local', dir: path.join(dataDir, 'uploads') };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-data-'));
  return {
    dataDir,
    storage: testStorage(dataDir),
    uploadSecret: 'test-secret',
    uploadMaxBytes: 1024 * 1024,
    uploadUrlTtlSeconds: 300,
    sessionTtlHours: 1,
    cookieSecure: false,
    passwordSignIn: true,
    logger: false,
    mail: { from: 'PraxisPort <noreply@praxisport.test>', outboxDir: path.join(dataDir, 'outbox'), appUrl: 'http://praxisport.test' },
    rateLimits: {
      passwordReset: { max: 5, windowMs: 60_000 },
      passwordResetUse: { max: 5, windowMs: 60_000 },
      loginFailures: { max: 10, windowMs: 60_000 },
      loginFailuresPerAddress: { max: 10_000, windowMs: 15 * 60_000 },
      register: { max: 10_000, windowMs: 60_000 },
      anonymousUpload: { max: 10_000, windowMs: 60_000 },
      signupClasses: { max: 10_000, windowMs: 60_000 },
    },
    ...overrides,
  };
}

/**
 * The database of this test worker, opened once and shared by every test file the worker runs
 * (vitest runs with `isolate: false`, so this module and its handle stay loaded between files).
 * PGlite starts from the migrated dump; with TEST_DATABASE_URL it is a pool on the worker's own copy
 * of that database (test/workers.ts).
 * Tests never assume an empty database: every row they look at is one they built.
 */
let sharedDatabase: Promise<DbHandle> | undefined;
function workerDatabase(): Promise<DbHandle> {
  sharedDatabase ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (url) return openPg(workerDatabaseUrl(url, process.env.VITEST_POOL_ID ?? '1'), 4);
    const dump = fs.readFileSync(inject('pgliteDump'));
    const pglite = new PGlite({ loadDataDir: new Blob([dump]) });
    await pglite.waitReady;
    return wrapPglite(pglite);
  })();
  return sharedDatabase;
}

/**
 * An app on the worker's migrated database. `close()` closes the app and its data directory;
 * the database stays open for the worker's next file and ends with the worker process.
 * `storage`: another storage than the configuration's (e.g. one that fails).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { ownConnection = false, storage: given }: { ownConnection?: boolean; storage?: Storage } = {},
): Promise<TestContext> {
  const shared = await workerDatabase();
  // ownConnection: the app stands for another process: its own pool on the worker's database, or its
  // own handle on the worker's PGlite
  const handle = !ownConnection ? shared : shared.pglite ? { ...wrapPglite(shared.pglite), close: async () => undefined } : openPg(workerDatabaseUrl(process.env.TEST_DATABASE_URL!, process.env.VITEST_POOL_ID ?? '1'), 4);
  const config = testConfig(overrides);
  const storage = given ?? storageOf(config);
  const app = await buildApp({ config, database: handle, storage });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    storage,
    close: async () => {
      await app.close();
      if (handle !== shared) await handle.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and returns the Cookie header value. */
export async function login(app: App, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/user/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'pp_session');
  return `pp_session=${cookie!.value}`;
}

export async function loginAdmin(app: App, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`admin login failed for ${email}: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'pp_admin_session');
  return `pp_admin_session=${cookie!.value}`;
}

export const TEST_PASSWORD = 'richtig-geheim-1';

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a PNG through the pre-signed flow and returns the stored address. */
export async function uploadPng(app: App, cookie?: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/upload/preSignedURL/image%2Fpng', headers: cookie ? { cookie } : {} });
  const { url } = res.json() as { url: string };
  // an anonymous URL is bound to the browser's upload ticket cookie
  const ticket = res.cookies.find((c) => c.name === 'pp_upload');
  const cookies = [cookie, ticket && `pp_upload=${ticket.value}`].filter(Boolean).join('; ');
  const put = await app.inject({ method: 'PUT', url: url.replace(/^https?:\/\/[^/]+/, ''), headers: { 'content-type': 'image/png', ...(cookies ? { cookie: cookies } : {}) }, payload: PNG_BYTES });
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.statusCode} ${put.body}`);
  return url.split('?')[0]!;
}
