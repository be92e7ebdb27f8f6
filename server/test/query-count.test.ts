/**
 * No query inside a loop over rows: the routes a school day uses most, reads and writes, are each
 * called on a class of N students and again after 2N more joined it, each student with the same
 * records (forms and points, comments, attendance, assessments, a talk, portfolio ticks, a
 * placement with guidance, notifications). The driver is wrapped to count the queries a request
 * sends; a count that grows with the number of students fails.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, schoolDay } from '@praxisport/contract/attendance';
import type { Db } from '../src/db/client';
import { instantiateRecordTemplates } from '../src/db/record-templates';
import { buildClass, buildStudent, buildSupervisor, buildTeacher, call, joinClass, signIn, useTestApp, type BuiltUser, type SignedIn } from './kit';

type Patch = () => void;

/** Counts the queries sent through `db`'s driver until `stop()`: PGlite's query/exec/transaction, or every pg client's query. */
function countQueries(db: Db): { readonly count: number; stop: () => void } {
  let n = 0;
  const undo: Patch[] = [];
  const patch = <T extends object>(obj: T, key: keyof T, wrap: (orig: (...a: unknown[]) => unknown) => (...a: unknown[]) => unknown) => {
    const orig = obj[key] as (...a: unknown[]) => unknown;
    (obj as Record<keyof T, unknown>)[key] = wrap(orig);
    undo.push(() => ((obj as Record<keyof T, unknown>)[key] = orig));
  };
  const client = (db as unknown as { $client: object }).$client;
  if (client instanceof pg.Pool) {
    patch(pg.Client.prototype, 'query', (orig) =>
      function (this: unknown, ...a: unknown[]) {
        n++;
        return orig.apply(this, a);
      },
    );
  } else {
    const c = client as Record<string, (...a: unknown[]) => unknown>;
    const counted = (target: Record<string, (...a: unknown[]) => unknown>, key: string) => {
      const orig = target[key]!;
      return (...a: unknown[]) => {
        n++;
        return orig.apply(target, a);
      };
    };
    patch(c, 'query', () => counted({ ...c, query: c.query!.bind(c) }, 'query'));
    patch(c, 'exec', () => counted({ ...c, exec: c.exec!.bind(c) }, 'exec'));
    patch(c, 'transaction', (orig) => (fn: unknown) => {
      n++; // begin and commit
      return orig.call(c, (tx: Record<string, (...a: unknown[]) => unknown>) => {
        for (const key of ['query', 'exec']) {
          const o = tx[key]!.bind(tx);
          tx[key] = (...a: unknown[]) => {
            n++;
            return o(...a);
          };
        }
        return (fn as (tx: unknown) => unknown)(tx);
      });
    });
  }
  return {
    get count() {
      return n;
    },
    stop: () => undo.reverse().forEach((u) => u()),
  };
}

const t = useTestApp();
const today = schoolDay();
const days = [addDays(today, -3), addDays(today, -2), addDays(today, -1)];

interface World {
  supervisor: SignedIn<BuiltUser>;
  teacher: SignedIn<BuiltUser>;
  student: SignedIn<BuiltUser>;
  classId: string;
  students: string[];
  placements: { id: string; studentId: string }[];
}

/** Adds `k` students to the class, each with the records the benchmark's school has per student. */
async function addStudents(db: Db, w: World, k: number) {
  const ids: string[] = [];
  for (let i = 0; i < k; i++) ids.push((await buildStudent(db, w.classId)).id);
  w.students.push(...ids);
  const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  await instantiateRecordTemplates(db, ids);
  await db.execute(sql`update points set done = true, changed_by_id = ${w.teacher.id}, changed_at = now()
    where position % 2 = 0 and item_id in (select i.id from items i join forms f on f.id = i.form_id where f.student_id in (${list}))`);
  await db.execute(sql`insert into comments (teacher_id, student_id, comment) select ${w.teacher.id}, s, 'Bemerkung ' || g from unnest(array[${list}]) s cross join generate_series(1, 3) g`);
  await db.execute(sql`insert into attendance_entries (record_id, student_id, b8, b10, b12, b1345, reason)
    select r.id, s, true, g % 2 = 0, true, true, case when g % 3 = 0 then 'late15'::attendance_reason end
    from attendance_records r cross join unnest(array[${list}]) with ordinality as x(s, g) where r.class_id = ${w.classId}`);
  await db.execute(sql`insert into assessments (student_id, category_test_id, option_id, grade, teacher_id)
    select s, o.category_test_id, o.id, o.grade, ${w.teacher.id} from unnest(array[${list}]) s
    cross join (select distinct on (category_test_id) id, category_test_id, grade from assessment_options order by category_test_id, grade limit 2) o`);
  await db.execute(sql`insert into talks (student_id, teacher_id, talk_type, interview_date, interm_week, interm_year, final_week, final_year, teacher_type, other_person, other_type, mainteraction_dates, fixedpoint_dates, competency_test_date, instructor_confirmation, instructor_confirmed_by_id, instructor_confirmed_at)
    select s, ${w.teacher.id}, 'initialconsultation', ${days[0]}::date, 20, 2026, 44, 2026, 'HPA', 'Petra Lange', 'SL', array[${days[1]}::date], array[${days[2]}::date], ${days[2]}::date, true, ${w.teacher.id}, now() from unnest(array[${list}]) s`);
  await db.execute(sql`insert into portfolio_ticks (student_id, item_id, teacher_checked, teacher_checked_by_id, teacher_checked_at)
    select s, i.id, true, ${w.teacher.id}, now() from unnest(array[${list}]) s cross join (select id from portfolio_items order by id limit 3) i`);
  const provider = await db.execute<{ id: string }>(sql`insert into placement_providers (name, ward) values ('Zählklinik ' || gen_random_uuid(), 'Station 1') returning id`);
  const placed = await db.execute<{ id: string; student_id: string }>(sql`insert into placements (student_id, type, provider_id, from_date, until_date, planned_hours, planned_by_id)
    select s, 'orientation', ${provider.rows[0]!.id}::uuid, ${addDays(today, -20)}::date, ${addDays(today, 40)}::date, 400, ${w.supervisor.id} from unnest(array[${list}]) s returning id, student_id`);
  w.placements.push(...placed.rows.map((r) => ({ id: r.id, studentId: r.student_id })));
  const placedList = sql.join(placed.rows.map((r) => sql`${r.id}::uuid`), sql`, `);
  await db.execute(sql`insert into placement_instructors (placement_id, teacher_id) select p, ${w.teacher.id} from unnest(array[${placedList}]) p`);
  await db.execute(sql`insert into guidance_records (placement_id, student_id, teacher_id, date, minutes, kind, topic, status)
    select p.id, p.student_id, ${w.teacher.id}, ${days[0]}::date, 30, 'guidance', 'Anleitung ' || g, (case when g = 1 then 'pending' else 'confirmed' end)::guidance_status
    from placements p cross join generate_series(1, 2) g where p.id in (${placedList})`);
  await db.execute(sql`insert into notifications (user_id, kind, params, link) select ${w.teacher.id}, 'guidanceDisputed', '{}'::jsonb, '/classes' from unnest(array[${list}]) s`);
}

let w: World;
beforeAll(async () => {
  const db = t.db;
  const supervisor = await signIn(db, await buildSupervisor(db));
  const cls = await buildClass(db, supervisor.id);
  const teacher = await signIn(db, await buildTeacher(db));
  await joinClass(db, cls.id, teacher.id);
  const student = await signIn(db, await buildStudent(db, cls.id));
  await instantiateRecordTemplates(db, [student.id]);
  // the catalogues the reads list (the assessment and portfolio catalogues may be empty in a fresh test database)
  await db.execute(sql`insert into portfolio_categories (title) select 'Zählkategorie' where not exists (select 1 from portfolio_items)`);
  await db.execute(sql`insert into portfolio_items (category_id, title, item_learned, type) select id, 'Zählpunkt', 'gelernt', 'Knowledge' from portfolio_categories where title = 'Zählkategorie' and not exists (select 1 from portfolio_items)`);
  for (const d of days) {
    await db.execute(sql`insert into attendance_records (class_id, date, teacher_id) values (${cls.id}, ${d}::date, ${supervisor.id})`);
    const a = await db.execute<{ id: string }>(sql`insert into register_analyses (class_id, date) values (${cls.id}, ${d}::date) returning id`);
    await db.execute(sql`insert into register_analysis_entries (analysis_id, time, lfce_id, supervisor_id, content) select ${a.rows[0]!.id}::uuid, '8', id, ${supervisor.id}, 'Inhalt' from lfces order by position limit 1`);
  }
  w = { supervisor, teacher, student, classId: cls.id, students: [student.id], placements: [] };
  await addStudents(db, w, 1);
});

interface Probe {
  name: string;
  as: 'teacher' | 'supervisor' | 'student';
  method?: 'GET' | 'PUT' | 'POST' | 'PATCH';
  url: (w: World) => string;
  body?: (w: World) => unknown;
}

const firstOf = async (query: ReturnType<typeof sql>) => ((await t.db.execute<{ id: string }>(query)).rows[0]?.id ?? '');

/** The routes a school day uses most, each called as a role that uses it. */
const probes: Probe[] = [
  { name: 'my classes (teacher)', as: 'teacher', url: (w) => `/api/grade/${w.teacher.id}` },
  { name: 'not-joined classes', as: 'teacher', url: (w) => `/api/grade/notJoined/${w.teacher.id}` },
  { name: 'not-joined classes (first page, searched, as the web asks)', as: 'teacher', url: (w) => `/api/grade/notJoined/${w.teacher.id}?limit=50&search=a` },
  { name: 'my classes (supervisor)', as: 'supervisor', url: (w) => `/api/grade/${w.supervisor.id}` },
  { name: 'students of a class', as: 'teacher', url: (w) => `/api/user/students/${w.classId}` },
  { name: 'attendance by date', as: 'supervisor', url: (w) => `/api/grade/attendance/byDate/${days[2]}/${w.classId}` },
  { name: 'attendance statistics (class)', as: 'supervisor', url: (w) => `/api/grade/attendance/statistics/${w.classId}` },
  { name: 'register analysis by date', as: 'supervisor', url: (w) => `/api/admin/registerAnalysis/byDate/${days[2]}/${w.classId}` },
  { name: 'register analysis (all of a class)', as: 'supervisor', url: (w) => `/api/admin/registerAnalysis/all/${w.classId}` },
  { name: 'register analysis (first page, filtered, as the web asks)', as: 'teacher', url: (w) => `/api/admin/registerAnalysis/all/${w.classId}?limit=30&content=a` },
  { name: 'forms of a student', as: 'teacher', url: (w) => `/api/home/forms/${w.student.id}` },
  { name: 'reviews of a student', as: 'teacher', url: (w) => `/api/home/reviews/${w.student.id}` },
  { name: 'assessment grades', as: 'teacher', url: (w) => `/api/grade/assessmentGradesByCategories/${w.student.id}` },
  { name: 'comments', as: 'teacher', url: (w) => `/api/user/comments/${w.student.id}?limit=50` },
  { name: 'portfolio', as: 'teacher', url: (w) => `/api/teacher/trainingportfolio/categories/${w.student.id}` },
  { name: 'talk', as: 'teacher', url: (w) => `/api/user/talk/${w.student.id}/initialconsultation` },
  { name: 'guidance proof (placement plan)', as: 'teacher', url: (w) => `/api/placements/student/${w.students[1]}` },
  { name: 'training status of a student', as: 'teacher', url: (w) => `/api/status/${w.students[1]}` },
  { name: 'training status of a class', as: 'supervisor', url: (w) => `/api/status/class/${w.classId}` },
  { name: 'what is due', as: 'supervisor', url: () => '/api/status/due' },
  { name: 'notifications', as: 'teacher', url: () => '/api/notifications' },
  { name: 'notifications (first page, as the web asks)', as: 'teacher', url: () => '/api/notifications?limit=20' },
  { name: 'write: comment', as: 'teacher', method: 'POST', url: () => '/api/user/comment', body: (w) => ({ _student: w.student.id, comment: 'Zählprobe' }) },
  {
    name: 'write: portfolio tick',
    as: 'teacher',
    method: 'PATCH',
    url: () => '/api/teacher/trainingportfolio/update',
    body: (w) => ({ _trainingPortfolioItem: itemId, _student: w.student.id, teacherChecked: true }),
  },
  {
    name: 'write: attendance save',
    as: 'supervisor',
    method: 'PUT',
    url: () => '/api/grade/attendance',
    body: (w) => ({ _grade: w.classId, date: today, attendance: Object.fromEntries(w.students.map((id) => [id, { 8: true, 10: true, 12: false, '13:45': true, reason: '' }])), version: attendanceVersion }),
  },
  {
    name: 'write: guidance record',
    as: 'teacher',
    method: 'POST',
    url: (w) => `/api/placements/${w.placements[0]!.id}/guidance`,
    body: () => ({ date: days[1], minutes: 5, kind: 'guidance', topic: 'Zählprobe' }),
  },
];

/**
 * The most queries each route may send for a request (on PostgreSQL, whose driver counts a
 * transaction's BEGIN and COMMIT where PGlite's counts one). A route that needs more fails here, so
 * that a new query on a heavy route is a decision, not an accident (decision 023).
 */
const limits: Record<string, number> = {
  'my classes (teacher)': 2,
  'not-joined classes': 2,
  'not-joined classes (first page, searched, as the web asks)': 2,
  'my classes (supervisor)': 2,
  'students of a class': 4,
  'attendance by date': 4,
  'attendance statistics (class)': 3,
  'register analysis by date': 3,
  'register analysis (all of a class)': 4,
  'register analysis (first page, filtered, as the web asks)': 4,
  'forms of a student': 4,
  'reviews of a student': 4,
  'assessment grades': 5,
  'comments': 4,
  // the session, the student, the teacher's membership, then the catalogue, the student's ticks and the saved blanks
  'portfolio': 6,
  'talk': 4,
  // the student and the placements with their instructors, the teacher's membership, then the records, absences and school-side figures of the shown placements
  'guidance proof (placement plan)': 7,
  // the session, the student, the membership check, the training period, then the placements (three), the attendance, the visits and the assessments
  'training status of a student': 10,
  // the session, the class, the membership check, its students and their periods, then the same lists for the whole class
  'training status of a class': 10,
  // the session, the supervisor's classes, their students and periods, the lists for all of them, and the due visits
  'what is due': 12,
  'notifications': 3,
  // the session, the page, the unread count
  'notifications (first page, as the web asks)': 3,
  // the session, the student, the membership check, then the comment: one statement, its own transaction
  'write: comment': 4,
  // the session, the student, the membership check, then BEGIN, the row locked (made first for a first tick), the tick, its audit row, COMMIT
  'write: portfolio tick': 8,
  // the session and the class with its students, then BEGIN, the class's save lock, the record's new version, its entries, the changed entries (none here), its audit row, COMMIT
  'write: attendance save': 8,
  // the placement with its student and the assignment, the membership check, then BEGIN, the student's lock, the day's minutes, the record, its audit row, COMMIT
  'write: guidance record': 9,
  'review': 3,
  'items of a form': 3,
  'item': 3,
  // the item's owner and the membership check, then BEGIN, the point, its history row, the item as answered, COMMIT
  'write: point toggle': 8,
};

let itemId = '';
let attendanceVersion: number | null = null;
const ids: Record<string, string> = {};

/** Queries of the second of two requests of each probe: the first may do one-time work (e.g. make the row of a first tick). */
async function measure(): Promise<Record<string, number>> {
  itemId ||= await firstOf(sql`select id from portfolio_items order by id limit 1`);
  ids.review = await firstOf(sql`select id from reviews where student_id = ${w.student.id} and r_type = 'review' order by position limit 1`);
  ids.form = await firstOf(sql`select id from forms where student_id = ${w.student.id} order by position limit 1`);
  ids.item = await firstOf(sql`select id from items where form_id = ${ids.form} order by position limit 1`);
  ids.point = await firstOf(sql`select id from points where item_id = ${ids.item} order by position limit 1`);
  const all: Probe[] = [
    ...probes,
    { name: 'review', as: 'teacher', url: () => `/api/home/getReview/${ids.review}` },
    { name: 'items of a form', as: 'teacher', url: () => `/api/home/items/${ids.form}` },
    { name: 'item', as: 'teacher', url: () => `/api/home/item/${ids.item}` },
    { name: 'write: point toggle', as: 'teacher', method: 'PUT', url: () => '/api/home/updatePoint', body: () => ({ _item: ids.item, _point: ids.point }) },
  ];
  const counts: Record<string, number> = {};
  for (const p of all) {
    let last = 0;
    for (let round = 0; round < 2; round++) {
      const counter = countQueries(t.db);
      const res = await call(t, { method: p.method ?? 'GET', url: p.url(w), as: w[p.as], body: p.body?.(w) });
      counter.stop();
      expect(res.statusCode, `${p.name}: ${res.body}`).toBeLessThan(300);
      if (p.name === 'write: attendance save') attendanceVersion = res.json().attendance.version;
      last = counter.count;
    }
    counts[p.name] = last;
  }
  return counts;
}

describe('queries per request do not grow with the number of students (issue 17: no query in a loop)', () => {
  it('every benchmarked route sends as many queries for 3N students as for N', async () => {
    const small = await measure();
    await addStudents(t.db, w, 4); // N = 2 → 3N = 6
    const large = await measure();
    const grown = Object.keys(small).filter((k) => large[k]! > small[k]!).map((k) => `${k}: ${small[k]} → ${large[k]}`);
    expect(grown).toEqual([]);
    // the counter sees every request's session lookup at least
    for (const [name, n] of Object.entries(small)) expect(n, name).toBeGreaterThanOrEqual(1);
  });

  it('no benchmarked route sends more queries than its limit (issue 17)', async () => {
    const counts = await measure();
    expect(Object.keys(limits).sort()).toEqual(Object.keys(counts).sort());
    const over = Object.keys(counts).filter((k) => counts[k]! > limits[k]!).map((k) => `${k}: ${counts[k]} > ${limits[k]}`);
    expect(over).toEqual([]);
  });
});
