#!/usr/bin/env node
// `npm run bench` (issue 17): the school at scale on PostgreSQL and on the embedded database, the
// load test at each scale, the budgets checked, the second start of `npm start`; writes the figures
// into bench/results.md (between the bench markers; the notes around them stay) and bench/results.json.
//
//   npm run bench                              scale 0.1 and 1 on PostgreSQL, scale 1 embedded
//   npm run bench -- --scales 0.02 --embedded-scale 0.02 --duration 2    a quick check
// Options: --url (or DATABASE_URL; default postgres://postgres@127.0.0.1:5432/praxisport_bench),
// --scales 0.1,1 (none: no PostgreSQL stage), --embedded-scale 1 (0 skips it), --duration 10,
// --embedded-duration 5, --connections 20, --no-start (skip the start-time check), --no-build,
// --note "what else ran", --append (keep the stages of the last run that this one does not repeat),
// --port-base 3471 (the servers use it and the next two ports), --paired-reference 0 (seconds of the
// reference route right before each route and after the last; a route's ratio against the mean of the
// runs right before and right after it: for a machine others load too).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_URL, growthProbe, runLoad } from './load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const url = arg('url', process.env.DATABASE_URL ?? DEFAULT_URL);
const scales = arg('scales', '0.1,1') === 'none' ? [] : arg('scales', '0.1,1').split(',').map(Number);
const embeddedScale = Number(arg('embedded-scale', '1'));
const duration = Number(arg('duration', '10'));
const embeddedDuration = Number(arg('embedded-duration', '5'));
const connections = Number(arg('connections', '20'));
const note = arg('note', '');
// --port-base N: the servers listen on N … N+2 (default 3471; the npm start check on 3473 → N+2)
const portBase = Number(arg('port-base', '3471'));
// --paired-reference S: the reference route again for S seconds right before each route (and after the last), a route's ratio against the mean of the runs before and after it (0: off)
const pairedReference = Number(arg('paired-reference', '0'));
const log = (...a) => console.error(...a);

function generate(scale, where) {
  const args = ['--import', 'tsx', 'bench/generate.ts', '--scale', String(scale), ...(where.embedded ? ['--embedded', where.embedded] : ['--url', where.url])];
  const res = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (res.status !== 0) throw new Error(`generator failed (scale ${scale})`);
  return JSON.parse(res.stdout.trim().split('\n').pop());
}

/** Seconds from `npm start` until the sign-in page is served, on a data directory that has been started before. */
async function secondStart() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-start-'));
  const port = portBase + 2;
  const once = async () => {
    const started = Date.now();
    const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' }, stdio: 'ignore', detached: true });
    let seconds = null;
    while (Date.now() - started < 180_000) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/signin`);
        if (res.ok && (await res.text()).includes('<div id="root">')) {
          seconds = (Date.now() - started) / 1000;
          break;
        }
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    await new Promise((r) => setTimeout(r, 500));
    return seconds;
  };
  const first = await once();
  const second = await once();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { first, second };
}

const fmt = (n, d = 0) => (n == null ? '–' : Number(n).toFixed(d));
const ok = (pass) => (pass ? '✓' : '✗');

function loadTable(rows) {
  const paired = rows.some((r) => r.referenceRps);
  const lines = paired
    ? ['| route | req/s | p50 ms | p99 ms | errors | reference right before / after, req/s | × reference (their mean) | queries/request | budget |', '|---|---:|---:|---:|---:|---:|---:|---:|:-:|']
    : ['| route | req/s | p50 ms | p99 ms | errors | × reference | queries/request | budget |', '|---|---:|---:|---:|---:|---:|---:|:-:|'];
  for (const r of rows) {
    const budget = r.kind === 'reference' ? '' : r.kind === 'read' ? ok(r.ratio >= 0.5 && r.p99 < 50 && r.errors === 0) : ok(r.ratio >= 0.3 && r.errors === 0);
    const kinds = r.errors && r.errorKinds ? ` (${Object.entries(r.errorKinds).filter(([, n]) => n).map(([k, n]) => `${n} × ${k}`).join(', ')})` : '';
    lines.push(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors}${kinds} |${paired ? ` ${r.referenceBeforeRps !== undefined ? `${r.referenceBeforeRps} / ${r.referenceAfterRps}` : ''} |` : ''} ${fmt(r.ratio, 2)} | ${fmt(r.queries, 1)} | ${budget} |`);
  }
  return lines.join('\n');
}

// --append: keep the stages of the last run (bench/results.json) that this run does not repeat
const previous = process.argv.includes('--append') && fs.existsSync(path.join(import.meta.dirname, 'results.json')) ? JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'results.json'), 'utf8')) : null;
const run = { date: new Date().toISOString(), machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.platform()} ${os.release()}, Node ${process.version}`, note, connections, duration, pg: [], embedded: null, start: null };
if (previous) {
  run.pg = previous.pg.filter((r) => !scales.includes(r.scale));
  if (scales.length < 2) run.growth = previous.growth;
  if (!(embeddedScale > 0)) run.embedded = previous.embedded;
  if (process.argv.includes('--no-start')) run.start = previous.start;
  run.date = previous.date;
  run.note = [previous.note, note].filter(Boolean).join(' ');
}
log(`bench: ${run.machine}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

// the production build, rebuilt only when its sources changed (--no-build: take web/dist as it is)
if (!process.argv.includes('--no-build') && spawnSync(process.execPath, ['scripts/build-web-if-stale.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

// each scale in its own database (the largest in --url's, the others beside it), so that the growth stage
// can probe both scales' servers alternately at the end
const urlOf = (scale) => {
  if (scale === Math.max(...scales)) return url;
  const u = new URL(url);
  u.pathname = `${u.pathname}_scale${String(scale).replace('.', '_')}`;
  return u.toString();
};
for (const scale of scales) {
  log(`\n— scale ${scale}: generating on ${urlOf(scale)}`);
  const dataset = generate(scale, { url: urlOf(scale) });
  log(`  ${dataset.students} students, ${dataset.classes} classes in ${dataset.seconds.toFixed(1)} s`);
  log(`— scale ${scale}: load (${connections} connections, ${duration} s per route)`);
  // the writes at the largest scale only: the growth budget compares reads
  const result = await runLoad({ url: urlOf(scale), duration, connections, port: portBase, pairedReference, log, readsOnly: scale !== Math.max(...scales) });
  run.pg.push({ scale, dataset, ...result, loadAverage: os.loadavg()[0], at: new Date().toISOString() });
  run.pg.sort((a, b) => a.scale - b.scale);
  writeReport();
}
if (scales.length > 1) {
  const [small, large] = [Math.min(...scales), Math.max(...scales)];
  log(`\n— growth: scale ${small} and scale ${large} probed alternately, one request at a time`);
  run.growth = { small, large, rows: await growthProbe({ small: { url: urlOf(small) }, large: { url: urlOf(large) }, portBase, log }), at: new Date().toISOString() };
  writeReport();
}
if (embeddedScale > 0) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-embedded-'));
  log(`\n— embedded database, scale ${embeddedScale}: generating in ${dataDir}`);
  const dataset = generate(embeddedScale, { embedded: dataDir });
  log(`  ${dataset.students} students in ${dataset.seconds.toFixed(1)} s`);
  const result = await runLoad({ dataDir, duration: embeddedDuration, connections, port: portBase + 1, pairedReference, log });
  run.embedded = { scale: embeddedScale, dataset, ...result };
  fs.rmSync(dataDir, { recursive: true, force: true });
  writeReport();
}
if (!process.argv.includes('--no-start')) {
  log('\n— npm start twice on one data directory');
  run.start = await secondStart();
  log(`  first ${run.start.first} s, second ${run.start.second} s`);
  writeReport();
}

// ------------------------------------------------------------------------------------------
// bench/results.md, written after every stage (a stopped run leaves what it measured)
function writeReport() {
  const out = [];
  out.push(`### Run of ${run.date.slice(0, 16).replace('T', ' ')} UTC`, '');
  out.push(`Machine: ${run.machine}. PostgreSQL: ${url.replace(/\/\/[^@]*@/, '//')}. autocannon, ${connections} connections, ${duration} s per route (embedded: ${embeddedDuration} s), the server one process (\`node --max-semi-space-size=8 --max-old-space-size=256 --import tsx server/src/main.ts\` as npm start, built web app, LOG_LEVEL=warn).${note ? ` ${note}` : ''}`, '');
  out.push('| scale | students | classes | teachers | supervisors | rows (largest tables) | generated in |', '|---:|---:|---:|---:|---:|---|---:|');
  for (const r of [...run.pg, ...(run.embedded ? [{ ...run.embedded, embedded: true }] : [])]) {
    const d = r.dataset;
    const big = Object.entries(d.rows).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toLocaleString('en')}`).join(', ');
    out.push(`| ${d.scale}${r.embedded ? ' (embedded)' : ''} | ${d.students} | ${d.classes} | ${d.teachers} | ${d.supervisors} | ${big} | ${d.seconds.toFixed(0)} s |`);
  }
  for (const r of run.pg) {
    out.push('', `#### PostgreSQL, scale ${r.scale} (${r.at ? `finished ${r.at.slice(11, 16)} UTC, ` : ''}load average at the end ${r.loadAverage.toFixed(1)})`, '', loadTable(r.rows), '', `Server memory: peak (VmHWM) ${r.memory.peakMb} MB, ${r.memory.startedMb} MB after start.`);
  }
  if (run.embedded) {
    out.push('', `#### Embedded database (PGlite), scale ${run.embedded.scale}`, '', loadTable(run.embedded.rows), '', `Server memory: peak (VmHWM) ${run.embedded.memory.peakMb} MB, ${run.embedded.memory.startedMb} MB after start.`);
  }
  const small = run.pg[0];
  const large = run.pg.at(-1);
  if (run.growth) {
    out.push(
      '',
      `#### Growth: p50 at scale ${run.growth.large} ÷ p50 at scale ${run.growth.small} (budget ≤ 1.5)`,
      '',
      `Judged on requests sent one at a time to both scales' servers, running side by side, in alternating rounds (${run.growth.at.slice(11, 16)} UTC: 100 to warm, then 6 × 50 to each, small first; the median in µs; decision 023), so that the machine's changing speed weighs on both sides alike; the p50 at 20 connections of the two load runs (whole ms, minutes apart) is shown beside it.`,
      '',
      '| route | one at a time, small (µs) | one at a time, large (µs) | ratio | budget | p50 at 20 connections, small → large (ms) | ratio |',
      '|---|---:|---:|---:|:-:|---:|---:|',
    );
    for (const g of run.growth.rows) {
      const s = small?.rows.find((x) => x.name === g.name);
      const l = large?.rows.find((x) => x.name === g.name);
      const ratio = g.largeUs / g.smallUs;
      const loaded = s && l ? `${s.p50} → ${l.p50} | ${(l.p50 / Math.max(s.p50, 1)).toFixed(2)}` : ' | ';
      out.push(`| ${g.name} | ${g.smallUs} | ${g.largeUs} | ${ratio.toFixed(2)} | ${ok(ratio <= 1.5)} | ${loaded} |`);
    }
  } else if (small && large && small !== large) {
    out.push(
      '',
      `#### Growth: p50 at scale ${large.scale} ÷ p50 at scale ${small.scale} (budget ≤ 1.5)`,
      '',
      'Judged on the median of 300 requests sent one at a time (µs, right before the load run of the route; decision 023); the p50 at 20 connections (whole ms, moved by whatever else the machine does) is shown beside it.',
      '',
      '| route | one at a time, small (µs) | one at a time, large (µs) | ratio | budget | p50 at 20 connections, small → large (ms) | ratio |',
      '|---|---:|---:|---:|:-:|---:|---:|',
    );
    for (const r of large.rows.filter((x) => x.kind !== 'write')) {
      const s = small.rows.find((x) => x.name === r.name);
      if (!s) continue;
      const loaded = r.p50 / Math.max(s.p50, 1);
      const seq = r.seqUs && s.seqUs ? r.seqUs / s.seqUs : null;
      const judged = seq ?? loaded;
      out.push(`| ${r.name} | ${s.seqUs ?? ''} | ${r.seqUs ?? ''} | ${seq === null ? '' : seq.toFixed(2)} | ${ok(judged <= 1.5)} | ${s.p50} → ${r.p50} | ${loaded.toFixed(2)} |`);
    }
  }
  out.push('', '#### Memory (budget: under 300 MB on PostgreSQL)', '');
  for (const r of run.pg) out.push(`- PostgreSQL, scale ${r.scale}: peak ${r.memory.peakMb} MB ${ok(r.memory.peakMb < 300)}`);
  if (run.embedded) out.push(`- Embedded, scale ${run.embedded.scale}: peak ${run.embedded.memory.peakMb} MB (shared_buffers ${process.env.PGLITE_SHARED_BUFFERS ?? '32MB'})`);
  if (run.start) out.push('', `#### npm start`, '', `- first start on an empty data directory (demo data created): ${fmt(run.start.first, 1)} s`, `- second start (web build up to date, not rebuilt): ${fmt(run.start.second, 1)} s ${ok(run.start.second != null && run.start.second < 10)} (budget < 10 s)`);

  const file = path.join(import.meta.dirname, 'results.md');
  const begin = '<!-- bench:load:begin -->';
  const end = '<!-- bench:load:end -->';
  let md = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `# Benchmark results (issue 17)\n\n${begin}\n${end}\n`;
  if (!md.includes(begin)) md += `\n${begin}\n${end}\n`;
  md = md.replace(new RegExp(`${begin}[\\s\\S]*${end}`), `${begin}\n${out.join('\n')}\n${end}`);
  fs.writeFileSync(file, md);
  fs.writeFileSync(path.join(import.meta.dirname, 'results.json'), JSON.stringify(run, null, 2));
  log(`\nwritten: bench/results.md, bench/results.json`);
}
