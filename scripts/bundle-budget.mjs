#!/usr/bin/env node
// The JavaScript of a page's first load, after gzip (the budgets of decision 023): the sign-in page at most
// 200 KB, every other page at most 350 KB.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// node scripts/bundle-budget.mjs [dist dir]: web/dist unless another build is named (WEB_DIST builds)
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../web/dist'));
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${manifestFile} fehlt: zuerst \`npm run build --workspace web\`.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const KB = 1024;
const SIGN_IN = 'src/features/auth/pages/signin-page.tsx';
const SIGN_IN_BUDGET = 200 * KB;
const PAGE_BUDGET = 350 * KB;
/**
 * What the router loads with every page but the sign-in page (web/src/app/router.tsx): the page's
 * layout (the back office's for the pages the route list imports under /admin, the users' for those it
 * imports under the users' layout; both, an upper bound, for a page it loads otherwise), the texts of the shown language (German, the default) and the contract's messages.
 */
const WITH_EVERY_PAGE = ['src/locales/de.ts', 'virtual:contract-messages'];
const USER_LAYOUT = 'src/app/layout/user-layout.tsx';
const ADMIN_LAYOUT = 'src/app/layout/admin-layout.tsx';
/** The page modules the router imports inside each layout's part of the route list. */
const router = fs.readFileSync(path.join(import.meta.dirname, '../web/src/app/router.tsx'), 'utf8');
const importsIn = (text) => [...text.matchAll(/import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => `src/${m[1]}.tsx`);
/** A helper the route list names (`page(classRegisterPage, …)`): the pages its body imports. */
const helperImports = (name) => {
  const start = router.indexOf(`const ${name}`);
  return start < 0 ? [] : importsIn(router.slice(start, router.indexOf('\n};', start)));
};
const pagesIn = (text) => new Set([...importsIn(text), ...[...text.matchAll(/page\((\w+)/g)].flatMap((m) => helperImports(m[1]))]);
const adminStart = router.indexOf("import('./layout/admin-layout')");
const userStart = router.indexOf("import('./layout/user-layout')");
if (adminStart < 0 || userStart < adminStart) throw new Error('router.tsx: the admin layout must come before the user layout');
const underAdmin = pagesIn(router.slice(adminStart, userStart));
const underUser = pagesIn(router.slice(userStart));
const layoutsOf = (page) =>
  underAdmin.has(page) || underUser.has(page) ? [...(underAdmin.has(page) ? [ADMIN_LAYOUT] : []), ...(underUser.has(page) ? [USER_LAYOUT] : [])] : [ADMIN_LAYOUT, USER_LAYOUT];
/** Pages the router composes with another feature's part (web/src/app/router.tsx). */
const COMPOSED = { 'src/features/register-analysis/pages/class-register-page.tsx': ['src/features/attendance/components/attendance-list.tsx'] };

/** The JavaScript files of `keys` (manifest keys) and everything they import statically. */
function closure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  keys.forEach(visit);
  return [...files].filter((f) => f.endsWith('.js'));
}

const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};
const total = (files) => files.reduce((sum, f) => sum + sizeOf(f), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

let failed = false;
const signIn = closure(['index.html', SIGN_IN]);
for (const f of signIn) console.log(`  ${kb(sizeOf(f)).padStart(10)}  ${f}`);
const signInTotal = total(signIn);
console.log(`Sign-in page first load: ${kb(signInTotal)} JavaScript (gzip), budget ${SIGN_IN_BUDGET / KB} KB`);
if (signInTotal > SIGN_IN_BUDGET) {
  console.error('✗ the sign-in page is over budget');
  failed = true;
}

// every other page: the route modules the router loads lazily (src/features/<feature>/pages/*)
const pages = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && /^src\/features\/[^/]+\/pages\//.test(key) && key !== SIGN_IN);
const loads = pages.map((page) => ({ page, bytes: total(closure(['index.html', page, ...(COMPOSED[page] ?? []), ...layoutsOf(page), ...WITH_EVERY_PAGE])) })).sort((a, b) => b.bytes - a.bytes);
for (const { page, bytes } of loads.slice(0, 5)) console.log(`  ${kb(bytes).padStart(10)}  ${page}`);
const over = loads.filter((l) => l.bytes > PAGE_BUDGET);
console.log(`Every other page (${loads.length}) first load: at most ${kb(loads[0]?.bytes ?? 0)} JavaScript (gzip), budget ${PAGE_BUDGET / KB} KB`);
for (const { page, bytes } of over) console.error(`✗ ${page} is over budget: ${kb(bytes)}`);
if (over.length > 0 || pages.length === 0) failed = true;
if (failed) process.exit(1);
