#!/usr/bin/env node
/* global window, document, localStorage, performance, PerformanceObserver, MutationObserver, requestAnimationFrame, navigator -- the functions passed to the browser run there */
// `npm run bench:web`: the production build in Chromium at 4× CPU slow-down (CDP
// Emulation.setCPUThrottlingRate), each page loaded in a fresh browser context (first load, cold
// cache): JavaScript over the wire, Largest Contentful Paint, and on an item's page the time from
// clicking a point's switch to its updated count on screen. The people and records are random ones
// of a generated school (bench/generate.ts): /signin, a teacher's /classes, /reviewa/{id} and
// /itema/{id} of a student of theirs, a supervisor's class register. The median of `--runs` loads;
// the table goes into bench/results.md between the bench:web markers.
// The repeat visit (decision 033): one browser context opens a page twice, as a person does the next day; the
// first visit fills the service worker's cache and what the app keeps in IndexedDB, the second is measured (LCP,
// and the JavaScript that still comes over the network) on a teacher's /classes, a supervisor's class register
// (the attendance list) and /itema/{id}.
//
//   npm run bench:web [-- --scale 0.1] [--no-generate] [--keep] [--runs 3] [--port 3474] [--pg postgres://…] [--no-build] [--out file]
//   (the database: <pg>/pp_bench_web; CHROMIUM_PATH: the browser, default /usr/bin/chromium; WEB_DIST with --no-build: another build)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright';
import { BENCH_PASSWORD, loadSchool } from './school.mjs';
import { startServer } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const flag = (name) => argv.includes(`--${name}`);
const scale = Number(arg('scale', '0.1'));
const runs = Number(arg('runs', '3'));
const url = `${arg('pg', process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '')}/pp_bench_web`;
const out = path.resolve(arg('out', path.join(import.meta.dirname, 'results.md')));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// the build the server serves (WEB_DIST, as the server reads it)
const dist = path.resolve(root, process.env.WEB_DIST ?? 'web/dist');
const THROTTLE = 4;
// the service worker's registration and its update prompt (web/src/main.tsx), fetched after the page's load event:
// no part of showing the page (nor of scripts/bundle-budget.mjs)
const AFTER_LOAD = /^\/assets\/(update-prompt|workbox-window)[.-]/;
const BUDGET = { signinKb: 200, pageKb: 350, lcpMs: 2500, switchMs: 100, repeatLcpMs: 1000 };
const log = (...a) => console.error(...a);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

if (!flag('no-build') && spawnSync(process.execPath, ['scripts/build-web-if-stale.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
if (!flag('no-generate')) {
  log(`generating scale ${scale} in ${url.replace(/\/\/[^@]*@/, '//')}`);
  if (spawnSync(process.execPath, ['--import', 'tsx', 'bench/generate.ts', '--scale', String(scale), '--url', url], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0) process.exit(1);
}

// the people and records: a random teacher, a student of theirs, one of the student's reviews and its first item; a random supervisor's class
const school = await loadSchool({ url });
const teacher = pick(school.teachers);
const student = school.students[pick(teacher.students)];
const reviewId = pick(student.reviews);
const supervisor = pick(school.supervisors);
const classId = school.classes[pick(supervisor.classes)].id;
const db = new pg.Client({ connectionString: url });
await db.connect();
const itemId = (await db.query(`select id from items where review_id = $1 order by position limit 1`, [reviewId])).rows[0].id;
const emailOf = async (id) => (await db.query(`select email from users where id = $1`, [id])).rows[0].email;
const emails = { teacher: await emailOf(teacher.id), supervisor: await emailOf(supervisor.id) };
await db.end();

const server = await startServer({ url, port: Number(arg('port', '3474')) });
/** Signs in through the API: the session cookie, and what the web app keeps in local storage after its own sign-in. */
async function session(email) {
  const res = await fetch(`${server.base}/api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: BENCH_PASSWORD }) });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  const [name, value] = res.headers.getSetCookie()[0].split(';')[0].split('=');
  return { cookie: { name, value, url: server.base }, stored: JSON.stringify(await res.json()) };
}

const results = [];
const repeatResults = [];
let browser;
try {
  const sessions = { teacher: await session(emails.teacher), supervisor: await session(emails.supervisor) };
  browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });

  /** A fresh browser context (cold cache, no service worker yet) signed in as `role`, recording LCP in every page. */
  const newContext = async (role) => {
    // the service worker is allowed (Playwright's default): the repeat visit depends on it
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
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
    return context;
  };

  /**
   * Opens `pathname` in a new page of `context` (at 4× CPU slow-down unless `throttle` is false): JavaScript bytes
   * from the network (not those the service worker answers), LCP, and the page for further steps.
   */
  const visit = async (context, pathname, { throttle = true } = {}) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await cdp.send('Network.enable');
    const scripts = new Set();
    let jsBytes = 0;
    let brBytes = 0;
    cdp.on('Network.responseReceived', (e) => {
      if (e.type !== 'Script' || e.response.fromServiceWorker || AFTER_LOAD.test(new URL(e.response.url).pathname)) return;
      scripts.add(e.requestId);
      // the same file as brotli (what goes over https; Chromium asks for brotli only there)
      const file = path.join(dist, new URL(e.response.url).pathname);
      if (fs.existsSync(`${file}.br`)) brBytes += fs.statSync(`${file}.br`).size;
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (scripts.has(e.requestId)) jsBytes += e.encodedDataLength;
    });
    await page.goto(server.base + pathname, { waitUntil: 'networkidle' });
    // LCP entries come after their paint: wait until the app shows a page, then until the value held for a second (at most 8 s)
    await page.waitForFunction(() => document.getElementById('root')?.childElementCount > 0, undefined, { timeout: 15_000 });
    let lcp = await page.evaluate(() => window.__lcp);
    for (let i = 0, stable = 0; i < 32 && stable < 4; i++) {
      await page.waitForTimeout(250);
      const now = await page.evaluate(() => window.__lcp);
      stable = now === lcp && now != null ? stable + 1 : 0;
      lcp = now;
    }
    return { page, jsKb: jsBytes / 1024, brKb: brBytes / 1024, lcpMs: lcp, finalPath: new URL(page.url()).pathname };
  };

  /** One cold load of `pathname` as `role` in a fresh context. */
  const load = async (pathname, role) => {
    const context = await newContext(role);
    return { ...(await visit(context, pathname)), context };
  };

  /**
   * The repeat visit: a first visit (not slowed down, not measured) until the service worker is active (its
   * precache filled) and the app had time to write what it keeps in IndexedDB; then the page again in a new tab
   * of the same context, measured.
   */
  const repeatLoad = async (pathname, role) => {
    const context = await newContext(role);
    const first = await visit(context, pathname, { throttle: false });
    await first.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await first.page.waitForTimeout(2000);
    await first.page.close();
    const again = await visit(context, pathname);
    const controlled = await again.page.evaluate(() => navigator.serviceWorker.controller != null);
    if (!controlled) throw new Error(`${pathname}: the repeat visit is not controlled by the service worker`);
    return { ...again, context };
  };

  /** Clicks the first enabled point switch and waits for the item's "n/6" count to change: ms until the next frame after it. */
  const switchToCount = async (page) => {
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
      if (!changed) return { ms: null, before, after: countText() };
      await new Promise((r) => requestAnimationFrame(() => r()));
      return { ms: performance.now() - t0 };
    });
  };

  const pages = [
    { name: '/signin', path: '/signin', role: null, budgetKb: BUDGET.signinKb },
    { name: "a teacher's /classes", path: '/classes', role: 'teacher', budgetKb: BUDGET.pageKb },
    { name: '/reviewa/{id} (teacher)', path: `/reviewa/${reviewId}`, role: 'teacher', budgetKb: BUDGET.pageKb },
    { name: '/itema/{id} (teacher; point switch)', path: `/itema/${itemId}`, role: 'teacher', budgetKb: BUDGET.pageKb, toggle: true },
    { name: "a supervisor's class register", path: `/classRegisterAnalysis/${classId}`, role: 'supervisor', budgetKb: BUDGET.pageKb },
  ];
  const repeated = [
    { name: "a teacher's /classes", path: '/classes', role: 'teacher' },
    { name: "a supervisor's class register (attendance list)", path: `/classRegisterAnalysis/${classId}`, role: 'supervisor' },
    { name: '/itema/{id} (teacher)', path: `/itema/${itemId}`, role: 'teacher' },
  ];
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
    log(`${p.name.padEnd(40)} JS ${row.jsKb.toFixed(1)} KB (brotli ${row.brKb.toFixed(1)} KB)  LCP ${row.lcpMs?.toFixed(0)} ms${row.toggleMs != null ? `  switch → count ${row.toggleMs.toFixed(0)} ms` : ''}`);
  }
  for (const p of repeated) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const { context, jsKb, lcpMs, finalPath } = await repeatLoad(p.path, p.role);
      if (finalPath !== p.path) throw new Error(`${p.path} ended at ${finalPath}`);
      samples.push({ jsKb, lcpMs });
      await context.close();
    }
    const row = { ...p, jsKb: median(samples.map((s) => s.jsKb)), lcpMs: median(samples.map((s) => s.lcpMs)) };
    repeatResults.push(row);
    log(`repeat visit: ${p.name.padEnd(40)} JS from the network ${row.jsKb.toFixed(1)} KB  LCP ${row.lcpMs?.toFixed(0)} ms`);
  }
} finally {
  await browser?.close();
  await server.stop();
  if (!flag('keep') && !flag('no-generate')) {
    const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
    await admin.connect();
    await admin.query('drop database if exists pp_bench_web with (force)');
    await admin.end();
  }
}

const ok = (pass) => (pass ? '✓' : '✗');
const version = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '?';
const lines = [
  `### Browser run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `${version}, ${THROTTLE}× CPU slow-down, 1280×800, a fresh context (cold cache) per load, the median of ${runs} loads; a school of scale ${flag('no-generate') ? '(as found)' : scale} on PostgreSQL; machine ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}.`,
  '',
  `| page | JS over the wire (gzip, http) | the same files as brotli (https) | budget | LCP | budget (≤ ${BUDGET.lcpMs / 1000} s) | switch → count | budget (< ${BUDGET.switchMs} ms) |`,
  '|---|---:|---:|:-:|---:|:-:|---:|:-:|',
  ...results.map(
    (r) =>
      `| ${r.name} | ${r.jsKb.toFixed(1)} KB | ${r.brKb.toFixed(1)} KB | ${ok(r.jsKb <= r.budgetKb)} ≤ ${r.budgetKb} KB | ${r.lcpMs == null ? '–' : `${(r.lcpMs / 1000).toFixed(2)} s`} | ${r.lcpMs == null ? '' : ok(r.lcpMs <= BUDGET.lcpMs)} | ${r.toggleMs == null ? '' : `${r.toggleMs.toFixed(0)} ms`} | ${r.toggleMs == null ? '' : ok(r.toggleMs < BUDGET.switchMs)} |`,
  ),
  '',
  `**Repeat visit**: the same browser context opens the page a second time, as a person does the next day: the first visit filled the service worker's cache (the app's JavaScript, CSS and index.html, decision 033) and what the app keeps in IndexedDB; the second, in a new tab at ${THROTTLE}× CPU slow-down, takes the app's code from the service worker, and only the API answers come over the network. The median of ${runs} repeat visits.`,
  '',
  `| page | JS from the network | LCP on the repeat visit | budget (≤ ${BUDGET.repeatLcpMs / 1000} s) |`,
  '|---|---:|---:|:-:|',
  ...repeatResults.map((r) => `| ${r.name} | ${r.jsKb.toFixed(1)} KB | ${r.lcpMs == null ? '–' : `${(r.lcpMs / 1000).toFixed(2)} s`} | ${r.lcpMs == null ? '' : ok(r.lcpMs <= BUDGET.repeatLcpMs)} |`),
];
const begin = '<!-- bench:web:begin -->';
const end = '<!-- bench:web:end -->';
let md = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '# Benchmark results\n';
if (!md.includes(begin)) md += `\n${begin}\n${end}\n`;
md = md.replace(new RegExp(`${begin}[\\s\\S]*${end}`), () => `${begin}\n${lines.join('\n')}\n${end}`);
fs.writeFileSync(out, md);
log(`written: ${path.relative(process.cwd(), out)}`);
