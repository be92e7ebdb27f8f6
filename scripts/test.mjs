#!/usr/bin/env node
// `npm test`: the whole check — lint (with the import boundaries), typecheck, then every test: contract,
// server (the suites that store files once more with a bucket), web, the bundle budget, the browser end-to-end journeys, and the journey through deploy/'s nginx in
// front of three processes.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
// the end-to-end journeys run in Debian's headless shell when it is there (e2e/playwright.config.ts)
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const INSTALL = 'apt-get update && apt-get install -y chromium chromium-headless-shell';

function ensureChromium() {
  if (fs.existsSync(CHROMIUM) && fs.existsSync(HEADLESS_SHELL)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`Chromium fehlt: ${INSTALL}`);
    execSync(INSTALL, { stdio: 'inherit', shell: '/bin/sh' });
    return;
  }
  if (fs.existsSync(CHROMIUM)) {
    // the journeys run in the full browser then, only slower
    console.log(`Hinweis: ohne ${HEADLESS_SHELL} laufen die Browser-Tests langsamer (sudo sh -c '${INSTALL}').`);
    return;
  }
  console.error(`Die Browser-Tests brauchen Debians Chromium unter ${CHROMIUM}. Bitte installieren:\n\n  sudo sh -c '${INSTALL}'\n`);
  process.exit(1);
}

const NGINX = '/usr/sbin/nginx';
const POSTGRES = { host: '127.0.0.1', port: 5432 };

/** The journey through deploy/nginx.conf needs Debian's nginx and PostgreSQL on 127.0.0.1:5432 (user postgres). */
function ensureDeployTools() {
  if (!fs.existsSync(NGINX)) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
    if (!isRoot || !hasApt) {
      console.error(`Der Test hinter nginx braucht Debians nginx unter ${NGINX}. Bitte installieren:\n\n  sudo apt-get install -y nginx\n`);
      process.exit(1);
    }
    console.log('nginx fehlt: apt-get install -y nginx');
    execSync('apt-get install -y nginx || (apt-get update && apt-get install -y nginx)', { stdio: 'inherit', shell: '/bin/sh' });
  }
  if (spawnSync('pg_isready', ['-h', POSTGRES.host, '-p', String(POSTGRES.port), '-q']).status !== 0) {
    console.error(`Der Test hinter nginx braucht PostgreSQL auf ${POSTGRES.host}:${POSTGRES.port} (Benutzer postgres, ohne Passwort); .ci/run startet es.`);
    process.exit(1);
  }
}

// each stage's time, printed at the end: CI has a time budget and this says where it goes
const took = [];
function run(title, cmd, env = {}) {
  console.log(`\n=== ${title}: ${cmd}`);
  const startedAt = Date.now();
  const res = spawnSync(cmd, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
  took.push(`${title} ${Math.round((Date.now() - startedAt) / 1000)} s`);
  if (res.status !== 0) {
    console.error(`\n✗ ${title} fehlgeschlagen (Exit ${res.status}).`);
    process.exit(res.status ?? 1);
  }
}

run('Lint', 'npm run lint');
run('Typecheck', 'npm run typecheck');
ensureChromium();
ensureDeployTools();
run('Contract', 'npm run test --workspace contract');
run('Server (PGlite)', 'npm run test --workspace server');
// the suites that store and read files once more, their files in a bucket of a local S3 server
run('Server, files in S3', 'npm run test:s3 --workspace server');
run('Web', 'npm run test --workspace web');
run('Build', 'npm run build --workspace web');
run('Budget', 'node scripts/bundle-budget.mjs');
run('End-to-end (Chromium)', 'npm run test --workspace e2e', { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
run('Deploy (nginx, 3 processes)', 'npm run test:deploy --workspace e2e', { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
console.log(`\n✓ Alle Tests bestanden (${took.join(', ')}).`);
