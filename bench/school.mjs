// The generated school as the load generator needs it: every person with a session, and for each
// the records they may open (a teacher: the students of their classes and those students' forms,
// reviews, items and points; a supervisor: their classes, the school days, the days still open for
// a save; a student: their own records).
//
// Sessions are made as rows, with the token hash the server stores (SHA-256 of the cookie's token):
// signing in 2,500 or 25,000 people through the API would spend an argon2 check each (tens of
// milliseconds) and the sign-in limits per address. The sign-in route itself is checked once per
// role (`checkSignIn`). The server moves a session's expiry forward at most once a minute (one
// UPDATE); a school's people ask several times a minute (the bell alone every 20 s), so that comes
// with at most one request in three. The mix, a school's day in a minute, asks each of 28,000
// people about once a minute at scale 10: every request would carry it, and the growth between
// scales would measure that. So the sessions are made fresh for two hours (as right after a
// refresh), unless `refresh` (bench --refresh-sessions): then they expire as the server's own.
import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

/** Every generated person's password. */
export const BENCH_PASSWORD = 'praxisport-bench';
const WINDOW_DAYS = 7;
const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });
const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A PostgreSQL client, or the embedded database of a data directory (only while no server holds it). */
async function open({ url, dataDir }) {
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    return { query: (text, values) => c.query(text, values), end: () => c.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const lite = new PGlite(path.join(dataDir, 'db'));
  await lite.waitReady;
  return { query: (text, values) => lite.query(text, values), end: () => lite.close() };
}

/** Reads the school at `url` (or the embedded database in `dataDir`) and gives everyone a fresh session. */
export async function loadSchool(where, { refresh = false } = {}) {
  const db = await open(where);
  const all = async (text, values) => (await db.query(text, values)).rows;
  try {
    const secret = crypto.randomBytes(12).toString('base64url');
    // one session per person, replacing the last run's
    const ttlHours = Number(process.env.SESSION_TTL_HOURS ?? 12) + (refresh ? 0 : 2);
    await db.query(`delete from sessions where user_id in (select id from users where username like 'bench.%')`);
    await db.query(
      `insert into sessions (token_hash, user_id, expires_at)
       select encode(sha256(convert_to($1 || id::text, 'UTF8')), 'hex'), id, now() + $2::float8 * interval '1 hour' from users where username like 'bench.%'`,
      [`bench-${secret}-`, ttlHours],
    );
    const person = (id) => ({ id, cookie: `pp_session=bench-${secret}-${id}` });

    const classRows = await all(`select id, teacher_id from classes order by class_name`);
    const classes = classRows.map((c) => ({ id: c.id, students: [] }));
    const classIndex = new Map(classRows.map((c, i) => [c.id, i]));

    const studentRows = await all(`select id, grade_id from users where user_type = 'student' and status = 'active' and grade_id is not null order by id`);
    const students = studentRows.map((s) => ({ ...person(s.id), classIndex: classIndex.get(s.grade_id), forms: [], reviews: [], items: [], points: [] }));
    const studentIndex = new Map(students.map((s, i) => [s.id, i]));
    for (const [i, s] of students.entries()) classes[s.classIndex].students.push(i);

    for (const r of await all(`select student_id, array_agg(id::text order by position) as ids from forms group by student_id`)) {
      const s = students[studentIndex.get(r.student_id)];
      if (s) s.forms = r.ids;
    }
    // the reviews a page opens (the "comments" entry leads to the comments page)
    for (const r of await all(`select student_id, array_agg(id::text order by position) as ids from reviews where r_type = 'review' group by student_id`)) {
      const s = students[studentIndex.get(r.student_id)];
      if (s) s.reviews = r.ids;
    }
    // items with their points, six to an item: point k (of items[k / 6]) is points.slice(36 k, 36 k + 36), one string per
    // student rather than 66 (at scale 10 the load generator would otherwise carry 1.65 million strings through its collections)
    for (const r of await all(
      `select coalesce(f.student_id, r.student_id) as student_id, i.id, array_agg(p.id::text order by p.position) as points
       from items i left join forms f on f.id = i.form_id left join reviews r on r.id = i.review_id join points p on p.item_id = i.id
       group by 1, i.id`,
    )) {
      const s = students[studentIndex.get(r.student_id)];
      if (!s || r.points.length !== 6) continue;
      s.items.push(r.id);
      s.points.push(...r.points);
    }

    for (const s of students) s.points = s.points.join('');
    const teachers = (await all(`select ct.teacher_id, array_agg(ct.class_id) as classes from class_teachers ct join users u on u.id = ct.teacher_id where u.status = 'active' group by ct.teacher_id order by ct.teacher_id`))
      .map((t) => ({ ...person(t.teacher_id), students: t.classes.flatMap((c) => classes[classIndex.get(c)].students) }))
      .filter((t) => t.students.length > 0);
    const supervisors = (await all(`select c.teacher_id, array_agg(c.id) as classes from classes c join users u on u.id = c.teacher_id where u.status = 'active' group by c.teacher_id order by c.teacher_id`))
      .map((s) => ({ ...person(s.teacher_id), classes: s.classes.map((c) => classIndex.get(c)).filter((i) => classes[i].students.length > 0) }))
      .filter((s) => s.classes.length > 0);

    const days = (await all(`select distinct date::text as date from attendance_records order by 1`)).map((r) => r.date);
    // the days a supervisor may still save (today and the seven before, Berlin time): weekdays, with the version of a saved list
    const today = berlinDay.format(new Date());
    const openDays = Array.from({ length: WINDOW_DAYS }, (_, i) => addDays(today, -i)).filter((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()));
    const versions = new Map(
      (await all(`select class_id, date::text as date, version from attendance_records where date >= $1::date`, [openDays.at(-1)])).map((r) => [`${classIndex.get(r.class_id)}|${r.date}`, r.version]),
    );
    for (const p of [teachers[0], supervisors[0], students[0]]) p.email = (await all(`select email from users where id = $1`, [p.id]))[0].email;
    const people = (await all(`select user_type, count(*)::int as n from users where username like 'bench.%' group by 1`)).reduce((o, r) => ({ ...o, [r.user_type]: r.n }), {});
    return { classes, students, teachers, supervisors, days, openDays, versions, people };
  } finally {
    await db.end();
  }
}

/**
 * Signs the first teacher, supervisor and student in through the API (argon2, the sign-in limits and
 * all) and checks that both that session and the generated one answer for each.
 */
export async function checkSignIn(base, school, password = BENCH_PASSWORD) {
  for (const [role, p] of [['teacher', school.teachers[0]], ['supervisor', school.supervisors[0]], ['student', school.students[0]]]) {
    const login = await fetch(`${base}/api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: p.email, password }) });
    if (!login.ok) throw new Error(`sign-in of a ${role} through the API: ${login.status} ${await login.text()}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    for (const [how, c] of [['signed in', cookie], ['generated', p.cookie]]) {
      const res = await fetch(`${base}/api/user/profile`, { headers: { cookie: c } });
      if (!res.ok) throw new Error(`the ${how} session of a ${role}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
  }
}
