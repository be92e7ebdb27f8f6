import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

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

/**
 * Debian's headless shell (package chromium-headless-shell, the browser Playwright itself runs headless)
 * when installed: the full Chromium in headless mode spends as much CPU again on its browser and GPU
 * processes (sign-in to the first list 2.0 s → 1.2 s on this 2-core machine). The full browser otherwise.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.E2E_CHROMIUM ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

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
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx ../server/src/main.ts',
    cwd: here,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // issue 15: mail goes to an SMTP server that e2e/accounts.spec.ts starts on this port (support/smtp.ts)
    // PUBLIC_URL: the app's address, which upload addresses start with (issue 16, item 7)
    env: { PORT: String(PORT), DATA_DIR: dataDir(), LOG_LEVEL: 'warn', VERIFY_RESPONSES: '1', SMTP_URL: `smtp://127.0.0.1:${PORT + 50}`, MAIL_POLL_MS: '300', PUBLIC_URL: baseURL },
  },
});
