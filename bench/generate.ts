// The school at scale (issue 17): fills a PostgreSQL database with `--scale 1` = 2,500 students in
// 100 classes of 25, 10 supervisors, 60 teachers and everything a school accumulates in a year.
// Bulk inserts only (INSERT … SELECT over generate_series / unnest): under 3 minutes at scale 1.
//
//   node --import tsx bench/generate.ts [--scale 1] [--url postgres://…/praxisport_bench]
//
// Without --url it takes DATABASE_URL, else postgres://postgres@127.0.0.1:5432/praxisport_bench.
// A database whose name contains "bench" is dropped and created afresh; any other must be empty.
// `--embedded <dir>` fills the embedded database (PGlite) of DATA_DIR=<dir> instead.
// Prints one JSON line at the end: the sizes of the school and the rows of each table.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { openPg, openPglite } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { instantiateRecordTemplates } from '../server/src/db/record-templates';
import { seedCatalogue } from '../server/src/db/seed/seed-catalogue';
import { hashPassword } from '../server/src/lib/password';

export const BENCH_PASSWORD = 'praxisport-bench';
export const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/praxisport_bench';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

export interface Dataset {
  url: string;
  scale: number;
  classes: number;
  students: number;
  supervisors: number;
  teachers: number;
  seconds: number;
  rows: Record<string, number>;
}

const CLASS_SIZE = 25;
const SCHOOL_DAYS = 200;
const COMMENTS_PER_STUDENT = 20;
const GUIDANCE_PER_STUDENT = 30;
const NOTIFICATIONS_PER_USER = 20;
const TEACHERS_PER_CLASS = 3;

/** The last `n` weekdays before today, oldest first. */
function schoolDays(n: number): string[] {
  const days: string[] = [];
  for (let d = new Date(Date.now() - 86_400_000); days.length < n; d = new Date(d.getTime() - 86_400_000)) {
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) days.unshift(d.toISOString().slice(0, 10));
  }
  return days;
}

/** The connection the generator writes through: one pg client, or the embedded database (PGlite). */
interface Client {
  query: (text: string, values?: unknown[]) => Promise<{ rows: any[]; rowCount?: number | null; affectedRows?: number }>;
  end: () => Promise<void>;
}

async function tableExists(client: Client, name: string): Promise<boolean> {
  const { rows } = await client.query('select to_regclass($1) is not null as ok', [`public.${name}`]);
  return Boolean(rows[0]?.ok);
}

/** `url` a PostgreSQL database, or `embedded` the data directory of the embedded database (DATA_DIR, the database in <dir>/db). */
export async function generate({ url, embedded, scale }: { url?: string; embedded?: string; scale: number }): Promise<Dataset> {
  const started = Date.now();
  const dbName = url ? new URL(url).pathname.slice(1) : '';
  if (embedded) {
    fs.rmSync(path.join(embedded, 'db'), { recursive: true, force: true });
    fs.mkdirSync(embedded, { recursive: true });
  }
  else if (url && /bench/i.test(dbName)) {
    const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
    await admin.connect();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.query(`create database "${dbName}"`);
    await admin.end();
  }
  const handle = embedded ? await openPglite(path.join(embedded, 'db')) : openPg(url!, 2);
  await runMigrations(handle);
  if (!embedded) await handle.close();

  const nClasses = Math.max(1, Math.round(100 * scale));
  const nSup = Math.max(1, Math.round(10 * scale));
  const nTeach = Math.max(TEACHERS_PER_CLASS, Math.round(60 * scale));
  const nStudents = nClasses * CLASS_SIZE;
  const hash = await hashPassword(BENCH_PASSWORD);

  let client: Client;
  if (embedded) {
    const lite = handle.pglite!;
    client = { query: (text, values) => lite.query(text, values as never[]) as never, end: () => handle.close() };
  } else {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    client = c;
  }
  const q = async (label: string, text: string, values: unknown[] = []) => {
    const t = Date.now();
    const res = await client.query(text, values);
    if (process.env.BENCH_VERBOSE) console.error(`${label}: ${res.rowCount ?? res.affectedRows ?? ''} rows, ${Date.now() - t} ms`);
    return res;
  };
  const { rows: users0 } = await client.query('select count(*)::int as n from users');
  if (users0[0].n > 0) throw new Error(`${dbName} is not empty: give a database whose name contains "bench" (recreated) or an empty one`);

  await q('settings', `set synchronous_commit = off`);
  await q('begin', 'begin');
  const first = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Finn', 'Greta', 'Hannah', 'Ida', 'Jan', 'Klara', 'Leon', 'Mia', 'Noah', 'Olivia', 'Paul'];
  const last = ['Müller', 'Schneider', 'Fischer', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Neumann', 'Schwarz', 'Braun', 'Lange', 'Krause'];
  await q('admin', `insert into admins (email, first_name, name, password_hash) values ('bench.admin@bench.praxisport.de', 'Bench', 'Admin', $1)`, [hash]);
  // staff: bench.sup<n>, bench.teacher<n>; students: bench.student<n> in class ((n-1)/25)+1
  await q('staff', `
    insert into users (name, first_name, username, email, password_hash, user_type, status, lfce)
    select ($2::text[])[1 + g % array_length($2::text[], 1)], ($3::text[])[1 + g % array_length($3::text[], 1)], 'bench.' || prefix || g, 'bench.' || prefix || g || '@bench.praxisport.de', $1,
      kind::user_type, 'active', case when kind = 'supervisor' then 'CE' end
    from (select 'supervisor' as kind, 'sup' as prefix, g from generate_series(1, $4::int) g
          union all select 'teacher', 'teacher', g from generate_series(1, $5::int) g) s`, [hash, last, first, nSup, nTeach]);
  await q('temp', `create temp table b_sup as select (substring(username from 10))::int as n, id from users where user_type = 'supervisor' and username like 'bench.sup%'`);
  await q('temp', `create temp table b_teacher as select (substring(username from 14))::int as n, id from users where user_type = 'teacher' and username like 'bench.teacher%'`);
  await q('classes', `
    insert into classes (class_name, teacher_id)
    select 'Bench ' || lpad(g::text, 3, '0'), s.id from generate_series(1, $1::int) g join b_sup s on s.n = 1 + (g - 1) % $2::int`, [nClasses, nSup]);
  await q('temp', `create temp table b_class as select (substring(class_name from 7))::int as n, id, teacher_id as supervisor_id from classes where class_name like 'Bench %'`);
  // each class: three teachers; each teacher joins about five classes whatever the scale
  await q('class_teachers', `
    insert into class_teachers (class_id, teacher_id)
    select distinct c.id, t.id from b_class c cross join generate_series(0, ${TEACHERS_PER_CLASS - 1}) k
    join b_teacher t on t.n = 1 + ((c.n - 1) * ${TEACHERS_PER_CLASS} + k) % $1::int`, [nTeach]);
  await q('students', `
    insert into users (name, first_name, username, email, password_hash, user_type, status, grade_id, contact, dob)
    select ($2::text[])[1 + (g * 7) % array_length($2::text[], 1)], ($3::text[])[1 + (g * 3) % array_length($3::text[], 1)], 'bench.student' || g, 'bench.student' || g || '@bench.praxisport.de', $1,
      'student', 'active', c.id, '0160 ' || (1000000 + g), date '2000-01-01' + (g % 2000)
    from generate_series(1, $4::int) g join b_class c on c.n = 1 + (g - 1) / ${CLASS_SIZE}`, [hash, last, first, nStudents]);
  await q('temp', `create temp table b_student as select (substring(u.username from 14))::int as n, u.id, c.n as class_n, c.id as class_id from users u join b_class c on c.id = u.grade_id where u.username like 'bench.student%'`);
  await q('temp', `create index on b_student (class_id)`);
  // the first teacher of each class, for rows an instructor wrote
  await q('temp', `create temp table b_class_teacher as select c.n as class_n, c.id as class_id, c.supervisor_id, t.id as teacher_id from b_class c join b_teacher t on t.n = 1 + ((c.n - 1) * ${TEACHERS_PER_CLASS}) % $1::int`, [nTeach]);

  // forms, reviews, items and points as the record templates define them (the app's own bulk function)
  const db = embedded ? handle.db : drizzle(client as pg.Client, { casing: 'snake_case' });
  const { rows: studentIds } = await client.query('select id from b_student order by n');
  for (let i = 0; i < studentIds.length; i += 1000) await instantiateRecordTemplates(db as never, studentIds.slice(i, i + 1000).map((r) => r.id));
  // about a third of the points ticked, by the class's teacher
  await q('points ticked', `
    update points p set done = true, changed_by_id = ct.teacher_id, changed_at = now() - interval '30 days'
    from items i left join forms f on f.id = i.form_id left join reviews r on r.id = i.review_id
    join b_student s on s.id = coalesce(f.student_id, r.student_id) join b_class_teacher ct on ct.class_n = s.class_n
    where p.item_id = i.id and (p.position + i.position) % 3 = 0`);

  // 20 comments per student, spread over the school year
  await q('comments', `
    insert into comments (teacher_id, student_id, comment, created_at, updated_at)
    select ct.teacher_id, s.id, 'Bemerkung ' || k || ': Vitalzeichen sicher erhoben, Dokumentation vollständig und zeitnah.', now() - (k * interval '9 days') - (s.n * interval '1 minute'), now() - (k * interval '9 days')
    from b_student s join b_class_teacher ct on ct.class_n = s.class_n cross join generate_series(1, ${COMMENTS_PER_STUDENT}) k`);

  // 200 school days of attendance and register analysis per class, written day by day as a school
  // saves them (a day's list at once: its rows lie together, as they do after real saves)
  const days = schoolDays(SCHOOL_DAYS);
  await q('attendance_records', `
    insert into attendance_records (class_id, date, teacher_id)
    select c.id, d, c.supervisor_id from b_class c cross join unnest($1::date[]) d`, [days]);
  await q('attendance_entries', `
    insert into attendance_entries (record_id, student_id, b8, b10, b12, b1345, reason)
    select r.id, s.id, h % 40 <> 0, h % 40 <> 0, h % 53 <> 0, h % 29 <> 0,
      (case when h % 97 = 1 then 'late15' when h % 89 = 2 then 'excused' when h % 113 = 3 then 'left30' end)::attendance_reason
    from attendance_records r join b_student s on s.class_id = r.class_id
    cross join lateral (select abs(hashtext(s.id::text || r.date::text)) as h) x
    order by r.date, r.class_id, s.id`);
  await q('register_analyses', `
    insert into register_analyses (class_id, date) select c.id, d from b_class c cross join unnest($1::date[]) d`, [days]);
  await q('register_analysis_entries', `
    insert into register_analysis_entries (analysis_id, time, lfce_id, supervisor_id, content, status, for_instructors)
    select a.id, b::lesson_block, l.id, c.supervisor_id, 'Unterrichtsinhalt ' || b || ': Pflegeprozess, Fallbesprechung und Übungen', (array['Gestartet','Weitergeführt','Beendet'])[1 + (extract(doy from a.date)::int % 3)]::analysis_status, b = '12'
    from register_analyses a join b_class c on c.id = a.class_id cross join unnest(array['8','10','12','13:45']) b
    join (select id, row_number() over (order by position) as k, count(*) over () as m from lfces) l on l.k = 1 + (extract(doy from a.date)::int % l.m)
    order by a.date, a.class_id, b`);

  // the catalogues (the demo's), then 3 graded assessments, 3 talks and a half-ticked portfolio per student
  await seedCatalogue(db as never);
  await q('assessments', `
    insert into assessments (student_id, category_test_id, option_id, grade, teacher_id)
    select s.id, ct.id, o.id, o.grade, t.teacher_id
    from b_student s join b_class_teacher t on t.class_n = s.class_n
    cross join (select id, row_number() over (order by created_at, id) as k from assessment_category_tests) ct
    join assessment_options o on o.category_test_id = ct.id and o.grade = 1 + (s.n + ct.k) % 5
    where ct.k <= 3`);
  await q('talks', `
    insert into talks (student_id, teacher_id, talk_type, interview_date, interm_week, interm_year, final_week, final_year, teacher_type, other_person, other_type,
      mainteraction_dates, fixedpoint_dates, competency_test_date, instructor_confirmation, instructor_confirmed_by_id, instructor_confirmed_at, student_confirmation, student_confirmed_by_id, student_confirmed_at)
    select s.id, t.teacher_id, tt::talk_type, current_date - 100 + k * 30, 20, extract(year from now())::int, 44, extract(year from now())::int, 'HPA', 'Petra Lange', 'SL',
      array[current_date - 90 + k * 30, current_date - 80 + k * 30], array[current_date - 70 + k * 30], current_date - 40 + k * 30,
      true, t.teacher_id, now() - (100 - k * 30) * interval '1 day', k < 2, case when k < 2 then s.id end, case when k < 2 then now() - (99 - k * 30) * interval '1 day' end
    from b_student s join b_class_teacher t on t.class_n = s.class_n
    cross join unnest(array['initialconsultation','intermtalk','finaltalk']) with ordinality as x(tt, k0) cross join lateral (select (k0 - 1)::int as k) kk`);
  await q('portfolio_ticks', `
    insert into portfolio_ticks (student_id, item_id, teacher_checked, teacher_checked_by_id, teacher_checked_at, student_checked, student_checked_by_id, student_checked_at)
    select s.id, i.id, true, t.teacher_id, now() - interval '20 days', i.k % 4 = 0, case when i.k % 4 = 0 then s.id end, case when i.k % 4 = 0 then now() - interval '19 days' end
    from b_student s join b_class_teacher t on t.class_n = s.class_n
    cross join (select id, row_number() over (order by created_at, id) as k from portfolio_items) i
    where i.k % 2 = 1`);

  // a three-year placement plan (8 placements) and 30 guidance records per student; in-app notifications
  if (await tableExists(client, 'placements')) {
    await q('providers', `
      insert into placement_providers (name, ward)
      select 'Bench-Klinikum ' || g, 'Station ' || g from generate_series(1, 20) g`);
    await q('placements', `
      insert into placements (student_id, type, provider_id, from_date, until_date, planned_hours, planned_by_id)
      select s.id, (array['orientation','inpatientAcute','inpatientLongTerm','outpatient','paediatrics','psychiatry','further','deepening'])[k]::placement_type,
        p.id, start, start + 60, (array[400,400,400,400,120,120,160,500])[k], t.supervisor_id
      from b_student s join b_class_teacher t on t.class_n = s.class_n cross join generate_series(1, 8) k
      cross join lateral (select (date_trunc('week', now())::date - 35 - 3 * 119 + (k - 1) * 119) as start) st
      join (select id, row_number() over (order by name) as m from placement_providers) p on p.m = 1 + (s.n + k) % 20`);
    await q('placement_instructors', `
      insert into placement_instructors (placement_id, teacher_id)
      select pl.id, t.teacher_id from placements pl join b_student s on s.id = pl.student_id join b_class_teacher t on t.class_n = s.class_n`);
    await q('guidance_records', `
      insert into guidance_records (placement_id, student_id, teacher_id, date, minutes, kind, topic, competence_area, status, decided_by_id, decided_at)
      select pl.id, s.id, t.teacher_id, pl.from_date + (k % 60), 45 + (k % 4) * 15, 'guidance', 'Anleitung ' || k || ': Vitalzeichen erheben und dokumentieren', 'I',
        (case when k % 10 = 0 then 'pending' else 'confirmed' end)::guidance_status, case when k % 10 <> 0 then s.id end, case when k % 10 <> 0 then now() end
      from b_student s join b_class_teacher t on t.class_n = s.class_n cross join generate_series(1, ${GUIDANCE_PER_STUDENT}) k
      join placements pl on pl.student_id = s.id and pl.type = (array['orientation','inpatientAcute','inpatientLongTerm','outpatient'])[1 + k % 4]::placement_type`);
  }
  if (await tableExists(client, 'notifications')) {
    await q('notifications', `
      insert into notifications (user_id, kind, params, link, read_at, created_at)
      select u.id, case u.user_type when 'student' then 'assessmentGraded' when 'supervisor' then 'absenceOver8' else 'guidanceDisputed' end,
        jsonb_build_object('title', 'Benachrichtigung ' || k), '/classes', case when k > 3 then now() end, now() - k * interval '2 days'
      from users u cross join generate_series(1, ${NOTIFICATIONS_PER_USER}) k where u.username like 'bench.%'`);
  }
  await q('commit', 'commit');
  // vacuum too: the visibility map lets index-only scans skip the heap, and no autovacuum starts during a load test
  await q('vacuum analyze', 'vacuum analyze');

  const rows: Record<string, number> = {};
  for (const t of ['users', 'classes', 'forms', 'reviews', 'items', 'points', 'comments', 'attendance_records', 'attendance_entries', 'register_analyses', 'register_analysis_entries', 'assessments', 'talks', 'portfolio_ticks', 'placements', 'guidance_records', 'notifications']) {
    if (await tableExists(client, t)) rows[t] = (await client.query(`select count(*)::int as n from ${t}`)).rows[0].n;
  }
  await client.end();
  return { url: url ?? `embedded:${embedded}`, scale, classes: nClasses, students: nStudents, supervisors: nSup, teachers: nTeach, seconds: (Date.now() - started) / 1000, rows };
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('generate.ts')) {
  const scale = Number(arg('scale') ?? 1);
  const embedded = arg('embedded');
  const url = embedded ? undefined : (arg('url') ?? process.env.DATABASE_URL ?? DEFAULT_URL);
  const result = await generate({ url, embedded, scale });
  console.log(JSON.stringify(result));
}
