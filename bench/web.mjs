#!/usr/bin/env node
/* global window, document, localStorage, performance, PerformanceObserver, MutationObserver, requestAnimationFrame -- the functions passed to the browser run there */
// `npm run bench:web` (issue 17): the production build in Chromium with a 4× CPU slow-down (CDP
// Emulation.setCPUThrottlingRate): JavaScript over the wire (compressed, as transferred), Largest
// Contentful Paint, and the time from clicking a point's switch to the updated count on screen.
// Each page is loaded in a fresh browser context (empty cache) three times; the median is reported.
// Writes its table into bench/results.md (between the bench:web markers).
//
//   npm run bench:web [-- --scale 0.1] [-- --no-generate] [-- --url postgres://…] [-- --runs 3] [-- --port 3474]
//   (WEB_DIST=<dir> with --no-build measures another build than web/dist)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { BENCH_PASSWORD, DEFAULT_URL, loadFixture, startServer } from './load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const url = arg('url', process.env.DATABASE_URL ?? DEFAULT_URL);
const scale = Number(arg('scale', '0.1'));
const runs = Number(arg('runs', '3'));
// the build the server serves (WEB_DIST, as the server reads it)
const dist = path.resolve(root, process.env.WEB_DIST ?? 'web/dist');
const THROTTLE = 4;
const log = (...a) => console.error(...a);
const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

if (!process.argv.includes('--no-build') && spawnSync(process.execPath, ['scripts/build-web-if-stale.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
if (!process.argv.includes('--no-generate')) {
  log(`generating scale ${scale} on ${url}`);
  if (spawnSync(process.execPath, ['--import', 'tsx', 'bench/generate.ts', '--scale', String(scale), '--url', url], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0) process.exit(1);
}

const f = await loadFixture({ url });
const reviewItem = await (async () => {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query(`select id from items where review_id = $1 order by position limit 1`, [f.review.id]);
  await c.end();
  return rows[0].id;
})();
const server = await startServer({ url, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-web-')), port: Number(arg('port', '3474')) });
/** Signs in through the API: the session cookie, and what the web app keeps in local storage after its own sign-in. */
async function session(email) {
  const res = await fetch(`${server.base}/api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: BENCH_PASSWORD }) });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  const [name, value] = res.headers.getSetCookie()[0].split(';')[0].split('=');
  return { cookie: { name, value, url: server.base }, stored: JSON.stringify(await res.json()) };
}
const sessions = { teacher: await session(f.teacher.email), supervisor: await session(f.supervisor.email) };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });

/** One cold load of `pathname` as `role`: JavaScript bytes over the wire, LCP, and the page for further steps. */
async function load(pathname, role) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (role) {
    await context.addCookies([sessions[role].cookie]);
    await context.addInitScript((stored) => localStorage.setItem('praxisport.userSession', stored), sessions[role].stored);
  }
  await context.addInitScript(() => {
    window.__lcp = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await cdp.send('Network.enable');
  const scripts = new Set();
  let jsBytes = 0;
  let brBytes = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type !== 'Script') return;
    scripts.add(e.requestId);
    // the same file as brotli (what goes over https; Chromium asks for brotli only there)
    const file = path.join(dist, new URL(e.response.url).pathname);
    if (fs.existsSync(`${file}.br`)) brBytes += fs.statSync(`${file}.br`).size;
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) jsBytes += e.encodedDataLength;
  });
  await page.goto(server.base + pathname, { waitUntil: 'networkidle' });
  // LCP entries arrive after the paint: a page sent with its first paint (decision 029) reports an early
  // entry and, once the app has replaced it, maybe a later, larger one: wait until the app's page is
  // there, then until the value has not changed for a second (at most 8 s)
  await page.waitForFunction(() => !document.querySelector('[data-shell]') && document.getElementById('root')?.childElementCount > 0, undefined, { timeout: 15_000 });
  let lcp = await page.evaluate(() => window.__lcp);
  for (let i = 0, stable = 0; i < 32 && stable < 4; i++) {
    await page.waitForTimeout(250);
    const now = await page.evaluate(() => window.__lcp);
    stable = now === lcp && now != null ? stable + 1 : 0;
    lcp = now;
  }
  return { page, context, jsKb: jsBytes / 1024, brKb: brBytes / 1024, lcpMs: lcp, finalPath: new URL(page.url()).pathname };
}

/** Clicks the first enabled point switch and waits for the item's "n/6" count to change; ms until the next frame after it. */
async function switchToCount(page) {
  await page.locator('input[role="switch"]:not([disabled])').first().waitFor({ state: 'attached' });
  return page.evaluate(async () => {
    const countText = () => [...document.querySelectorAll('.mantine-Badge-label, .mantine-Badge-root')].map((b) => b.textContent).find((t) => /\d+\s*\/\s*6/.test(t ?? ''));
    const before = countText();
    const input = document.querySelector('input[role="switch"]:not([disabled])');
    const t0 = performance.now();
    input.click();
    const changed = await new Promise((resolve) => {
      const done = () => {
        if (countText() !== before) {
          mo.disconnect();
          resolve(true);
        }
      };
      const mo = new MutationObserver(done);
      mo.observe(document.body, { subtree: true, childList: true, characterData: true });
      setTimeout(() => {
        mo.disconnect();
        resolve(false);
      }, 5000);
      done();
    });
    if (!changed) return { ms: null, before, after: countText(), input: Boolean(input) };
    await new Promise((r) => requestAnimationFrame(() => r()));
    return { ms: performance.now() - t0 };
  });
}

const pages = [
  { name: '/signin', path: '/signin', role: null, budgetKb: 200 },
  { name: "teacher's /classes", path: '/classes', role: 'teacher', budgetKb: 350 },
  { name: '/reviewa/{id} (teacher)', path: `/reviewa/${f.review.id}`, role: 'teacher', budgetKb: 350 },
  { name: "supervisor's /classRegisterAnalysis/{id}", path: `/classRegisterAnalysis/${f.cls.id}`, role: 'supervisor', budgetKb: 350 },
  { name: '/itema/{id} (teacher; point switch)', path: `/itema/${reviewItem}`, role: 'teacher', budgetKb: 350, toggle: true },
];
const results = [];
try {
  for (const p of pages) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const { page, context, jsKb, brKb, lcpMs, finalPath } = await load(p.path, p.role);
      if (finalPath !== p.path) throw new Error(`${p.path} ended at ${finalPath}`);
      let toggleMs = null;
      if (p.toggle) {
        const times = [];
        for (let k = 0; k < 3; k++) {
          const r = await switchToCount(page);
          if (r.ms == null) log(`  the count did not change after a click: ${JSON.stringify(r)}`);
          times.push(r.ms);
        }
        toggleMs = median(times);
      }
      samples.push({ jsKb, brKb, lcpMs, toggleMs });
      await context.close();
    }
    const row = { ...p, jsKb: median(samples.map((s) => s.jsKb)), brKb: median(samples.map((s) => s.brKb)), lcpMs: median(samples.map((s) => s.lcpMs)), toggleMs: median(samples.map((s) => s.toggleMs)) };
    results.push(row);
    log(`${p.name.padEnd(44)} JS ${row.jsKb.toFixed(1)} KB (brotli ${row.brKb.toFixed(1)} KB)  LCP ${row.lcpMs?.toFixed(0)} ms${row.toggleMs != null ? `  switch→count ${row.toggleMs.toFixed(0)} ms` : ''}`);
  }
} finally {
  await browser.close();
  await server.stop();
}

const ok = (pass) => (pass ? '✓' : '✗');
const lines = [
  `### Browser run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `Chromium (${await (async () => spawnSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).stdout.trim())()}), ${THROTTLE}× CPU slow-down, 1280×800, cold cache per load, median of ${runs} loads; data: scale ${process.argv.includes('--no-generate') ? '(as found)' : scale} on PostgreSQL; machine ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}.`,
  '',
  '| page | JS over the wire (gzip, http) | the same files as brotli (https) | budget | LCP | budget (≤ 1.5 s) | switch → count | budget (< 100 ms) |',
  '|---|---:|---:|:-:|---:|:-:|---:|:-:|',
  ...results.map(
    (r) =>
      `| ${r.name} | ${r.jsKb.toFixed(1)} KB | ${r.brKb.toFixed(1)} KB | ${ok(r.jsKb <= r.budgetKb)} ≤ ${r.budgetKb} KB | ${r.lcpMs == null ? '–' : `${(r.lcpMs / 1000).toFixed(2)} s`} | ${r.lcpMs == null ? '' : ok(r.lcpMs <= 1500)} | ${r.toggleMs == null ? '' : `${r.toggleMs.toFixed(0)} ms`} | ${r.toggleMs == null ? '' : ok(r.toggleMs < 100)} |`,
  ),
];
const file = path.join(import.meta.dirname, 'results.md');
const begin = '<!-- bench:web:begin -->';
const end = '<!-- bench:web:end -->';
let md = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results (issue 17)\n';
if (!md.includes(begin)) md += `\n${begin}\n${end}\n`;
md = md.replace(new RegExp(`${begin}[\\s\\S]*${end}`), `${begin}\n${lines.join('\n')}\n${end}`);
fs.writeFileSync(file, md);
log('written: bench/results.md');
