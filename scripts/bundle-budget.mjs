#!/usr/bin/env node
// The sign-in page's first load: at most 200 KB of JavaScript after gzip (issue 2, budgets).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstLoadChunks } from './first-load.mjs';

// node scripts/bundle-budget.mjs [dist dir]: web/dist unless another build is named (WEB_DIST builds)
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../web/dist'));
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${manifestFile} fehlt: zuerst \`npm run build --workspace web\`.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const BUDGET = 200 * 1024;

// index.html loads src/boot.ts, which imports src/main.tsx at once (decision 029), then the sign-in page
const files = firstLoadChunks(manifest, ['src/features/auth/pages/signin-page.tsx']);
let total = 0;
for (const f of files) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${f}`);
}
console.log(`Sign-in page first load: ${(total / 1024).toFixed(1)} KB JavaScript (gzip), budget ${BUDGET / 1024} KB`);
if (total > BUDGET) {
  console.error('✗ over budget');
  process.exit(1);
}
