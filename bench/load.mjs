// The load test (issue 17): starts the production server (one process) on a generated database,
// signs in as each role and runs autocannon against every benchmarked route, the reference route
// (one `select 1` through the same pool: /api/health) first. Returns per route requests/s, p50,
// p99, errors, the ratio to the reference, queries per request, and the server's peak memory.
//
//   node bench/load.mjs [--url postgres://…] [--embedded <dataDir>] [--duration 10] [--connections 20] [--only name,name]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
export const BENCH_PASSWORD = 'praxisport-bench';
export const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/praxisport_bench';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A PostgreSQL client, or the embedded database of a data directory (only while no server holds it). */
async function openClient({ url, dataDir }) {
  if (!url) {
    const { PGlite } = await import('@electric-sql/pglite');
    const lite = new PGlite(path.join(dataDir, 'db'));
    await lite.waitReady;
    return { query: (text, values) => lite.query(text, values), end: () => lite.close() };
  }
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
}

/** The ids the routes need, read from the generated database: teacher 1, their first class, its supervisor and first student. */
export async function loadFixture(where) {
  const c = await openClient(where);
  const one = async (text, values = []) => (await c.query(text, values)).rows[0];
  const all = async (text, values = []) => (await c.query(text, values)).rows;
  const teacher = await one(`select id, email from users where username = 'bench.teacher1'`);
  const cls = await one(`select c.id, c.teacher_id as supervisor_id from classes c join class_teachers ct on ct.class_id = c.id where ct.teacher_id = $1 order by lower(c.class_name) limit 1`, [teacher.id]);
  const supervisor = await one(`select id, email from users where id = $1`, [cls.supervisor_id]);
  const students = await all(`select id, email from users where grade_id = $1 and user_type = 'student' order by (substring(username from 14))::int`, [cls.id]);
  const student = students[0];
  const form = await one(`select id from forms where student_id = $1 order by position limit 1`, [student.id]);
  const review = await one(`select id from reviews where student_id = $1 and r_type = 'review' order by position limit 1`, [student.id]);
  const item = await one(`select id from items where form_id = $1 order by position limit 1`, [form.id]);
  const points = await all(
    `select p.id as point, i.id as item from points p join items i on i.id = p.item_id join forms f on f.id = i.form_id join users u on u.id = f.student_id where u.grade_id = $1`,
    [cls.id],
  );
  const lastDay = (await one(`select max(date)::text as d from attendance_records where class_id = $1`, [cls.id])).d;
  const supervisorClasses = await all(`select id from classes where teacher_id = $1`, [supervisor.id]);
  const classStudents = await all(
    `select grade_id as class_id, array_agg(id) as ids from users where grade_id = any($1::uuid[]) and user_type = 'student' group by grade_id`,
    [supervisorClasses.map((r) => r.id)],
  );
  const records = await all(`select class_id, date::text as date, version from attendance_records where class_id = any($1::uuid[]) and date >= current_date - 7`, [supervisorClasses.map((r) => r.id)]);
  const portfolioItems = (await all(`select id from portfolio_items`)).map((r) => r.id);
  const hasPlacements = Boolean((await one(`select to_regclass('public.placements') is not null as ok`)).ok);
  const currentPlacements = hasPlacements
    ? await all(
        `select pl.id, pl.student_id, pl.from_date::text as from_date from placements pl join placement_instructors pi on pi.placement_id = pl.id
         where pi.teacher_id = $1 and pl.from_date <= current_date and pl.until_date >= current_date`,
        [teacher.id],
      )
    : [];
  await c.end();
  return { teacher, supervisor, student, students, cls, form, review, item, points, lastDay, classStudents, records, portfolioItems, currentPlacements };
}

const iso = (d) => d.toISOString().slice(0, 10);
// the school's day (Europe/Berlin, as the server's window: contract schoolDay), not UTC's: between
// midnight in Berlin and midnight UTC the oldest UTC day was out of the window (422 on 1 save in 8)
const schoolDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });
const daysBack = (n) => {
  const today = Date.parse(`${schoolDayFormat.format(new Date())}T00:00:00Z`);
  return Array.from({ length: n + 1 }, (_, i) => iso(new Date(today - i * 86_400_000)));
};

/** Every benchmarked route: a name, the role that calls it, and how to build one request. */
export function routesOf(f) {
  const j = (body) => JSON.stringify(body);
  // attendance saves: they go round the classes' days, each with the version its day was last saved with, never
  // one day twice at a time (twentieth round: autocannon starts every request with a fresh context when its list
  // holds one request, so the saves never kept to one day per connection as meant; a day's next save could leave
  // before its last one was answered: the embedded stage's few 409s, where a save takes up to 0.4 s)
  const versions = new Map(f.records.map((r) => [`${r.class_id}|${r.date}`, r.version]));
  // today and the six days before: still in the window when the day in Berlin turns during a run (day −7 was
  // refused with 422 after midnight, nineteenth round)
  const pairs = f.classStudents.flatMap((cs) => daysBack(6).map((date) => ({ classId: cs.class_id, ids: cs.ids, date })));
  let nextPair = 0;
  const saving = new Set();
  const nextFreePair = () => {
    for (let i = 0; i < pairs.length; i++) {
      const pair = pairs[nextPair++ % pairs.length];
      if (!saving.has(pair)) return pair;
    }
    return pairs[nextPair++ % pairs.length];
  };
  const guidanceDays = (p) => daysBack(30).filter((d) => d >= p.from_date);
  // guidance records are written for the other students: the proof the read asks for (the fixture
  // student's) stays as generated, the same at both scales and after any run of writes
  const others = f.currentPlacements.filter((p) => p.student_id !== f.student.id);
  const guidanceTargets = others.length ? others : f.currentPlacements;
  return [
    { name: 'reference: select 1 (/api/health)', role: null, kind: 'reference', path: '/api/health' },
    { name: 'my classes (teacher)', role: 'teacher', kind: 'read', path: `/api/grade/${f.teacher.id}` },
    { name: 'not-joined classes (first page of 50, as the web asks)', role: 'teacher', kind: 'read', path: `/api/grade/notJoined/${f.teacher.id}?limit=50` },
    { name: 'my classes (supervisor)', role: 'supervisor', kind: 'read', path: `/api/grade/${f.supervisor.id}` },
    { name: 'students of a class', role: 'teacher', kind: 'read', path: `/api/user/students/${f.cls.id}` },
    { name: 'attendance by date', role: 'supervisor', kind: 'read', path: `/api/grade/attendance/byDate/${f.lastDay}/${f.cls.id}` },
    { name: 'attendance statistics (class)', role: 'supervisor', kind: 'read', path: `/api/grade/attendance/statistics/${f.cls.id}` },
    { name: 'register analysis by date', role: 'supervisor', kind: 'read', path: `/api/admin/registerAnalysis/byDate/${f.lastDay}/${f.cls.id}` },
    { name: 'register analysis (first page of 30 days, as the web asks)', role: 'teacher', kind: 'read', path: `/api/admin/registerAnalysis/all/${f.cls.id}?limit=30` },
    { name: 'forms of a student', role: 'teacher', kind: 'read', path: `/api/home/forms/${f.student.id}` },
    { name: 'reviews of a student', role: 'teacher', kind: 'read', path: `/api/home/reviews/${f.student.id}` },
    { name: 'review', role: 'teacher', kind: 'read', path: `/api/home/getReview/${f.review.id}` },
    { name: 'items of a form', role: 'teacher', kind: 'read', path: `/api/home/items/${f.form.id}` },
    { name: 'item', role: 'teacher', kind: 'read', path: `/api/home/item/${f.item.id}` },
    { name: 'assessment grades', role: 'teacher', kind: 'read', path: `/api/grade/assessmentGradesByCategories/${f.student.id}` },
    { name: 'comments (first page of 50, as the web asks)', role: 'teacher', kind: 'read', path: `/api/user/comments/${f.student.id}?limit=50` },
    { name: 'portfolio', role: 'teacher', kind: 'read', path: `/api/teacher/trainingportfolio/categories/${f.student.id}` },
    { name: 'talk', role: 'teacher', kind: 'read', path: `/api/user/talk/${f.student.id}/initialconsultation` },
    ...(f.currentPlacements.length ? [{ name: 'guidance proof (placement plan)', role: 'teacher', kind: 'read', path: `/api/placements/student/${f.student.id}` }] : []),
    { name: 'notifications (first page of 20, as the web asks)', role: 'student', kind: 'read', path: '/api/notifications?limit=20' },
    {
      name: 'write: point toggle',
      role: 'teacher',
      kind: 'write',
      method: 'PUT',
      build: () => {
        const p = pick(f.points);
        return { path: '/api/home/updatePoint', body: j({ _item: p.item, _point: p.point }) };
      },
    },
    {
      name: 'write: attendance save',
      role: 'supervisor',
      kind: 'write',
      method: 'PUT',
      build: (ctx) => {
        ctx.pair = nextFreePair();
        saving.add(ctx.pair);
        const { classId, ids, date } = ctx.pair;
        // the list as the web sends it, the 12:00 block of every seventh student off, which seventh moving with the
        // clock: seven bodies a day, each written once (nineteenth round: building and stringifying the 25 entries
        // for every request was about 30 µs of the load generator's CPU a save, on the cores the server shares)
        const phase = Date.now() % 7;
        const list = ((ctx.pair.lists ??= [])[phase] ??= j(Object.fromEntries(ids.map((id, i) => [id, { 8: true, 10: true, 12: (i + phase) % 7 !== 0, '13:45': true, reason: '' }]))));
        return { path: '/api/grade/attendance', body: `{"_grade":"${classId}","date":"${date}","attendance":${list},"version":${versions.get(`${classId}|${date}`) ?? null}}` };
      },
      onResponse: (status, body, ctx) => {
        saving.delete(ctx.pair);
        if (status !== 200) return;
        // only the version is needed: read from the text (eighteenth round: parsing the whole 3.4 KB answer was
        // about 40 µs of the load generator's CPU a save, on the cores the server and PostgreSQL share)
        const version = Number(/"version":(\d+)/.exec(body)?.[1]);
        if (Number.isInteger(version)) versions.set(`${ctx.pair.classId}|${ctx.pair.date}`, version);
      },
    },
    {
      name: 'write: comment',
      role: 'teacher',
      kind: 'write',
      method: 'POST',
      build: () => ({ path: '/api/user/comment', body: j({ _student: pick(f.students).id, comment: 'Lastprobe: Mobilisation sicher, Dokumentation vollständig.' }) }),
    },
    {
      name: 'write: portfolio tick',
      role: 'teacher',
      kind: 'write',
      method: 'PATCH',
      build: () => ({ path: '/api/teacher/trainingportfolio/update', body: j({ _trainingPortfolioItem: pick(f.portfolioItems), _student: pick(f.students).id, teacherChecked: Math.random() < 0.5 }) }),
    },
    ...(f.currentPlacements.length
      ? [
          {
            name: 'write: guidance record',
            role: 'teacher',
            kind: 'write',
            method: 'POST',
            build: () => {
              const p = pick(guidanceTargets);
              return { path: `/api/placements/${p.id}/guidance`, body: j({ date: pick(guidanceDays(p)), minutes: 1, kind: 'guidance', topic: 'Lastprobe' }) };
            },
          },
        ]
      : []),
  ];
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`server not up: ${url}`);
}

/** Starts `node --import tsx server/src/main.ts` (the production server, built web app) and returns its handle. */
export async function startServer({ url, dataDir, port }) {
  const countFile = path.join(os.tmpdir(), `pp-bench-queries-${port}`);
  // warn: no log line per request; the mail worker polls once a minute, so that its queries do not blur the count per request
  const env = { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', DATA_DIR: dataDir, BENCH_QUERY_COUNT_FILE: countFile, NODE_ENV: 'production', MAIL_POLL_MS: '60000' };
  if (url) env.DATABASE_URL = url;
  else delete env.DATABASE_URL;
  // the V8 heap settings of `npm start` (server/package.json, decision 023); BENCH_SERVER_FLAGS adds node flags
  // for a look inside (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`)
  const extra = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--max-semi-space-size=8', '--max-old-space-size=256', '--import', 'tsx', '--import', path.join(root, 'bench/count-queries.mjs'), 'server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`, 120_000);
  const queries = async () => {
    fs.rmSync(countFile, { force: true });
    child.kill('SIGUSR2');
    for (let i = 0; i < 50 && !fs.existsSync(countFile); i++) await sleep(20);
    return Number(fs.readFileSync(countFile, 'utf8'));
  };
  const memory = () => {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = (k) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { peakMb: Math.round(kb('VmHWM') / 1024), rssMb: Math.round(kb('VmRSS') / 1024) };
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  };
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, queries, memory, stop };
}

export async function signIn(base, email, password = BENCH_PASSWORD) {
  const res = await fetch(`${base}/api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

function requestOf(route, ctx) {
  if (!route.build) return { method: 'GET', path: route.path };
  const { path: p, body } = route.build(ctx);
  return { method: route.method, path: p, body, headers: { 'content-type': 'application/json' } };
}

/** Queries per request: the server's query counter around `n` sequential requests. */
async function queriesPerRequest(server, route, cookie, n = 10) {
  // let the previous route's last requests finish: their queries are not this route's
  await sleep(1000);
  const before = await server.queries();
  const ctx = {};
  let ok = 0;
  for (let i = 0; i < n; i++) {
    const r = requestOf(route, ctx);
    const res = await fetch(server.base + r.path, { method: r.method, body: r.body, headers: { ...r.headers, cookie } });
    const text = await res.text();
    if (res.ok) ok++;
    route.onResponse?.(res.status, text, ctx);
  }
  const after = await server.queries();
  return { queries: (after - before) / n, ok };
}

/**
 * One request at a time (a read, after `queriesPerRequest` warmed it): the median time from sending to
 * the last byte, in µs. The growth budget compares these (decision 023): at 20 connections the p50 is a
 * whole number of milliseconds and moves with everything else the machine does, so 1 → 2 ms says nothing;
 * one request at a time on an otherwise quiet server measures the work a request does at each scale.
 */
async function sequentialMedianUs(server, route, cookie, n = 300) {
  const probe = sequentialProbe(server, route, cookie);
  try {
    // warm first (the first route runs right after the server started)
    await probe.run(100);
    return medianUs(await probe.run(n));
  } finally {
    probe.close();
  }
}

/** Requests of one route sent one at a time on one kept-alive socket; `run(n)` answers their durations in ms. */
function sequentialProbe(server, route, cookie) {
  // node:http on one kept-alive socket: fetch's own work per request (≈ 0.5 ms here) would hide the server's
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = (r) =>
    new Promise((resolve, reject) => {
      const req = http.request(server.base + r.path, { method: r.method, agent, headers: { ...r.headers, ...(cookie ? { cookie } : {}) } }, (res) => {
        res.on('data', () => {});
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end(r.body);
    });
  return {
    async run(n) {
      const times = [];
      for (let i = 0; i < n; i++) {
        const r = requestOf(route, {});
        const t0 = performance.now();
        await once(r);
        times.push(performance.now() - t0);
      }
      return times;
    },
    close: () => agent.destroy(),
  };
}

const medianUs = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] * 1000);
};

/**
 * The growth budget (decision 023): both scales' servers up at once, each read route probed one request
 * at a time on both in alternating rounds (small, large, small, …), so that the machine's speed, which
 * moves by 2× within minutes here, weighs on both sides alike. Answers per read route the median in µs
 * at each scale.
 */
export async function growthProbe({ small, large, portBase = 3471, rounds = 6, perRound = 50, log = console.error }) {
  const sides = [];
  try {
    for (const [i, where] of [small, large].entries()) {
      const fixture = await loadFixture(where);
      const dataDir = where.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-'));
      const server = await startServer({ ...where, dataDir, port: portBase + i });
      sides.push({ fixture, server });
      sides[i].cookies = {
        teacher: await signIn(server.base, fixture.teacher.email),
        supervisor: await signIn(server.base, fixture.supervisor.email),
        student: await signIn(server.base, fixture.student.email),
      };
    }
    const rows = [];
    const smallRoutes = routesOf(sides[0].fixture).filter((r) => r.kind === 'read');
    const largeRoutes = routesOf(sides[1].fixture);
    for (const route of smallRoutes) {
      const twin = largeRoutes.find((r) => r.name === route.name);
      if (!twin) continue;
      const probes = [sides[0].server, sides[1].server].map((server, i) => sequentialProbe(server, i ? twin : route, route.role ? sides[i].cookies[route.role] : undefined));
      try {
        const times = [[], []];
        for (const probe of probes) await probe.run(100);
        for (let k = 0; k < rounds; k++) {
          for (const [i, probe] of probes.entries()) times[i].push(...(await probe.run(perRound)));
        }
        const row = { name: route.name, smallUs: medianUs(times[0]), largeUs: medianUs(times[1]) };
        rows.push(row);
        log(`${row.name.padEnd(40)} one at a time, alternating: small ${row.smallUs} µs, large ${row.largeUs} µs, ×${(row.largeUs / row.smallUs).toFixed(2)}`);
      } finally {
        for (const probe of probes) probe.close();
      }
    }
    return rows;
  } finally {
    for (const side of sides) await side.server.stop();
  }
}

function cannon({ base, route, cookie, connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration,
        headers: cookie ? { cookie } : {},
        requests: [
          {
            setupRequest: (req, ctx) => {
              const r = requestOf(route, ctx);
              return { ...req, method: r.method, path: r.path, body: r.body, headers: { ...req.headers, ...r.headers } };
            },
            onResponse: route.onResponse,
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

/** Runs the load test against one database; returns the rows of the report. */
// pairedReference: the reference route runs again for that many seconds right before each route and once
// after the last, and a route's ratio is taken against the mean of the runs right before and right after it
// (the one before the next route; nineteenth round: was the run before only, and the machine's speed moves
// within a route's seconds); on a shared machine the load changes within a run; 0: one reference run at the
// start for all
export async function runLoad({ url, dataDir, port = 3471, duration = 10, connections = 20, only, readsOnly = false, countsOnly = false, pairedReference = 0, log = console.error }) {
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-'));
  const fixture = await loadFixture({ url, dataDir });
  const server = await startServer({ url, dataDir, port });
  const startedMb = server.memory().rssMb;
  try {
    const cookies = {
      teacher: await signIn(server.base, fixture.teacher.email),
      supervisor: await signIn(server.base, fixture.supervisor.email),
      student: await signIn(server.base, fixture.student.email),
    };
    // the review page rendered per request starts the server's page-renderer worker (decision 029): started
    // here, so that the peak memory below counts it as a school's server carries it
    for (let i = 0; i < 20 && !(await (await fetch(`${server.base}/reviewa/${fixture.review.id}`, { headers: { cookie: cookies.teacher } })).text()).includes('data-rendered="request"'); i++) {
      await new Promise((r) => setTimeout(r, 250));
    }
    const routes = routesOf(fixture).filter((r) => (!only || r.kind === 'reference' || only.some((o) => r.name.includes(o))) && !(readsOnly && r.kind === 'write'));
    const rows = [];
    let reference;
    for (const route of routes) {
      const cookie = route.role ? cookies[route.role] : undefined;
      const q = await queriesPerRequest(server, route, cookie);
      if (countsOnly) {
        rows.push({ name: route.name, kind: route.kind, queries: Math.round(q.queries * 10) / 10 });
        log(`${route.name.padEnd(40)} queries ${Math.round(q.queries * 10) / 10}`);
        continue;
      }
      const seqUs = route.kind === 'write' ? null : await sequentialMedianUs(server, route, cookie);
      const paired = pairedReference > 0 && reference && route.kind !== 'reference' ? await cannon({ base: server.base, route: routes[0], connections, duration: pairedReference }) : null;
      const res = await cannon({ base: server.base, route, cookie, connections, duration });
      const non2xx = res.non2xx ?? 0;
      const row = {
        name: route.name,
        kind: route.kind,
        rps: Math.round(res.requests.average),
        p50: res.latency.p50,
        p99: res.latency.p99,
        errors: res.errors + res.timeouts + non2xx,
        // what the errors were: connection errors, timeouts (autocannon's 10 s), answers by status
        errorKinds: { errors: res.errors, timeouts: res.timeouts, ...Object.fromEntries(Object.entries(res.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, v]) => [code, v.count])) },
        requests: res.requests.total,
        queries: Math.round(q.queries * 10) / 10,
        seqUs,
      };
      if (route.kind === 'reference') reference = row;
      if (paired) row.referenceBeforeRps = Math.round(paired.requests.average);
      const base = row.referenceBeforeRps ?? reference?.rps;
      row.ratio = base ? Math.round((row.rps / base) * 100) / 100 : null;
      rows.push(row);
      log(`${row.name.padEnd(40)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}${row.errors ? ` ${JSON.stringify(row.errorKinds)}` : ''}  ×${row.ratio}${row.referenceBeforeRps ? ` (reference right before ${row.referenceBeforeRps} req/s)` : ''}  queries ${row.queries}${seqUs ? `  one at a time ${seqUs} µs` : ''}`);
    }
    if (pairedReference > 0 && !countsOnly) {
      // each route's reference after it: the run before the next route, after the last one more
      const last = await cannon({ base: server.base, route: routes[0], connections, duration: pairedReference });
      const befores = rows.map((r) => r.referenceBeforeRps);
      rows.forEach((row, i) => {
        if (row.referenceBeforeRps === undefined) return;
        row.referenceAfterRps = befores.slice(i + 1).find((b) => b !== undefined) ?? Math.round(last.requests.average);
        row.referenceRps = Math.round((row.referenceBeforeRps + row.referenceAfterRps) / 2);
        row.ratio = Math.round((row.rps / row.referenceRps) * 100) / 100;
        log(`${row.name.padEnd(40)} ×${row.ratio} against the reference before and after (${row.referenceBeforeRps}, ${row.referenceAfterRps} req/s)`);
      });
    }
    const memory = server.memory();
    return { rows, memory: { ...memory, startedMb } };
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const dataDir = arg('embedded');
  const url = dataDir ? undefined : (arg('url') ?? process.env.DATABASE_URL ?? DEFAULT_URL);
  const result = await runLoad({
    url,
    dataDir,
    port: Number(arg('port') ?? 3471),
    duration: Number(arg('duration') ?? 10),
    connections: Number(arg('connections') ?? 20),
    only: arg('only')?.split(','),
    countsOnly: process.argv.includes('--counts-only'),
  });
  console.log(JSON.stringify(result));
}
