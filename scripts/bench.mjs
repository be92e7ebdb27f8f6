#!/usr/bin/env node
// `npm run bench`: the budgets of issue 2, measured — bundle size, and the time from `npm start`
// (fresh data directory) until the sign-in page is served.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
const budget = spawnSync('node', ['scripts/bundle-budget.mjs'], { cwd: root, stdio: 'inherit' });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-bench-'));
const port = 3190;
const started = Date.now();
const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' }, stdio: 'ignore', detached: true });
let ok = false;
while (Date.now() - started < 60_000) {
  try {
    const res = await fetch(`http://localhost:${port}/signin`);
    if (res.ok && (await res.text()).includes('<div id="root">')) {
      ok = true;
      break;
    }
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 200));
}
const seconds = (Date.now() - started) / 1000;
process.kill(-child.pid, 'SIGTERM');
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`npm start (fresh data dir) → sign-in page served after ${seconds.toFixed(1)} s (budget 20 s)`);
process.exit(ok && seconds <= 20 && budget.status === 0 ? 0 : 1);
