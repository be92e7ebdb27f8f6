// `node bench/cpu-split.mjs [--only name,name] [--duration 5] [--url …]` (issue 17): per benchmarked route, the
// requests per second and the CPU time each request costs the server process, PostgreSQL's processes and the load
// generator (this process), read from /proc around each run. On a machine whose cores all three share, a route's
// ratio to the reference is about the reference's total CPU per request divided by the route's: this says where it goes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_URL, loadFixture, routesOf, signIn, startServer } from './load.mjs';
const arg = (n, d) => { const i = process.argv.indexOf(`--${n}`); return i >= 0 ? process.argv[i + 1] : d; };
const url = arg('url', DEFAULT_URL); const duration = Number(arg('duration', '5')); const only = arg('only')?.split(',');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-split-'));
const f = await loadFixture({ url, dataDir });
const server = await startServer({ url, dataDir, port: 3481 });
const ticks = () => { const r = { server: 0, pg: 0, self: 0, other: 0 };
  for (const d of fs.readdirSync('/proc')) { if (!/^\d+$/.test(d)) continue; let s; try { s = fs.readFileSync(`/proc/${d}/stat`, 'utf8'); } catch { continue; }
    const name = s.slice(s.indexOf('(') + 1, s.lastIndexOf(')')); const fl = s.slice(s.lastIndexOf(')') + 2).split(' '); const t = Number(fl[11]) + Number(fl[12]);
    const k = Number(d) === server.pid ? 'server' : name === 'postgres' ? 'pg' : Number(d) === process.pid ? 'self' : 'other'; r[k] += t; } return r; };
try {
  const cookies = { teacher: await signIn(server.base, f.teacher.email), supervisor: await signIn(server.base, f.supervisor.email), student: await signIn(server.base, f.student.email) };
  for (const route of routesOf(f).filter((r) => !only || (r.kind === 'reference' && !process.env.BENCH_NO_REFERENCE) || only.some((o) => r.name.includes(o)))) {
    const cookie = route.role ? cookies[route.role] : undefined;
    const q0 = await server.queries();
    const a = ticks();
    const res = await new Promise((ok, no) => autocannon({ url: server.base, connections: 20, duration, headers: cookie ? { cookie } : {}, requests: [{ setupRequest: (req, ctx) => { if (!route.build) return { ...req, method: 'GET', path: route.path }; const { path: p, body } = route.build(ctx); return { ...req, method: route.method, path: p, body, headers: { ...req.headers, 'content-type': 'application/json' } }; }, onResponse: route.onResponse }] }, (e, r) => (e ? no(e) : ok(r))));
    const b = ticks(); const n = res.requests.total; const qn = ((await server.queries()) - q0) / n; const us = (k) => Math.round(((b[k] - a[k]) * 10000) / n);
    console.log(`${route.name.slice(0, 34).padEnd(34)} ${String(Math.round(res.requests.average)).padStart(6)} req/s p99 ${String(res.latency.p99).padStart(3)}  bytes/req ${Math.round(res.throughput.total / n)} queries/req ${qn.toFixed(2)}${res.non2xx ? ` non-2xx ${res.non2xx}` : ""}  µs CPU/req: server ${us("server")} pg ${us('pg')} cannon ${us('self')} other ${us('other')}`);
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
