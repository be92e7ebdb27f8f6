import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './support/browser';

const here = path.dirname(fileURLToPath(import.meta.url));

// The server serves the built web app; these journeys build nothing themselves.
// The root test script builds first; by hand: npm run build --workspace web
// WEB_DIST (read by the server too) points at another build
const webIndex = path.resolve(process.env.WEB_DIST ?? path.resolve(here, '../web/dist'), 'index.html');
if (!fs.existsSync(webIndex)) {
  throw new Error(`${webIndex} is missing. Build the web app first: cd .. && npm run build --workspace web`);
}

// E2E_PORT and E2E_OUTPUT_DIR let two runs share one machine without colliding
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// the test provider's port follows the app's, so two runs on one machine use two providers
const PROVIDER_PORT = PORT + 1000;
const PROVIDER_ISSUER = `http://127.0.0.1:${PROVIDER_PORT}`;
const PROVIDER_CLIENT_ID = 'praxisport-e2e';
const PROVIDER_CLIENT_SECRET = 'e2e-client-secret';

/**
 * A fresh embedded database for every run, so journeys never meet data of an earlier run.
 * Workers load this file too; they inherit the runner's directory through the environment.
 * The runner removes it when it exits (after the web server has been stopped).
 */
function dataDir(): string {
  const existing = process.env.PRAXISPORT_E2E_DATA_DIR;
  if (existing) return existing;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-e2e-'));
  process.env.PRAXISPORT_E2E_DATA_DIR = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL,
    locale: 'de-DE',
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  webServer: [
    // the school's sign-in service (server/test/oidc/provider-cli.ts, the journeys' accounts), started
    // first; the app discovers it at the first sign-in with it. Every other journey signs in with a password.
    {
      command: 'node --import tsx ../server/test/oidc/provider-cli.ts',
      cwd: here,
      url: `${PROVIDER_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PROVIDER_PORT),
        CLIENT_ID: PROVIDER_CLIENT_ID,
        CLIENT_SECRET: PROVIDER_CLIENT_SECRET,
        REDIRECT_URIS: `${baseURL}/api/user/auth/provider/callback`,
        POST_LOGOUT_REDIRECT_URIS: `${baseURL}/signin`,
      },
    },
    {
      command: 'node --import tsx ../server/src/main.ts',
      cwd: here,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // mail goes to an SMTP server that e2e/accounts.spec.ts starts on this port (support/smtp.ts)
      // PUBLIC_URL: the app's address, which upload addresses and the provider's callback start with
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir(),
        LOG_LEVEL: 'warn',
        VERIFY_RESPONSES: '1',
        SMTP_URL: `smtp://127.0.0.1:${PORT + 50}`,
        MAIL_POLL_MS: '300',
        PUBLIC_URL: baseURL,
        OIDC_ISSUER: PROVIDER_ISSUER,
        OIDC_CLIENT_ID: PROVIDER_CLIENT_ID,
        OIDC_CLIENT_SECRET: PROVIDER_CLIENT_SECRET,
        OIDC_ROLE_CLAIM: 'groups',
        OIDC_ROLE_MAP: 'Praxisanleitung=teacher,Praxisbegleitung=supervisor,Auszubildende=student',
      },
    },
  ],
});
