import fs from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's headless shell (package chromium-headless-shell, the browser Playwright itself runs headless)
 * when installed: the full Chromium in headless mode spends as much CPU again on its browser and GPU
 * processes (sign-in to the first list 2.0 s → 1.2 s on this 2-core machine). The full browser otherwise.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.E2E_CHROMIUM ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** How every journey launches Debian's Chromium (e2e/playwright.config.ts, e2e/playwright.deploy.config.ts). */
export const chromiumLaunch: LaunchOptions = {
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
};
