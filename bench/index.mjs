#!/usr/bin/env node
// `npm run bench`: a school day at scales 0.1, 1 and 10 on PostgreSQL and at scale 1 on the embedded
// database, the budgets checked; the figures go into bench/results.md between the bench:load markers
// (written after every stage). Options: bench/results.md, "How to run".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { probeReads, runMix, runReference } from './mix.mjs';
import { checkSignIn, loadSchool } from './school.mjs';
import { startCommand, startServer } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const flag = (name) => argv.includes(`--${name}`);
const list = (v) => (v === 'none' || v === '' ? [] : v.split(',').map(Number));

const o = {
  scales: list(arg('scales', '0.1,1,10')).sort((a, b) => a - b),
  embedded: Number(arg('embedded', '1')),
  duration: Number(arg('duration', '60')),
  reference: Number(arg('reference', '10')),
  warmup: Number(arg('warmup', '5')),
  connections: Number(arg('connections', '20')),
  probe: Number(arg('probe', '50')),
  pg: arg('pg', process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432'),
  port: Number(arg('port', '3471')),
  out: path.resolve(arg('out', path.join(import.meta.dirname, 'results.md'))),
  keep: flag('keep'),
  generate: !flag('no-generate'),
  generateOnly: flag('generate-only'),
  refreshSessions: flag('refresh-sessions'),
  note: arg('note', ''),
};
const BUDGET = { ratio: 0.1, p99: 100, growth: 1.5, memoryMb: 250 };
const budgeted = (scale) => scale >= 1;
const log = (...a) => console.error(...a);
const dbUrl = (scale) => `${o.pg.replace(/\/+$/, '')}/pp_bench_s${String(scale).replace('.', '_')}`;
const loadAverage = () => os.loadavg()[0].toFixed(1);

const run = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.platform()} ${os.release()}, Node ${process.version}`,
  postgres: null,
  options: o,
  schools: [],
  stages: [],
  growth: null,
};

/** The generator in its own process (tsx: it imports the server's schema code); answers its JSON line. */
function generate(scale, where) {
  log(`\n— scale ${scale}: generating ${where.url ? `in ${where.url.replace(/\/\/[^@]*@/, '//')}` : `the embedded database in ${where.dataDir}`}`);
  const args = ['--import', 'tsx', 'bench/generate.ts', '--scale', String(scale), ...(where.url ? ['--url', where.url] : ['--embedded', where.dataDir])];
  const res = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (res.status !== 0) throw new Error(`the generator failed at scale ${scale}`);
  const dataset = JSON.parse(res.stdout.trim().split('\n').pop());
  log(`  scale ${scale}: ${dataset.people.students.toLocaleString('en')} students, generated in ${dataset.seconds.toFixed(1)} s`);
  run.schools.push({ ...dataset, driver: where.url ? 'PostgreSQL' : 'embedded' });
  return dataset;
}

/** Runs `fn` (a load run) and adds the CPU time per request of the server and of this process (the load generator), in µs. */
async function cpuOf(server, fn) {
  const [server0, self0] = [server.cpuSeconds(), process.cpuUsage()];
  const res = await fn();
  const self = process.cpuUsage(self0);
  const per = (seconds) => Math.round((seconds * 1e6) / Math.max(res.requests, 1));
  return { ...res, cpuUs: { server: per(server.cpuSeconds() - server0), loadGenerator: per((self.user + self.system) / 1e6) } };
}

/** One stage: the server on the school, the reference, the mix (memory sampled), the reference again. */
async function measure({ scale, driver, url, dataDir, port }) {
  log(`\n— scale ${scale} (${driver}): ${o.connections} connections, reference ${o.reference} s, mix ${o.duration} s, reference ${o.reference} s`);
  const school = await loadSchool({ url, dataDir }, { refresh: o.refreshSessions });
  const server = await startServer({ url, dataDir, port });
  try {
    await checkSignIn(server.base, school);
    const startedMb = server.status().rssMb;
    if (o.warmup > 0) await runMix({ base: server.base, school, connections: o.connections, seconds: o.warmup });
    const before = await cpuOf(server, () => runReference({ base: server.base, connections: o.connections, seconds: o.reference }));
    log(`  reference before: ${before.rps} req/s, p99 ${before.p99} ms`);
    const memory = server.sampleMemory();
    const mix = await cpuOf(server, () => runMix({ base: server.base, school, connections: o.connections, seconds: o.duration }));
    const mixPeakMb = memory.stop();
    const after = await cpuOf(server, () => runReference({ base: server.base, connections: o.connections, seconds: o.reference }));
    log(`  mix: ${mix.rps} req/s, p50 ${mix.p50} ms, p99 ${mix.p99} ms, ${mix.errors} errors; reference after: ${after.rps} req/s`);
    for (const r of mix.routes) log(`    ${r.label.padEnd(48)} ${String(r.requests).padStart(6)}  p50 ${r.p50} ms  p99 ${r.p99} ms${r.errors ? `  errors ${JSON.stringify(r.statuses)}` : ''}`);
    const stage = {
      scale,
      driver,
      people: school.people,
      before,
      mix,
      after,
      ratio: Math.round((mix.rps / ((before.rps + after.rps) / 2)) * 100) / 100,
      memory: { startedMb, mixPeakMb, peakMb: server.status().peakMb },
      loadAverage: loadAverage(),
      at: new Date().toISOString(),
    };
    log(`  mix ÷ reference ${stage.ratio}; memory: ${startedMb} MB after start, ${mixPeakMb} MB at most during the mix; CPU µs a request (server / load generator): reference ${before.cpuUs.server} / ${before.cpuUs.loadGenerator}, mix ${mix.cpuUs.server} / ${mix.cpuUs.loadGenerator}`);
    return stage;
  } finally {
    await server.stop();
  }
}

async function dropDatabase(url) {
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
  } finally {
    await admin.end();
  }
}

// ------------------------------------------------------------------------------------------------
// The report

const ok = (pass) => (pass ? '✓' : '✗');
const num = (n) => (n == null ? '–' : Number(n).toLocaleString('en'));

/** Every budget this run measured: its text and whether it holds. */
function budgets() {
  const out = [];
  for (const s of run.stages.filter((x) => x.driver === 'PostgreSQL' && budgeted(x.scale))) {
    out.push({ text: `scale ${s.scale}: mix ≥ ${BUDGET.ratio} × reference (${s.ratio})`, pass: s.ratio >= BUDGET.ratio });
    const worst = s.mix.routes.reduce((w, r) => (r.p99 != null && r.p99 > (w?.p99 ?? -1) ? r : w), null);
    out.push({ text: `scale ${s.scale}: the mix's p99 < ${BUDGET.p99} ms (${s.mix.p99} ms)`, pass: s.mix.p99 < BUDGET.p99 });
    out.push({ text: `scale ${s.scale}: p99 < ${BUDGET.p99} ms on every route too (highest: ${worst?.label} ${worst?.p99} ms)`, pass: s.mix.routes.every((r) => r.p99 == null || r.p99 < BUDGET.p99) });
    out.push({ text: `scale ${s.scale}: no errors (${s.mix.errors + s.before.errors + s.after.errors})`, pass: s.mix.errors + s.before.errors + s.after.errors === 0 });
    out.push({ text: `scale ${s.scale}: memory < ${BUDGET.memoryMb} MB during the mix (${s.memory.mixPeakMb} MB)`, pass: s.memory.mixPeakMb < BUDGET.memoryMb });
  }
  for (const s of run.stages.filter((x) => x.driver === 'PostgreSQL' && !budgeted(x.scale))) {
    out.push({ text: `scale ${s.scale}: memory < ${BUDGET.memoryMb} MB during the mix (${s.memory.mixPeakMb} MB)`, pass: s.memory.mixPeakMb < BUDGET.memoryMb });
  }
  for (const { k, label } of growthPairs()) {
    const reads = run.growth.rows.filter((r) => !r.reference);
    const worst = reads.reduce((w, r) => (r.ratios[k] > (w?.ratios[k] ?? -1) ? r : w), null);
    out.push({ text: `growth ${label} ≤ ${BUDGET.growth} for every read (highest: ${worst.label} ${worst.ratios[k]})`, pass: reads.every((r) => r.ratios[k] <= BUDGET.growth) });
  }
  const probeErrors = run.growth?.rows.reduce((n, r) => n + r.errors, 0);
  if (probeErrors) out.push({ text: `growth: ${probeErrors} answers of the probe were not 2xx`, pass: false });
  return out;
}

/** The pairs of consecutive scales the growth is judged on ({ k: index of the ratio, label }); fills each row's ratios. */
function growthPairs() {
  if (!run.growth) return [];
  const s = run.growth.scales;
  for (const r of run.growth.rows) r.ratios = s.slice(1).map((_, k) => Math.round((r.medians[k + 1] / r.medians[k]) * 100) / 100);
  return s.slice(1).map((b, k) => ({ k, label: `scale ${b} ÷ scale ${s[k]}` }));
}

function report() {
  const out = [];
  out.push(`### Run of ${run.date.slice(0, 16).replace('T', ' ')} UTC`, '');
  out.push(
    `Machine: ${run.machine}${run.postgres ? `; PostgreSQL ${run.postgres} on ${o.pg.replace(/\/\/[^@]*@/, '//')}` : ''}. The server as \`npm start\` runs it (\`node ${startCommand().join(' ')}\`, one process, LOG_LEVEL=${process.env.LOG_LEVEL ?? 'warn'}); autocannon, ${o.connections} connections; the reference ${o.reference} s right before and right after a ${o.duration} s mix (after ${o.warmup} s of warm-up); sessions ${o.refreshSessions ? 'refreshed by the server once a minute each' : 'fresh (no refresh during the run)'}.${o.note ? ` ${o.note}` : ''}`,
    '',
  );
  if (run.schools.length) {
    out.push('#### The schools', '', '| scale | database | students | classes | supervisors | teachers | KILIAN | admins | largest tables (rows) | generated in |', '|---:|---|---:|---:|---:|---:|---:|---:|---|---:|');
    for (const d of run.schools) {
      const big = Object.entries(d.rows).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${num(v)}`).join(', ');
      const p = d.people;
      out.push(`| ${d.scale} | ${d.driver} | ${num(p.students)} | ${num(p.classes)} | ${num(p.supervisors)} | ${num(p.teachers)} | ${p.kilian} | ${p.admins} | ${big} | ${d.seconds.toFixed(0)} s |`);
    }
    out.push('');
  }
  if (run.stages.length) {
    out.push(
      '#### The mix',
      '',
      '| scale | database | reference before, req/s | mix, req/s | reference after, req/s | mix ÷ reference | mix p50 / p99 ms | errors | memory during the mix (after start) | CPU µs a request, server / load generator: reference, mix | load average |',
      '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const s of run.stages) {
      const b = s.driver === 'PostgreSQL' && budgeted(s.scale);
      const errors = s.mix.errors + s.before.errors + s.after.errors;
      out.push(
        `| ${s.scale} | ${s.driver} | ${num(s.before.rps)} | ${num(s.mix.rps)} | ${num(s.after.rps)} | ${s.ratio}${b ? ` ${ok(s.ratio >= BUDGET.ratio)}` : ''} | ${s.mix.p50} / ${s.mix.p99}${b ? ` ${ok(s.mix.p99 < BUDGET.p99)}` : ''} | ${errors}${b ? ` ${ok(errors === 0)}` : ''} | ${s.memory.mixPeakMb} MB${s.driver === 'PostgreSQL' ? ` ${ok(s.memory.mixPeakMb < BUDGET.memoryMb)}` : ''} (${s.memory.startedMb} MB) | ${s.before.cpuUs.server} / ${s.before.cpuUs.loadGenerator}, ${s.mix.cpuUs.server} / ${s.mix.cpuUs.loadGenerator} | ${s.loadAverage} |`,
      );
    }
    for (const s of run.stages) {
      const b = s.driver === 'PostgreSQL' && budgeted(s.scale);
      out.push('', `#### Scale ${s.scale}, ${s.driver}: per route`, '', `| route | share | requests | p50 ms | p99 ms | errors |`, '|---|---:|---:|---:|---:|---:|');
      for (const r of s.mix.routes) {
        const codes = Object.entries(r.statuses).map(([c, n]) => `${n} × ${c}`).join(', ');
        out.push(`| ${r.kind === 'write' ? `**${r.label}**` : r.label} | ${r.weight} % | ${num(r.requests)} | ${r.p50 ?? '–'} | ${r.p99 ?? '–'}${b && r.p99 != null ? ` ${ok(r.p99 < BUDGET.p99)}` : ''} | ${r.errors ? codes : 0} |`);
      }
    }
    out.push('');
  }
  if (run.growth) {
    const pairs = growthPairs();
    const s = run.growth.scales;
    out.push(
      '#### Growth: each read one request at a time',
      '',
      `The median of ${4 * o.probe} requests per read and scale (after 20 to warm up), a new random person and record each time, the servers of all scales up at once and taken in turn, ${o.probe} requests at a time (${run.growth.at.slice(11, 16)} UTC).`,
      '',
      `| read | ${s.map((x) => `scale ${x}, ms`).join(' | ')} | ${pairs.map((p) => p.label).join(' | ')} |`,
      `|---|${s.map(() => '---:').join('|')}|${pairs.map(() => '---:').join('|')}|`,
    );
    for (const r of run.growth.rows) out.push(`| ${r.label} | ${r.medians.join(' | ')} | ${r.ratios.map((x) => (r.reference ? x : `${x} ${ok(x <= BUDGET.growth)}`)).join(' | ')} |`);
    out.push('');
  }
  const all = budgets();
  if (all.length) {
    out.push('#### Budgets', '');
    for (const b of all) out.push(`- ${ok(b.pass)} ${b.text}`);
  }
  return out.join('\n');
}

function write() {
  const begin = '<!-- bench:load:begin -->';
  const end = '<!-- bench:load:end -->';
  let md = fs.existsSync(o.out) ? fs.readFileSync(o.out, 'utf8') : `# Benchmark results\n\n${begin}\n${end}\n`;
  if (!md.includes(begin)) md += `\n${begin}\n${end}\n`;
  md = md.replace(new RegExp(`${begin}[\\s\\S]*${end}`), () => `${begin}\n${report()}\n${end}`);
  fs.writeFileSync(o.out, md);
  log(`written: ${path.relative(process.cwd(), o.out)}`);
}

// ------------------------------------------------------------------------------------------------
log(`bench: ${run.machine}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
if (o.scales.length) {
  const c = new pg.Client({ connectionString: `${o.pg.replace(/\/+$/, '')}/postgres` });
  await c.connect();
  run.postgres = (await c.query('show server_version')).rows[0].server_version;
  await c.end();
}
const embeddedDir = o.embedded > 0 ? fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-embedded-')) : null;
try {
  if (o.generate) for (const scale of o.scales) generate(scale, { url: dbUrl(scale) });
  write();
  if (!o.generateOnly) {
    for (const scale of o.scales) {
      run.stages.push(await measure({ scale, driver: 'PostgreSQL', url: dbUrl(scale), port: o.port }));
      write();
    }
    if (o.scales.length > 1) {
      log(`\n— growth: each read one request at a time, the servers of scales ${o.scales.join(', ')} in turn`);
      const servers = [];
      try {
        for (const [i, scale] of o.scales.entries()) {
          const school = await loadSchool({ url: dbUrl(scale) }, { refresh: o.refreshSessions });
          servers.push({ school, ...(await startServer({ url: dbUrl(scale), port: o.port + 1 + i })) });
        }
        run.growth = { scales: o.scales, rows: await probeReads({ servers, perRound: o.probe, log }), at: new Date().toISOString() };
      } finally {
        for (const s of servers) await s.stop();
      }
      write();
    }
  }
  if (embeddedDir) {
    generate(o.embedded, { dataDir: embeddedDir });
    if (!o.generateOnly) run.stages.push(await measure({ scale: o.embedded, driver: 'embedded', dataDir: embeddedDir, port: o.port }));
    write();
  }
} finally {
  if (o.keep) log(`\nkept: ${o.scales.map(dbUrl).join(', ')}${embeddedDir ? `, ${embeddedDir}` : ''}`);
  else {
    if (o.generate) for (const scale of o.scales) await dropDatabase(dbUrl(scale)).catch((err) => log(`could not drop ${dbUrl(scale)}: ${err.message}`));
    if (embeddedDir) fs.rmSync(embeddedDir, { recursive: true, force: true });
  }
}
const failed = budgets().filter((b) => !b.pass);
log(failed.length ? `\nbudgets not met: ${failed.map((b) => b.text).join('; ')}` : '\nevery budget measured holds');
