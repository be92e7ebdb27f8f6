// The school at scale: `--scale 1` is a full nursing school of 2,500 apprentices in 100 classes of
// 25, with 40 supervisors (Praxisbegleitung, 2–3 classes each), 300 practice instructors (teachers,
// 9 to a class, 3 classes each), 5 KILIAN users and 3 admins, and what a school year leaves in the
// database: forms and reviews from the record templates with a third of their points switched (and
// their history), 20 comments, 200 school days of attendance and class register, 3 grades, 3 talks,
// half the portfolio ticked, a three-year placement plan with 30 guidance records, a KILIAN task
// for every fifth, 20 notifications per person, and the audit trail of those changes.
// Scale 10 is 25,000 apprentices (a Land-wide deployment on one database), scale 0.1 a small school.
//
//   node --import tsx bench/generate.ts --scale 1 --url postgres://postgres@127.0.0.1:5432/pp_bench_s1
//   node --import tsx bench/generate.ts --scale 1 --embedded /tmp/pp-data      (DATA_DIR of the embedded database)
//
// Set-based bulk inserts (INSERT … SELECT over generate_series and the rows already written) in one
// transaction, foreign-key checks off while it runs (session_replication_role = replica: every row
// is made from rows written before it) and the secondary indexes built at the end, then VACUUM
// ANALYZE as autovacuum would leave a live database.
// A PostgreSQL database whose name contains "bench" is dropped and created afresh; any other must be empty.
// Prints one JSON line at the end: the sizes of the school, the seconds it took and the rows of each table.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { placementOptions } from '@praxisport/contract/common';
import { openPg, openPglite, type Db } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { instantiateRecordTemplates } from '../server/src/db/record-templates';
import { seedCatalogue } from '../server/src/db/seed/seed-catalogue';
import { hashPassword } from '../server/src/lib/password';
import { BENCH_PASSWORD } from './school.mjs';


export const CLASS_SIZE = 25;
const TEACHERS_PER_CLASS = 9;
const SCHOOL_DAYS = 200;
const COMMENTS_PER_STUDENT = 20;
const GUIDANCE_PER_STUDENT = 30;
const NOTIFICATIONS_PER_PERSON = 20;

/** The people of a school at `scale` (1 = 2,500 apprentices). */
export function sizeOf(scale: number) {
  const classes = Math.max(1, Math.round(100 * scale));
  return {
    classes,
    students: classes * CLASS_SIZE,
    supervisors: Math.max(1, Math.round(40 * scale)),
    teachers: Math.max(TEACHERS_PER_CLASS, Math.round(300 * scale)),
    kilian: Math.max(1, Math.round(5 * scale)),
    admins: Math.max(1, Math.round(3 * scale)),
    providers: Math.max(10, Math.round(60 * scale)),
  };
}

export interface Dataset {
  scale: number;
  where: string;
  people: ReturnType<typeof sizeOf>;
  seconds: number;
  steps: Record<string, number>;
  rows: Record<string, number>;
}

/** The last `n` weekdays before today, oldest first. */
function schoolDays(n: number): string[] {
  const days: string[] = [];
  for (let d = new Date(Date.now() - 86_400_000); days.length < n; d = new Date(d.getTime() - 86_400_000)) {
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) days.unshift(d.toISOString().slice(0, 10));
  }
  return days;
}

/** What the generator writes through: one pg client, or the embedded database. */
interface Client {
  query: (text: string, values?: unknown[]) => Promise<{ rows: any[] }>;
  end: () => Promise<void>;
}

const COUNTED = [
  'users', 'classes', 'class_teachers', 'forms', 'reviews', 'items', 'points', 'point_changes', 'comments', 'attendance_records', 'attendance_entries',
  'register_analyses', 'register_analysis_entries', 'assessments', 'talks', 'portfolio_ticks', 'placements', 'guidance_records', 'training_periods', 'visits', 'qualified_assessments', 'kilian_tasks',
  'notifications', 'audit_events',
];

const FIRST = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Finn', 'Greta', 'Hannah', 'Ida', 'Jan', 'Klara', 'Leon', 'Mia', 'Noah', 'Olivia', 'Paul', 'Sophie', 'Tim', 'Ute', 'Valentina', 'Yusuf', 'Zeynep', 'Lukas', 'Marie', 'Elias', 'Lea', 'Milan', 'Aylin', 'Jonas', 'Nele'];
const LAST = ['Müller', 'Schneider', 'Fischer', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Krause', 'Meier', 'Lehmann', 'Yılmaz', 'Kaya', 'Nowak', 'Peters', 'Vogel', 'Jung'];

async function recreateDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/** Fills `url` (PostgreSQL) or the embedded database of the data directory `embedded` with the school at `scale`. */
export async function generate({ url, embedded, scale, log = () => {} }: { url?: string; embedded?: string; scale: number; log?: (line: string) => void }): Promise<Dataset> {
  const started = Date.now();
  const people = sizeOf(scale);
  if (embedded) {
    fs.rmSync(path.join(embedded, 'db'), { recursive: true, force: true });
    fs.mkdirSync(embedded, { recursive: true });
  } else if (/bench/i.test(new URL(url!).pathname)) {
    await recreateDatabase(url!);
  }
  const handle = embedded ? await openPglite(path.join(embedded, 'db')) : openPg(url!, 2);
  await runMigrations(handle);
  let client: Client;
  let db: Db;
  if (embedded) {
    const lite = handle.pglite!;
    client = { query: (text, values) => lite.query(text, values as never[]) as never, end: () => handle.close() };
    db = handle.db;
  } else {
    await handle.close();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    client = { query: (text, values) => c.query(text, values), end: () => c.end() };
    db = drizzle(c, { casing: 'snake_case' }) as unknown as Db;
  }
  const steps: Record<string, number> = {};
  const q = async (label: string, text: string, values: unknown[] = []) => {
    const t = Date.now();
    const res = await client.query(text, values);
    steps[label] = (steps[label] ?? 0) + (Date.now() - t) / 1000;
    return res;
  };
  const step = async (label: string, fn: () => Promise<unknown>) => {
    const t = Date.now();
    await fn();
    steps[label] = (steps[label] ?? 0) + (Date.now() - t) / 1000;
  };

  try {
    const { rows: existing } = await client.query('select (select count(*) from users)::int + (select count(*) from admins)::int as n');
    if (existing[0].n > 0) throw new Error('the database is not empty: give a database whose name contains "bench" (it is recreated) or an empty one');
    const hash = await hashPassword(BENCH_PASSWORD);

    await q('settings', 'set synchronous_commit = off');
    await q('settings', `set work_mem = '256MB'`);
    await q('settings', 'set maintenance_work_mem = \'256MB\'');
    await q('begin', 'begin');
    // no foreign-key triggers while it runs (needs a superuser; without one the checks just run)
    await q('settings', 'savepoint replica');
    try {
      await q('settings', 'set local session_replication_role = replica');
    } catch {
      await q('settings', 'rollback to savepoint replica');
    }
    // the secondary indexes built once at the end instead of row by row (those of constraints stay)
    const { rows: indexes } = await client.query(`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`);
    for (const ix of indexes) await q('indexes', `drop index ${ix.name}`);
    await peopleAndClasses(q, people, hash);
    await step('forms, reviews, items, points', async () => {
      const { rows } = await client.query('select id from b_student order by n');
      for (let i = 0; i < rows.length; i += 2500) await instantiateRecordTemplates(db, rows.slice(i, i + 2500).map((r) => r.id));
    });
    await records(q);
    await attendance(q, schoolDays(SCHOOL_DAYS));
    await step('catalogue', () => seedCatalogue(db));
    await gradesTalksPortfolio(q);
    await placements(q, people.providers);
    await notificationsAndKilian(q);
    for (const ix of indexes) await q('indexes', ix.def);
    await q('commit', 'commit');
    // autovacuum's work on a live database: the visibility map (index-only scans) and the planner's statistics
    await q('vacuum analyze', 'vacuum analyze');
    const seconds = (Date.now() - started) / 1000;

    const rows: Record<string, number> = {};
    for (const t of COUNTED) rows[t] = (await client.query(`select count(*)::int as n from ${t}`)).rows[0].n;
    for (const [k, v] of Object.entries(steps)) log(`  ${k.padEnd(32)} ${v.toFixed(1)} s`);
    return { scale, where: url ? url.replace(/\/\/[^@]*@/, '//') : `embedded:${embedded}`, people, seconds, steps, rows };
  } finally {
    await client.end();
  }
}

type Q = (label: string, text: string, values?: unknown[]) => Promise<unknown>;

async function peopleAndClasses(q: Q, p: ReturnType<typeof sizeOf>, hash: string) {
  await q('people', `
    insert into admins (email, first_name, name, password_hash)
    select 'bench.admin' || g || '@bench.praxisport.de', 'Verwaltung', 'Schule ' || g, $1 from generate_series(1, $2::int) g`, [hash, p.admins]);
  // staff: bench.sup<n>, bench.teacher<n>, bench.kilian<n>
  await q('people', `
    insert into users (name, first_name, username, email, password_hash, user_type, status, lfce, contact, dob, created_at, updated_at)
    select ($2::text[])[1 + (g * 7 + k.o) % 30], ($3::text[])[1 + (g * 11 + k.o) % 30], 'bench.' || k.prefix || g, 'bench.' || k.prefix || g || '@bench.praxisport.de', $1,
      k.kind::user_type, 'active', case when k.kind = 'supervisor' then (array['CE', 'LF'])[1 + g % 2] end,
      '0431 ' || (100000 + g), date '1965-01-01' + (g * 37) % 11000, now() - interval '400 days', now() - interval '400 days'
    from (values ('supervisor', 'sup', $4::int, 1), ('teacher', 'teacher', $5::int, 2), ('kilian', 'kilian', $6::int, 3)) k(kind, prefix, n, o)
    cross join lateral generate_series(1, k.n) g`, [hash, LAST, FIRST, p.supervisors, p.teachers, p.kilian]);
  await q('people', `create temp table b_sup as select substring(username from 10)::int as n, id from users where username like 'bench.sup%'`);
  await q('people', `create temp table b_teacher as select substring(username from 14)::int as n, id from users where username like 'bench.teacher%'`);
  await q('people', `create temp table b_kilian as select substring(username from 13)::int as n, id from users where username like 'bench.kilian%'`);
  await q('people', `
    insert into classes (class_name, teacher_id, created_at, updated_at)
    select 'Kurs ' || (2023 + g % 3) || '-' || lpad(g::text, 4, '0'), s.id, now() - interval '400 days', now() - interval '400 days'
    from generate_series(1, $1::int) g join b_sup s on s.n = 1 + (g - 1) % $2::int`, [p.classes, p.supervisors]);
  await q('people', `create temp table b_class as select substring(class_name from 11)::int as n, id, teacher_id as supervisor_id from classes`);
  // the class's instructors: k = 0 … 8; each teacher in about three classes at every scale
  await q('people', `
    create temp table b_ct as
    select c.n as class_n, c.id as class_id, c.supervisor_id, k, t.id as teacher_id
    from b_class c cross join generate_series(0, ${TEACHERS_PER_CLASS - 1}) k join b_teacher t on t.n = 1 + ((c.n - 1) * ${TEACHERS_PER_CLASS} + k) % $1::int`, [p.teachers]);
  await q('people', `create index on b_ct (class_n, k)`);
  await q('people', `insert into class_teachers (class_id, teacher_id, created_at, updated_at) select distinct class_id, teacher_id, now() - interval '390 days', now() - interval '390 days' from b_ct`);
  await q('people', `
    insert into users (name, first_name, username, email, password_hash, user_type, status, grade_id, contact, dob, impatient1, impatient2, impatient3, impatient4, impatient5, created_at, updated_at)
    select ($2::text[])[1 + (g * 7) % 30], ($3::text[])[1 + (g * 13) % 30], 'bench.student' || g, 'bench.student' || g || '@bench.praxisport.de', $1,
      'student', 'active', c.id, '0160 ' || (1000000 + g), date '1998-01-01' + (g * 17) % 2900,
      ($5::text[])[1 + g % $6::int], ($5::text[])[1 + (g + 1) % $6::int], ($5::text[])[1 + (g + 2) % $6::int], ($5::text[])[1 + (g + 3) % $6::int], ($5::text[])[1 + (g + 4) % $6::int],
      now() - interval '380 days', now() - interval '380 days'
    from generate_series(1, $4::int) g join b_class c on c.n = 1 + (g - 1) / ${CLASS_SIZE}`, [hash, LAST, FIRST, p.students, placementOptions, placementOptions.length]);
  // each student's own instructor (one of the class's nine): writes their comments, grades, talks and guidance
  await q('people', `
    create temp table b_student as
    select substring(u.username from 14)::int as n, u.id, c.n as class_n, c.id as class_id, c.supervisor_id, ct.teacher_id
    from users u join b_class c on c.id = u.grade_id join b_ct ct on ct.class_n = c.n and ct.k = substring(u.username from 14)::int % ${TEACHERS_PER_CLASS}
    where u.username like 'bench.student%'`);
  await q('people', `create index on b_student (id)`);
  await q('people', `create index on b_student (class_id)`);
  await q('people', 'analyze b_student, b_ct, b_class');
}

async function records(q: Q) {
  await q('points switched', 'analyze forms, reviews, items, points');
  // a third of the points switched on by the student's instructor on some day of the year, each with its change
  await q('points switched', `
    update points p set done = true, changed_by_id = s.teacher_id, changed_at = now() - ((p.position * 31 + i.position * 7 + s.n) % 300) * interval '1 day', updated_at = now() - interval '1 day'
    from items i left join forms f on f.id = i.form_id left join reviews r on r.id = i.review_id
    join b_student s on s.id = coalesce(f.student_id, r.student_id)
    where p.item_id = i.id and (p.position + i.position + s.n) % 3 = 0`);
  await q('point history', `
    insert into point_changes (point_id, done, changed_by_id, changed_at)
    select id, true, changed_by_id, changed_at from points where done order by changed_at`);
  // the talks' review forms held so far: dated, with who attended
  await q('reviews dated', `
    update reviews r set r_date = current_date - 300 + (r.position - 3) * 120,
      attending_people = u.first_name || ' ' || u.name || ' (Auszubildende), Praxisanleitung, Praxisbegleitung'
    from users u where u.id = r.student_id and r.r_type = 'review' and current_date - 300 + (r.position - 3) * 120 < current_date`);
  await q('comments', `
    insert into comments (teacher_id, student_id, comment, created_at, updated_at)
    select ct.teacher_id, s.id, (array[
        'Sehr sichere Vitalzeichenkontrolle, Dokumentation vollständig und zeitnah.',
        'Bitte bei der Mobilisation nach Kinästhetik noch stärker auf die Ressourcen achten.',
        'Schmerzeinschätzung mit NRS korrekt durchgeführt; Maßnahmen gut begründet.',
        'Flüssigkeitsbilanz lückenlos geführt. Weiter so!',
        'Lernziele für den Einsatz vereinbart; Zwischenstand in zwei Wochen besprechen.'])[1 + (s.n + j) % 5],
      now() - (j * interval '17 days') - (s.n % 600) * interval '1 minute', now() - (j * interval '17 days')
    from b_student s cross join generate_series(1, ${COMMENTS_PER_STUDENT}) j
    join b_ct ct on ct.class_n = s.class_n and ct.k = (s.n + (j % 3)) % ${TEACHERS_PER_CLASS}
    order by 4`);
}

/** A list per class and school day as the supervisors saved them (in day order), its entries, its audit record, and the class register. */
async function attendance(q: Q, days: string[]) {
  await q('attendance', `
    insert into attendance_records (class_id, date, teacher_id, version, created_at, updated_at)
    select c.id, d, c.supervisor_id, 1, d + time '15:00', d + time '15:00' from unnest($1::date[]) d cross join b_class c order by d, c.n`, [days]);
  await q('attendance', `
    insert into attendance_entries (record_id, student_id, b8, b10, b12, b1345, reason)
    select r.id, s.id, h % 40 <> 0, h % 40 <> 0, h % 53 <> 0, h % 29 <> 0,
      (case when h % 97 = 1 then 'late15' when h % 89 = 2 then 'excused' when h % 113 = 3 then 'left30' end)::attendance_reason
    from attendance_records r join b_student s on s.class_id = r.class_id
    cross join lateral (select abs(hashtext(s.id::text || r.date::text)) as h) x
    order by r.date, r.class_id, s.id`);
  await q('attendance', 'analyze attendance_records, attendance_entries');
  // the day's entries as the save's audit record holds them (built as text: jsonb_object_agg is twice as slow)
  await q('attendance audit', 'set local enable_hashagg = off');
  await q('attendance audit', `
    insert into audit_events (at, actor_user_id, action, entity, entity_id, class_id, before, after)
    select r.created_at, r.teacher_id, 'attendance.save', 'attendance', r.id::text, r.class_id, jsonb_build_object('date', r.date::text, 'attendance', '{}'::jsonb),
      ('{"date":"' || r.date || '","version":' || r.version || ',"attendance":{' || string_agg('"' || e.student_id || '":{"8":' || e.b8 || ',"10":' || e.b10
        || ',"12":' || e.b12 || ',"13:45":' || e.b1345 || ',"reason":"' || coalesce(e.reason::text, '') || '"}', ',') || '}}')::jsonb
    from attendance_records r join attendance_entries e on e.record_id = r.id
    group by r.id
    order by r.date, r.class_id`);
  await q('attendance audit', 'set local enable_hashagg = on');
  await q('class register', `
    insert into register_analyses (class_id, date, created_at, updated_at)
    select c.id, d, d + time '16:00', d + time '16:00' from unnest($1::date[]) d cross join b_class c order by d, c.n`, [days]);
  await q('class register', `
    insert into register_analysis_entries (analysis_id, time, lfce_id, supervisor_id, content, status, for_instructors)
    select a.id, b::lesson_block, l.id, c.supervisor_id, 'Unterrichtsinhalt ' || b || ': Pflegeprozess, Fallbesprechung und Übungen',
      (array['Gestartet','Weitergeführt','Beendet'])[1 + (extract(doy from a.date)::int % 3)]::analysis_status, b = '12'
    from register_analyses a join b_class c on c.id = a.class_id cross join unnest(array['8','10','12','13:45']) b
    join (select id, row_number() over (order by position) as k, count(*) over () as m from lfces) l on l.k = 1 + (extract(doy from a.date)::int % l.m)
    order by a.date, a.class_id, b`);
}

async function gradesTalksPortfolio(q: Q) {
  await q('grades', `
    insert into assessments (student_id, category_test_id, option_id, grade, teacher_id, created_at, updated_at)
    select s.id, ct.id, o.id, o.grade, s.teacher_id, now() - (ct.k * 60) * interval '1 day', now() - (ct.k * 60) * interval '1 day'
    from b_student s
    cross join (select id, row_number() over (order by created_at, id) as k from assessment_category_tests) ct
    join assessment_options o on o.category_test_id = ct.id and o.grade = 1 + (s.n + ct.k) % 5
    where ct.k <= 3`);
  await q('grades', `
    insert into audit_events (at, actor_user_id, action, entity, entity_id, class_id, student_id, before, after)
    select a.created_at, a.teacher_id, 'assessment.create', 'assessment', a.id::text, s.class_id, s.id, null,
      jsonb_build_object('categoryTestId', a.category_test_id, 'optionId', a.option_id, 'grade', a.grade)
    from assessments a join b_student s on s.id = a.student_id order by a.created_at`);
  // the initial talk confirmed by both; the interim talk awaits the student; the final talk held by the instructor only
  await q('talks', `
    insert into talks (student_id, teacher_id, talk_type, interview_date, interm_week, interm_year, final_week, final_year, teacher_type, other_person, other_type,
      mainteraction_dates, fixedpoint_dates, competency_test_date, instructor_confirmation, instructor_confirmed_by_id, instructor_confirmed_at, student_confirmation, student_confirmed_by_id, student_confirmed_at)
    select s.id, s.teacher_id, tt::talk_type, current_date - 300 + k * 120, 20, extract(year from now())::int, 44, extract(year from now())::int, (array['HPA','PA'])[1 + s.n % 2]::talk_teacher_type, 'Petra Lange', 'SL',
      array[current_date - 290 + k * 120, current_date - 280 + k * 120], array[current_date - 270 + k * 120], current_date - 240 + k * 120,
      true, s.teacher_id, now() - (300 - k * 120) * interval '1 day', k = 0, case when k = 0 then s.id end, case when k = 0 then now() - (299 - k * 120) * interval '1 day' end
    from b_student s cross join unnest(array['initialconsultation','intermtalk','finaltalk']) with ordinality as x(tt, k1) cross join lateral (select (k1 - 1)::int as k) kk`);
  await q('portfolio', `
    insert into portfolio_ticks (student_id, item_id, teacher_checked, teacher_checked_by_id, teacher_checked_at, student_checked, student_checked_by_id, student_checked_at, created_at, updated_at)
    select s.id, i.id, true, s.teacher_id, now() - ((i.k * 11 + s.n) % 200) * interval '1 day', i.k % 4 = 1, case when i.k % 4 = 1 then s.id end,
      case when i.k % 4 = 1 then now() - ((i.k * 11 + s.n) % 200) * interval '1 day' + interval '1 day' end, now() - interval '200 days', now() - ((i.k * 11 + s.n) % 200) * interval '1 day'
    from b_student s cross join (select id, row_number() over (order by created_at, id) as k from portfolio_items) i
    where (i.k + s.n) % 2 = 1`);
  await q('portfolio', `
    insert into audit_events (at, actor_user_id, action, entity, entity_id, class_id, student_id, before, after)
    select t.teacher_checked_at, t.teacher_checked_by_id, 'portfolio.tick', 'portfolioTick', t.id::text, s.class_id, s.id, null,
      jsonb_build_object('itemId', t.item_id, 'teacherChecked', true, 'studentChecked', false)
    from portfolio_ticks t join b_student s on s.id = t.student_id order by t.teacher_checked_at`);
  await q('class joins', `
    insert into audit_events (at, actor_user_id, action, entity, entity_id, class_id, before, after)
    select created_at, teacher_id, 'class.join', 'classMembership', class_id::text, class_id, null, jsonb_build_object('teacherId', teacher_id) from class_teachers`);
}

/** A three-year placement plan per student (eight placements), the instructor assigned, 30 guidance records. */
async function placements(q: Q, providers: number) {
  await q('placements', `
    insert into placement_providers (name, ward)
    select 'Klinikum ' || (1 + (g - 1) / 4), 'Station ' || g from generate_series(1, $1::int) g`, [providers]);
  await q('placements', `
    insert into placements (student_id, type, provider_id, from_date, until_date, planned_hours, planned_by_id)
    select s.id, (array['orientation','inpatientAcute','inpatientLongTerm','outpatient','paediatrics','psychiatry','further','deepening'])[k]::placement_type,
      p.id, start, start + 60, (array[400,400,400,400,120,120,160,500])[k], s.supervisor_id
    from b_student s cross join generate_series(1, 8) k
    cross join lateral (select (date_trunc('week', now())::date - 35 - 3 * 119 + (k - 1) * 119) as start) st
    join (select id, row_number() over (order by name, ward) as m from placement_providers) p on p.m = 1 + (s.n + k * 7) % $1::int`, [providers]);
  await q('placements', `
    insert into placement_instructors (placement_id, teacher_id)
    select pl.id, s.teacher_id from placements pl join b_student s on s.id = pl.student_id`);
  await q('guidance', `
    insert into guidance_records (placement_id, student_id, teacher_id, date, minutes, kind, topic, competence_area, status, decided_by_id, decided_at, created_at)
    select pl.id, s.id, s.teacher_id, pl.from_date + (k % 60), 45 + (k % 4) * 15, 'guidance', 'Anleitung ' || k || ': Vitalzeichen erheben und dokumentieren',
      (array['I','II','III','IV','V'])[1 + k % 5]::competence_area,
      (case when k % 10 = 0 then 'pending' else 'confirmed' end)::guidance_status, case when k % 10 <> 0 then s.id end,
      case when k % 10 <> 0 then (pl.from_date + (k % 60) + 1)::timestamptz end, (pl.from_date + (k % 60))::timestamptz
    from b_student s cross join generate_series(1, ${GUIDANCE_PER_STUDENT}) k
    join placements pl on pl.student_id = s.id and pl.type = (array['orientation','inpatientAcute','inpatientLongTerm','outpatient'])[1 + k % 4]::placement_type
    where pl.from_date + (k % 60) < current_date
    order by pl.from_date + (k % 60)`);
  // the training status's records: the training period from the first placement, the orientation, inpatient acute and
  // deepening placements at the provider, a visit in each visited placement that has begun, an assessment of each ended one
  await q('training status', `
    update placements set at_provider = true where type in ('orientation', 'inpatientAcute', 'deepening')`);
  await q('training status', `
    insert into training_periods (student_id, start_date, planned_end, set_by_id)
    select s.id, min(pl.from_date), (min(pl.from_date) + interval '3 years' - interval '1 day')::date, s.supervisor_id
    from b_student s join placements pl on pl.student_id = s.id group by s.id, s.supervisor_id`);
  await q('training status', `
    insert into visits (placement_id, supervisor_id, date, form, notes)
    select pl.id, s.supervisor_id, least(pl.from_date + 20, current_date), 'onSite', 'Praxisbesuch'
    from placements pl join b_student s on s.id = pl.student_id
    where pl.type <> 'further' and pl.from_date + 20 <= current_date`);
  await q('training status', `
    insert into qualified_assessments (placement_id, teacher_id, areas, status, submitted_at, confirmed_at)
    select pl.id, s.teacher_id,
      '[{"area":"I","grade":2,"text":"Plant die Pflege strukturiert."},{"area":"II","grade":2,"text":"Kommuniziert empathisch."},{"area":"III","grade":3,"text":"Arbeitet verlässlich im Team."},{"area":"IV","grade":2,"text":"Hält die Vorgaben ein."},{"area":"V","grade":3,"text":"Nutzt Expertenstandards."}]'::jsonb,
      'confirmed', pl.until_date::timestamptz, (pl.until_date + 1)::timestamptz
    from placements pl join b_student s on s.id = pl.student_id where pl.until_date < current_date`);
}

async function notificationsAndKilian(q: Q) {
  await q('kilian', `
    insert into kilian_tasks (student_id, kilian_type, topic, started_by_id)
    select s.id, (array['communication','abilitytoact','abilitytoreflect','ethicalcompetence','selforganizedlearning'])[1 + s.n / 5 % 5]::kilian_type,
      'Sturzprophylaxe im Nachtdienst', k.id
    from b_student s join b_kilian k on k.n = 1 + s.n % (select count(*) from b_kilian)::int where s.n % 5 = 0`);
  // each kind to whom it goes (contract kindsFor), the newest three unread
  await q('notifications', `
    insert into notifications (user_id, admin_id, kind, params, link, read_at, created_at, updated_at)
    select user_id, admin_id, kind, params, link, case when k > 3 then now() - k * interval '3 days' + interval '1 hour' end, now() - k * interval '3 days', now() - k * interval '3 days'
    from (
      select u.id as user_id, null::uuid as admin_id,
        case u.user_type when 'student' then (array['talkSubmitted','assessmentGraded'])[1 + k % 2] when 'supervisor' then (array['absenceOver8','absenceOver10'])[1 + k % 2] else 'guidanceDisputed' end as kind,
        case u.user_type when 'student' then jsonb_build_object('title', 'Zwischengespräch') when 'supervisor' then jsonb_build_object('student', 'Anna Müller', 'className', 'Kurs 2024-0001')
          else jsonb_build_object('student', 'Anna Müller') end as params,
        case u.user_type when 'student' then '/' || u.id when 'supervisor' then '/classes' else '/classes' end as link, k
      from users u cross join generate_series(1, ${NOTIFICATIONS_PER_PERSON}) k where u.user_type <> 'kilian'
      union all
      select null, a.id, 'staffSignup', jsonb_build_object('name', 'Neue Praxisanleitung'), '/admin/accounts', k from admins a cross join generate_series(1, ${NOTIFICATIONS_PER_PERSON}) k
    ) n order by k desc`);
}

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

if (process.argv[1]?.endsWith('generate.ts')) {
  const scale = Number(arg('scale') ?? 1);
  const embedded = arg('embedded');
  const url = embedded ? undefined : (arg('url') ?? process.env.DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/pp_bench_s${String(scale).replace('.', '_')}`);
  const result = await generate({ url, embedded, scale, log: (line) => console.error(line) });
  console.error(`scale ${scale}: ${result.people.students} students generated in ${result.seconds.toFixed(1)} s`);
  console.log(JSON.stringify(result));
}
