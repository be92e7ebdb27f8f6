// A school day: every request comes from a random person of the generated school (bench/school.mjs)
// and opens a random record that person may open, through the API routes the web app calls, in the
// page sizes it asks for. The weights are the share of requests (of 100): teachers make most of
// them, every open tab asks for its notifications every 20 seconds (the bell), supervisors keep
// attendance and the class register, students look at their own records.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const COMMENTS_PAGE = 50;
const NOTIFICATIONS_PAGE = 20;

/** The actions of the mix: name, role, read or write, weight, and how to build one request. */
export function actionsOf(school) {
  const teacherAndStudent = () => {
    const teacher = pick(school.teachers);
    return [teacher, school.students[pick(teacher.students)]];
  };
  const asTeacher = (path) => () => {
    const [t, s] = teacherAndStudent();
    return { cookie: t.cookie, path: path(s) };
  };
  const asStudent = (path) => () => {
    const s = pick(school.students);
    return { cookie: s.cookie, path: path(s) };
  };
  const supervisorClass = () => {
    const sup = pick(school.supervisors);
    return [sup, pick(sup.classes)];
  };
  const asSupervisor = (path) => () => {
    const [sup, c] = supervisorClass();
    return { cookie: sup.cookie, path: path(school.classes[c], sup) };
  };

  // attendance saves: a day still open, never the same list twice at once (the second would be stale: 409), nor
  // one whose version is unknown (a save a previous run stopped waiting for: `finish`)
  const saving = new Set();
  school.unknownVersions ??= new Set();
  const saveAttendance = () => {
    let sup, c, date;
    for (let i = 0; i < 20; i++) {
      [sup, c] = supervisorClass();
      date = pick(school.openDays);
      if (!saving.has(`${c}|${date}`) && !school.unknownVersions.has(`${c}|${date}`)) break;
    }
    const key = `${c}|${date}`;
    saving.add(key);
    const attendance = {};
    for (const i of school.classes[c].students) {
      const r = Math.random();
      attendance[school.students[i].id] = { 8: r > 0.04, 10: r > 0.04, 12: r > 0.06, '13:45': r > 0.08, reason: r < 0.01 ? 'late15' : '' };
    }
    const version = school.versions.get(key) ?? null;
    return {
      cookie: sup.cookie,
      method: 'PUT',
      path: '/api/grade/attendance',
      body: JSON.stringify({ _grade: school.classes[c].id, date, attendance, version }),
      // a save makes the list's first version (1) or the next one
      done: (status) => {
        saving.delete(key);
        if (status === 200) school.versions.set(key, (version ?? 0) + 1);
      },
    };
  };

  return [
    // teachers (63): their classes, a student of them and the student's pages; a point switched, a comment written
    { name: 'my classes', role: 'teacher', weight: 3, build: () => { const t = pick(school.teachers); return { cookie: t.cookie, path: `/api/grade/${t.id}` }; } },
    { name: 'students of a class', role: 'teacher', weight: 2, build: () => { const [t, s] = teacherAndStudent(); return { cookie: t.cookie, path: `/api/user/students/${school.classes[s.classIndex].id}` }; } },
    { name: 'student home: the student', role: 'teacher', weight: 3, build: asTeacher((s) => `/api/user/byId/${s.id}`) },
    { name: 'student home: absence', role: 'teacher', weight: 3, build: asTeacher((s) => `/api/grade/attendance/statistics/student/${s.id}`) },
    { name: 'student home: assessment progress', role: 'teacher', weight: 3, build: asTeacher((s) => `/api/teacher/assessment/progress/${s.id}`) },
    { name: 'forms', role: 'teacher', weight: 4, build: asTeacher((s) => `/api/home/forms/${s.id}`) },
    { name: 'reviews', role: 'teacher', weight: 4, build: asTeacher((s) => `/api/home/reviews/${s.id}`) },
    { name: 'a review', role: 'teacher', weight: 4, build: asTeacher((s) => `/api/home/getReview/${pick(s.reviews)}`) },
    { name: 'items of a form or review', role: 'teacher', weight: 4, build: asTeacher((s) => `/api/home/items/${pick([...s.forms, ...s.reviews])}`) },
    { name: 'an item', role: 'teacher', weight: 5, build: asTeacher((s) => `/api/home/item/${pick(s.items)}`) },
    { name: 'comments', role: 'teacher', weight: 4, build: asTeacher((s) => `/api/user/comments/${s.id}?limit=${COMMENTS_PAGE}`) },
    { name: 'portfolio', role: 'teacher', weight: 3, build: asTeacher((s) => `/api/teacher/trainingportfolio/categories/${s.id}`) },
    { name: 'grades', role: 'teacher', weight: 3, build: asTeacher((s) => `/api/grade/assessmentGradesByCategories/${s.id}`) },
    { name: 'a talk', role: 'teacher', weight: 3, build: asTeacher((s) => `/api/user/talk/${s.id}/${pick(['initialconsultation', 'intermtalk', 'finaltalk'])}`) },
    { name: 'training status', role: 'teacher', weight: 2, build: asTeacher((s) => `/api/status/${s.id}`) },
    { name: 'notifications', role: 'teacher', weight: 7, build: () => ({ cookie: pick(school.teachers).cookie, path: `/api/notifications?limit=${NOTIFICATIONS_PAGE}` }) },
    {
      name: 'switch a point',
      role: 'teacher',
      kind: 'write',
      weight: 6,
      build: () => {
        const [t, s] = teacherAndStudent();
        const k = Math.floor(Math.random() * s.items.length * 6);
        return { cookie: t.cookie, method: 'PUT', path: '/api/home/updatePoint', body: JSON.stringify({ _item: s.items[Math.floor(k / 6)], _point: s.points.slice(36 * k, 36 * k + 36) }) };
      },
    },
    {
      name: 'write a comment',
      role: 'teacher',
      kind: 'write',
      weight: 2,
      build: () => {
        const [t, s] = teacherAndStudent();
        return { cookie: t.cookie, method: 'POST', path: '/api/user/comment', body: JSON.stringify({ _student: s.id, comment: 'Mobilisation sicher durchgeführt, Dokumentation vollständig.' }) };
      },
    },
    // supervisors (15): a day of a class's attendance and register, its students and figures; a day's list saved
    { name: 'my classes', role: 'supervisor', weight: 1, build: () => { const sup = pick(school.supervisors); return { cookie: sup.cookie, path: `/api/grade/${sup.id}` }; } },
    { name: 'attendance of a day', role: 'supervisor', weight: 3, build: asSupervisor((c) => `/api/grade/attendance/byDate/${pick(school.days)}/${c.id}`) },
    { name: 'class register of a day', role: 'supervisor', weight: 3, build: asSupervisor((c) => `/api/admin/registerAnalysis/byDate/${pick(school.days)}/${c.id}`) },
    { name: 'students of a class', role: 'supervisor', weight: 2, build: asSupervisor((c) => `/api/user/students/${c.id}`) },
    { name: 'absence statistics of a class', role: 'supervisor', weight: 2, build: asSupervisor((c) => `/api/grade/attendance/statistics/${c.id}`) },
    { name: 'training status of a class', role: 'supervisor', weight: 1, build: asSupervisor((c) => `/api/status/class/${c.id}`) },
    { name: 'what is due', role: 'supervisor', weight: 1, build: () => ({ cookie: pick(school.supervisors).cookie, path: '/api/status/due' }) },
    { name: 'notifications', role: 'supervisor', weight: 2, build: () => ({ cookie: pick(school.supervisors).cookie, path: `/api/notifications?limit=${NOTIFICATIONS_PAGE}` }) },
    { name: 'save attendance', role: 'supervisor', kind: 'write', weight: 2, build: saveAttendance, finish: () => saving.forEach((key) => school.unknownVersions.add(key)) },
    // students (22): their own pages, and the bell
    { name: 'home: me', role: 'student', weight: 2, build: asStudent((s) => `/api/user/byId/${s.id}`) },
    { name: 'home: absence', role: 'student', weight: 1, build: asStudent((s) => `/api/grade/attendance/statistics/student/${s.id}`) },
    { name: 'home: assessment progress', role: 'student', weight: 1, build: asStudent((s) => `/api/teacher/assessment/progress/${s.id}`) },
    { name: 'forms', role: 'student', weight: 2, build: asStudent((s) => `/api/home/forms/${s.id}`) },
    { name: 'reviews', role: 'student', weight: 2, build: asStudent((s) => `/api/home/reviews/${s.id}`) },
    { name: 'a review', role: 'student', weight: 2, build: asStudent((s) => `/api/home/getReview/${pick(s.reviews)}`) },
    { name: 'portfolio', role: 'student', weight: 2, build: asStudent((s) => `/api/teacher/trainingportfolio/categories/${s.id}`) },
    { name: 'home: training status', role: 'student', weight: 1, build: asStudent((s) => `/api/status/${s.id}`) },
    { name: 'notifications', role: 'student', weight: 10, build: asStudent(() => `/api/notifications?limit=${NOTIFICATIONS_PAGE}`) },
  ].map((a) => ({ kind: 'read', ...a, label: `${a.role}: ${a.name}` }));
}

/** A weighted random choice of actions. */
function chooser(actions) {
  const total = actions.reduce((n, a) => n + a.weight, 0);
  return () => {
    let r = Math.random() * total;
    for (const a of actions) if ((r -= a.weight) < 0) return a;
    return actions.at(-1);
  };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null);
const ms = (x) => (x == null ? null : Math.round(x * 10) / 10);

/** The summary of one autocannon run: requests per second, p50/p99 (ms) and errors. */
function summary(res) {
  return {
    requests: res.requests.total,
    rps: Math.round(res.requests.total / res.duration),
    p50: res.latency.p50,
    p99: res.latency.p99,
    errors: res.errors + res.timeouts + (res.non2xx ?? 0),
    errorKinds: { errors: res.errors, timeouts: res.timeouts, ...Object.fromEntries(Object.entries(res.statusCodeStats ?? {}).filter(([c]) => !c.startsWith('2')).map(([c, v]) => [c, v.count])) },
  };
}

/** The reference: GET /api/health (one `select 1` through the server's pool) at `connections` for `seconds`. */
export async function runReference({ base, connections, seconds }) {
  const res = await autocannon({ url: `${base}/api/health`, connections, duration: seconds });
  return summary(res);
}

/**
 * The mix at `connections` for `seconds`: per action the requests, p50, p99 (the time from sending to
 * the last byte, autocannon's own measure) and the answers that were not 2xx.
 */
export async function runMix({ base, school, connections, seconds }) {
  const actions = actionsOf(school);
  const next = chooser(actions);
  const stats = new Map(actions.map((a) => [a, { times: [], statuses: {} }]));
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req, ctx) => {
          const action = next();
          const r = action.build();
          ctx.action = action;
          ctx.done = r.done;
          const headers = { ...req.headers, cookie: r.cookie };
          if (r.body) headers['content-type'] = 'application/json';
          return { ...req, method: r.method ?? 'GET', path: r.path, body: r.body, headers };
        },
      },
    ],
  });
  instance.on('response', (client, status, _bytes, time) => {
    const ctx = client.requestIterator.context;
    ctx.done?.(status);
    const s = stats.get(ctx.action);
    if (!s) return;
    s.times.push(time);
    if (status < 200 || status > 299) s.statuses[status] = (s.statuses[status] ?? 0) + 1;
  });
  const res = await instance;
  for (const a of actions) a.finish?.();
  const total = summary(res);
  const all = [];
  const routes = actions.map((a) => {
    const s = stats.get(a);
    all.push(...s.times);
    const sorted = s.times.sort((x, y) => x - y);
    return {
      label: a.label,
      kind: a.kind,
      weight: a.weight,
      requests: sorted.length,
      p50: ms(percentile(sorted, 50)),
      p99: ms(percentile(sorted, 99)),
      errors: Object.values(s.statuses).reduce((n, x) => n + x, 0),
      statuses: s.statuses,
    };
  });
  all.sort((x, y) => x - y);
  return { ...total, p50: ms(percentile(all, 50)), p99: ms(percentile(all, 99)), routes };
}

/**
 * Each read of the mix sent one request at a time (one kept-alive socket, a new random person and
 * record each time) to each of `servers` in turn, `rounds` × `perRound` requests per server after
 * a warm-up: the median time from sending to the last byte, per read and server, in ms. Taking the
 * servers in turn, round by round, lets the machine's changing speed weigh on each alike.
 */
export async function probeReads({ servers, rounds = 4, perRound = 50, warm = 20, log = () => {} }) {
  // the reference first, for comparison (not a read of the mix)
  const reference = { label: 'reference: /api/health', reference: true, build: () => ({ path: '/api/health' }) };
  const sides = servers.map(({ base, school }) => ({
    base,
    actions: [reference, ...actionsOf(school).filter((a) => a.kind === 'read')],
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
  }));
  const once = (side, r) =>
    new Promise((resolve, reject) => {
      const t0 = performance.now();
      const req = http.request(side.base + r.path, { method: 'GET', agent: side.agent, headers: r.cookie ? { cookie: r.cookie } : {} }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve({ time: performance.now() - t0, status: res.statusCode }));
      });
      req.on('error', reject);
      req.end();
    });
  const rows = [];
  try {
    for (const [i, action] of sides[0].actions.entries()) {
      const times = sides.map(() => []);
      let errors = 0;
      const run = async (side, n, into) => {
        for (let k = 0; k < n; k++) {
          const r = await once(side, side.actions[i].build());
          if (r.status >= 300) errors++;
          into?.push(r.time);
        }
      };
      for (const side of sides) await run(side, warm);
      for (let round = 0; round < rounds; round++) for (const [j, side] of sides.entries()) await run(side, perRound, times[j]);
      const medians = times.map((t) => ms(percentile(t.sort((x, y) => x - y), 50)));
      rows.push({ label: action.label, reference: Boolean(action.reference), medians, errors });
      log(`  ${action.label.padEnd(48)} ${medians.map((m) => `${m} ms`).join('  ')}${errors ? `  (${errors} errors)` : ''}`);
    }
  } finally {
    for (const side of sides) side.agent.destroy();
  }
  return rows;
}
