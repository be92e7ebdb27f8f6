/* global window, performance, location, localStorage, PerformanceObserver -- the functions passed to the browser run there */
// `node bench/waterfall.mjs <signin|classes|reviewa|register> [runs]` (issue 17): one page of the built web app in Chromium at
// 4× CPU slow-down, cold, as bench/web.mjs loads it: per run the LCP (time, element, size) and when the main chunk, the
// layout, the page's chunk and its API requests started and ended (ms from navigation). ALL=1 lists every request;
// WAIT=ms waits longer for a late LCP (default 1000). Data: the benchmark database as found (bench/generate.ts).
import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { chromium } from 'playwright';
import { BENCH_PASSWORD, DEFAULT_URL, loadFixture, startServer } from './load.mjs';
const f = await loadFixture({ url: DEFAULT_URL });
const server = await startServer({ url: DEFAULT_URL, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'pp-wf-')), port: Number(process.env.PORT ?? 3475) });
async function session(email) {
  const res = await fetch(`${server.base}/api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: BENCH_PASSWORD }) });
  const [name, value] = res.headers.getSetCookie()[0].split(';')[0].split('=');
  return { cookie: { name, value, url: server.base }, stored: JSON.stringify(await res.json()) };
}
const sessions = { teacher: await session(f.teacher.email), supervisor: await session(f.supervisor.email) };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const which = process.argv[2] ?? 'reviewa';
const targets = { signin: ['/signin', null], classes: ['/classes', 'teacher'], reviewa: [`/reviewa/${f.review.id}`, 'teacher'], register: [`/classRegisterAnalysis/${f.cls.id}`, 'supervisor'] };
const [p, role] = targets[which];
for (let run = 0; run < Number(process.argv[3] ?? 1); run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (role) {
    await context.addCookies([sessions[role].cookie]);
    await context.addInitScript((stored) => localStorage.setItem('praxisport.userSession', stored), sessions[role].stored);
  }
  await context.addInitScript(() => { window.__lcp = null; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = [e.startTime, e.element?.tagName, e.element?.className?.toString().slice(0, 60), e.element?.textContent?.slice(0, 40), e.size]; }).observe({ type: 'largest-contentful-paint', buffered: true }); });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(server.base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(Number(process.env.WAIT ?? 1000));
  const out = await page.evaluate(() => ({ lcp: window.__lcp, nav: performance.getEntriesByType('navigation')[0].responseEnd, res: performance.getEntriesByType('resource').map((r) => [Math.round(r.startTime), Math.round(r.responseEnd), r.name.replace(location.origin, '').slice(0, 70)]) }));
  console.log(`run ${run} LCP ${JSON.stringify(out.lcp)} navEnd ${Math.round(out.nav)}`);
  const pick = (re) => out.res.filter((r) => re.test(r[2])).map((r) => `${r[2].split('/').pop().slice(0, 14)} ${r[0]}-${r[1]}`).join(' | ');
  console.log('  ', pick(/index-|user-layout|-page-|\/api\//));
  if (process.env.ALL) for (const r of out.res) console.log(r.join('\t'));
  await context.close();
}
await browser.close(); await server.stop();
