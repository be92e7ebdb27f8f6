import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PortfolioForm } from '@praxisport/contract/portfolio';
import type { Db, DbOrTx } from '../../db/client';
import { prepared, preparedSql } from '../../db/prepared';
import { quietAnnouncements } from '../../db/session-notify';
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


/** What a tick's statement offers the record of its change (`writeTick`). */
export interface TickStatement {
  /** The row before the tick, locked: `teacher_checked(_by_id)`, `student_checked(_by_id)`. */
  before: SQL;
  /** The row as written: `id`, `teacher_checked`, `student_checked`. */
  written: SQL;
  studentId: SQL;
  itemId: SQL;
  byId: SQL;
  classId: SQL;
}

/**
 * Sets one side's tick of (student, item) and records the change, in one statement (issue 17: a
 * transaction of five round trips before). The row is locked before it is changed, so that the
 * record's "before" is the row this tick changed even when the student and a teacher tick at the
 * same moment; `recordOf` adds the record as a CTE. Answers the row as written with the people who
 * ticked, or null when the student has no row for the item yet (`createTickRow`, then again). The
 * ticks' trigger stays quiet: the caller announces the student's ticks after the commit
 * (portfolioTicksChanged; decision 023).
 */
export async function writeTick(
  db: Db,
  v: { studentId: string; itemId: string; side: 'teacher' | 'student'; checked: boolean; byId: string; classId: string | null },
  recordOf: (s: TickStatement) => SQL,
): Promise<TickRecord | null> {
  type Row = {
    id: string;
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
  const { rows } = await preparedSql<Row>(db, `portfolio_write_tick_${v.side}`, () => {
    const p = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
    const [studentId, itemId, byId] = [p('studentId', 'uuid'), p('itemId', 'uuid'), p('byId', 'uuid')];
    const side = (column: string) => sql.raw(`${v.side}_${column}`);
    const ms = (column: string) => sql.raw(`(extract(epoch from w.${column}) * 1000)::float8 as ${column}_ms`);
    return sql`
    with quiet as (${quietAnnouncements('p:')}), before as (
      select id, teacher_checked, teacher_checked_by_id, student_checked, student_checked_by_id from ${portfolioTicks}
      where student_id = ${studentId} and item_id = ${itemId} and (select quiet from quiet) is not null
      for update
    ), written as (
      update ${portfolioTicks} t set ${side('checked')} = ${p('checked', 'boolean')}, ${side('checked_by_id')} = ${byId}, ${side('checked_at')} = now(), updated_at = now()
      from before b where t.id = b.id
      returning t.*
    ), recorded as (${recordOf({ before: sql`before`, written: sql`written`, studentId, itemId, byId, classId: p('classId', 'uuid') })})
    select w.id, w.teacher_checked, w.teacher_checked_by_id, ${ms('teacher_checked_at')}, w.student_checked, w.student_checked_by_id, ${ms('student_checked_at')},
      ${ms('created_at')}, ${ms('updated_at')},
      tb.first_name as teacher_first_name, tb.name as teacher_name, sb.first_name as student_first_name, sb.name as student_name
    from written w
      left join ${users} tb on tb.id = w.teacher_checked_by_id
      left join ${users} sb on sb.id = w.student_checked_by_id`;
  }).execute({ studentId: v.studentId, itemId: v.itemId, checked: v.checked, byId: v.byId, classId: v.classId });
  const r = rows[0];
  if (!r) return null;
  const date = (ms: number | null) => (ms === null ? null : new Date(ms));
  const person = (id: string | null, firstName: string | null, name: string | null) => (id === null ? null : { id, firstName: firstName ?? '', name: name ?? '' });
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
