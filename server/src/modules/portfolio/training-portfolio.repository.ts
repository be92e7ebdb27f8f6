import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PortfolioForm } from '@praxisport/contract/portfolio';
import type { Db, DbOrTx } from '../../db/client';
import { batcher } from '../../db/batch';
import { prepared, preparedSql } from '../../db/prepared';
import { portfolioCategories, portfolioForms, portfolioItems, portfolioTicks } from '../../db/schema/portfolio';
import { users } from '../../db/schema/users';

const LIST_LIMIT = 5000;



export async function itemExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await prepared(db, 'portfolio_item_exists', (d) =>
    d.select({ id: portfolioItems.id }).from(portfolioItems).where(eq(portfolioItems.id, sql.placeholder('id'))).limit(1),
  ).execute({ id });
  return Boolean(row);
}

const teacherBy = alias(users, 'teacher_by');
const studentBy = alias(users, 'student_by');

type Person = { id: string; firstName: string; name: string };
/** A tick row with the people who ticked. */
export type TickRecord = { tick: typeof portfolioTicks.$inferSelect; teacherBy: Person | null; studentBy: Person | null };

const formBy = alias(users, 'form_by');

/** The catalogue: categories in order, each with its items in order (one query; cached, lib/catalogue-cache.ts). */
export async function listCatalogue(db: DbOrTx) {
  const rows = await prepared(db, 'portfolio_catalogue', (d) =>
    d
      .select({ category: { id: portfolioCategories.id, title: portfolioCategories.title }, item: portfolioItems })
      .from(portfolioCategories)
      .leftJoin(portfolioItems, eq(portfolioItems.categoryId, portfolioCategories.id))
      .orderBy(asc(portfolioCategories.createdAt), asc(portfolioCategories.id), asc(portfolioItems.createdAt), asc(portfolioItems.id))
      .limit(LIST_LIMIT),
  ).execute();
  const categories = new Map<string, { id: string; title: string }>();
  const items: (typeof portfolioItems.$inferSelect)[] = [];
  for (const r of rows) {
    categories.set(r.category.id, r.category);
    if (r.item) items.push(r.item);
  }
  return { categories: [...categories.values()], items };
}

/**
 * The student's ticks with who ticked and the student's saved blanks with who saved them, in one
 * query (issue 17: with the catalogue, which is now cached, they were one query; before, four).
 */
export async function listTicksWithForm(db: DbOrTx, studentId: string) {
  const rows = await prepared(db, 'portfolio_ticks_and_form_of_student', (d) =>
    d
      .select({
        tick: portfolioTicks,
        teacherBy: { id: teacherBy.id, firstName: teacherBy.firstName, name: teacherBy.name },
        studentBy: { id: studentBy.id, firstName: studentBy.firstName, name: studentBy.name },
        form: { form: portfolioForms.form, updatedAt: portfolioForms.updatedAt },
        formBy: { id: formBy.id, firstName: formBy.firstName, name: formBy.name },
      })
      .from(users)
      .leftJoin(portfolioTicks, eq(portfolioTicks.studentId, users.id))
      .leftJoin(teacherBy, eq(teacherBy.id, portfolioTicks.teacherCheckedById))
      .leftJoin(studentBy, eq(studentBy.id, portfolioTicks.studentCheckedById))
      .leftJoin(portfolioForms, eq(portfolioForms.studentId, users.id))
      .leftJoin(formBy, eq(formBy.id, portfolioForms.updatedById))
      .where(eq(users.id, sql.placeholder('studentId')))
      .limit(LIST_LIMIT),
  ).execute({ studentId });
  const ticks: TickRecord[] = [];
  for (const r of rows) if (r.tick) ticks.push({ tick: r.tick, teacherBy: r.teacherBy, studentBy: r.studentBy });
  const first = rows[0];
  const form: FormRecord | null = first?.form ? { ...first.form, updatedBy: first.formBy } : null;
  return { ticks, form };
}


/**
 * What a tick's statement offers the record of its change (`tickWriter`): `written`, a CTE of one
 * row per tick written, with the row as written (`id`, `teacher_checked`, `student_checked`), the
 * tick's `student_id`, `item_id`, `by_id` and `class_id`, and the row before the tick (`before_teacher_checked`,
 * `before_teacher_checked_by_id`, `before_student_checked`, `before_student_checked_by_id`; all null
 * where the tick made the row).
 */
export interface TickStatement {
  written: SQL;
}

type Tick = { studentId: string; itemId: string; side: 'teacher' | 'student'; checked: boolean; byId: string; classId: string | null };

/**
 * A writer of ticks whose changes `recordOf` records: it sets one side's tick of (student, item)
 * and records the change, in one statement (issue 17: a transaction of five round trips before).
 * The row is locked before it is changed, so that the record's "before" is the row this tick
 * changed even when the student and a teacher tick at the same moment; a student's first tick of an
 * item makes the row (sixteenth round: was a statement of its own, then the tick). Answers the row
 * as written with the people who ticked, or null when another request made the row in between
 * (`createTickRow`, then again). The ticks of other requests that arrive meanwhile share the
 * statement (db/batch.ts; never two of one row). The ticks' trigger announces the students' ticks
 * in its transaction (sixteenth round: one commit a batch; was quiet, and each tick announced after
 * its commit); the caller drops them here (dropPortfolioTicks).
 */
export function tickWriter(recordOf: (s: TickStatement) => SQL): (db: Db, tick: Tick) => Promise<TickRecord | null> {
  const key = (t: Tick) => `${t.studentId}|${t.itemId}`;
  const bySide = {
    teacher: batcher<Tick, TickRecord | null>({ key, runMany: (db, ts) => writeTicks(db, 'teacher', ts, recordOf) }),
    student: batcher<Tick, TickRecord | null>({ key, runMany: (db, ts) => writeTicks(db, 'student', ts, recordOf) }),
  };
  return (db, tick) => bySide[tick.side].run(db, tick);
}

async function writeTicks(db: Db, side: 'teacher' | 'student', ticks: Tick[], recordOf: (s: TickStatement) => SQL): Promise<(TickRecord | null)[]> {
  type Row = {
    id: string | null;
    teacher_checked: boolean;
    teacher_checked_by_id: string | null;
    teacher_checked_at_ms: number | null;
    student_checked: boolean;
    student_checked_by_id: string | null;
    student_checked_at_ms: number | null;
    created_at_ms: number;
    updated_at_ms: number;
    teacher_first_name: string | null;
    teacher_name: string | null;
    student_first_name: string | null;
    student_name: string | null;
  };
  const { rows } = await preparedSql<Row>(db, `portfolio_write_ticks_${side}`, () => {
    const own = (column: string) => sql.raw(`${side}_${column}`);
    const ms = (column: string) => sql.raw(`(extract(epoch from w.${column}) * 1000)::float8 as ${column}_ms`);
    const names = 'id teacher_checked teacher_checked_by_id teacher_checked_at student_checked student_checked_by_id student_checked_at created_at updated_at student_id item_id';
    const columns = (prefix = '') => sql.raw(names.split(' ').map((c) => prefix + c).join(', '));
    return sql`
    with input as (
      select * from unnest(${sql.placeholder('studentIds')}::uuid[], ${sql.placeholder('itemIds')}::uuid[], ${sql.placeholder('checked')}::boolean[],
        ${sql.placeholder('byIds')}::uuid[], ${sql.placeholder('classIds')}::uuid[]) with ordinality as x(student_id, item_id, checked, by_id, class_id, n)
    ), before as (
      select t.id, t.teacher_checked, t.teacher_checked_by_id, t.student_checked, t.student_checked_by_id, x.n
      from ${portfolioTicks} t join input x on t.student_id = x.student_id and t.item_id = x.item_id
      for update of t
    ), updated as (
      update ${portfolioTicks} t set ${own('checked')} = x.checked, ${own('checked_by_id')} = x.by_id, ${own('checked_at')} = now(), updated_at = now()
      from before b join input x on x.n = b.n where t.id = b.id
      returning ${columns('t.')}
    ), created as (
      insert into ${portfolioTicks} (student_id, item_id, ${own('checked')}, ${own('checked_by_id')}, ${own('checked_at')})
      select x.student_id, x.item_id, x.checked, x.by_id, now() from input x
      where not exists (select 1 from before b where b.n = x.n)
      on conflict (student_id, item_id) do nothing
      returning ${columns()}
    ), written as (
      select w.*, x.n, x.by_id, x.class_id, b.teacher_checked as before_teacher_checked, b.teacher_checked_by_id as before_teacher_checked_by_id,
        b.student_checked as before_student_checked, b.student_checked_by_id as before_student_checked_by_id
      from (select * from updated union all select * from created) w
        join input x on x.student_id = w.student_id and x.item_id = w.item_id
        left join before b on b.n = x.n
    ), recorded as (${recordOf({ written: sql`written` })})
    select w.id, w.teacher_checked, w.teacher_checked_by_id, ${ms('teacher_checked_at')}, w.student_checked, w.student_checked_by_id, ${ms('student_checked_at')},
      ${ms('created_at')}, ${ms('updated_at')},
      tb.first_name as teacher_first_name, tb.name as teacher_name, sb.first_name as student_first_name, sb.name as student_name
    from input x
      left join written w on w.n = x.n
      left join ${users} tb on tb.id = w.teacher_checked_by_id
      left join ${users} sb on sb.id = w.student_checked_by_id
    order by x.n`;
  }).execute({
    studentIds: ticks.map((t) => t.studentId),
    itemIds: ticks.map((t) => t.itemId),
    checked: ticks.map((t) => t.checked),
    byIds: ticks.map((t) => t.byId),
    classIds: ticks.map((t) => t.classId),
  });
  const date = (ms: number | null) => (ms === null ? null : new Date(ms));
  const person = (id: string | null, firstName: string | null, name: string | null) => (id === null ? null : { id, firstName: firstName ?? '', name: name ?? '' });
  return rows.map((r, i) => {
    if (r.id === null) return null;
    const v = ticks[i]!;
    return {
      tick: {
        id: r.id,
        studentId: v.studentId,
        itemId: v.itemId,
        teacherChecked: r.teacher_checked,
        teacherCheckedById: r.teacher_checked_by_id,
        teacherCheckedAt: date(r.teacher_checked_at_ms),
        studentChecked: r.student_checked,
        studentCheckedById: r.student_checked_by_id,
        studentCheckedAt: date(r.student_checked_at_ms),
        createdAt: new Date(r.created_at_ms),
        updatedAt: new Date(r.updated_at_ms),
      },
      teacherBy: person(r.teacher_checked_by_id, r.teacher_first_name, r.teacher_name),
      studentBy: person(r.student_checked_by_id, r.student_first_name, r.student_name),
    };
  });
}

/** The student's row for an item, unticked on both sides, unless it is there (a concurrent first tick made it). */
export async function createTickRow(db: DbOrTx, studentId: string, itemId: string): Promise<void> {
  await db.insert(portfolioTicks).values({ studentId, itemId }).onConflictDoNothing({ target: [portfolioTicks.studentId, portfolioTicks.itemId] });
}

export async function findForm(db: DbOrTx, studentId: string) {
  const [row] = await prepared(db, 'portfolio_form_of_student', (d) =>
    d
      .select({ form: portfolioForms.form, updatedAt: portfolioForms.updatedAt, updatedBy: { id: formBy.id, firstName: formBy.firstName, name: formBy.name } })
      .from(portfolioForms)
      .leftJoin(formBy, eq(formBy.id, portfolioForms.updatedById))
      .where(eq(portfolioForms.studentId, sql.placeholder('studentId')))
      .limit(1),
  ).execute({ studentId });
  return row ?? null;
}
export type FormRecord = NonNullable<Awaited<ReturnType<typeof findForm>>>;

export async function upsertForm(db: DbOrTx, v: { studentId: string; form: PortfolioForm; byId: string }): Promise<void> {
  await db
    .insert(portfolioForms)
    .values({ studentId: v.studentId, form: v.form, updatedById: v.byId })
    .onConflictDoUpdate({ target: portfolioForms.studentId, set: { form: v.form, updatedById: v.byId, updatedAt: sql`now()` } });
}
