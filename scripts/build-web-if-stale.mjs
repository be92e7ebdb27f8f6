#!/usr/bin/env node
// `npm start` builds the web app only when its sources changed since the last build:
// a hash of everything the build reads is kept in web/dist/.build-stamp.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inputs = ['web/src', 'web/plugins', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'web/tsconfig.json', 'contract/src', 'package-lock.json', 'scripts/precompress.mjs'];
const stampFile = path.join(root, 'web/dist/.build-stamp');

function hashOf() {
  const h = crypto.createHash('sha256');
  for (const input of inputs) {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) continue;
    const files = fs.statSync(full).isDirectory()
      ? fs.readdirSync(full, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
      : [full];
    for (const f of files.sort()) h.update(path.relative(root, f)).update(fs.readFileSync(f));
  }
  return h.digest('hex');
}

const hash = hashOf();
const upToDate = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash && fs.existsSync(path.join(root, 'web/dist/index.html'));
if (upToDate) {
  console.log('web build is up to date (web/dist/.build-stamp); not rebuilding');
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
fs.writeFileSync(stampFile, hash);
