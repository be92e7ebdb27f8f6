import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './support/browser';

const here = path.dirname(fileURLToPath(import.meta.url));

// The deployment of deploy/ (nginx in front of three processes, e2e/deploy/stack.ts), started by the
// journey itself: it reads the mails and the database of the run. The processes serve the built web app.
if (!fs.existsSync(path.resolve(here, '../web/dist/index.html'))) {
  throw new Error('web/dist is missing. Build the web app first: cd .. && npm run build --workspace web');
}

export default defineConfig({
  testDir: './deploy',
  // not *.spec.ts: e2e/playwright.config.ts runs those, against its single process
  testMatch: '*.journey.ts',
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(process.env.E2E_OUTPUT_DIR ?? 'test-results', 'deploy'),
  use: {
    locale: 'de-DE',
    reducedMotion: 'reduce',
    // nginx's certificate is made for the run
    ignoreHTTPSErrors: true,
    // the app shell's precaching would only add requests to a journey about the processes
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
});
