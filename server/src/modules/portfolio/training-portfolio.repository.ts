import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PortfolioForm } from '@praxisport/contract/portfolio';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
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

/** A tick row with the people who ticked. */
function selectTicks(db: DbOrTx) {
  return db
    .select({ tick: portfolioTicks, teacherBy: { id: teacherBy.id, firstName: teacherBy.firstName, name: teacherBy.name }, studentBy: { id: studentBy.id, firstName: studentBy.firstName, name: studentBy.name } })
    .from(portfolioTicks)
    .leftJoin(teacherBy, eq(teacherBy.id, portfolioTicks.teacherCheckedById))
    .leftJoin(studentBy, eq(studentBy.id, portfolioTicks.studentCheckedById));
}
export type TickRecord = Awaited<ReturnType<typeof selectTicks>>[number];

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

export async function findTick(db: DbOrTx, studentId: string, itemId: string): Promise<TickRecord | null> {
  // built once (issue 17): read in every tick's transaction
  const [row] = await prepared(db, 'portfolio_tick_of_student_item', (d) =>
    selectTicks(d)
      .where(and(eq(portfolioTicks.studentId, sql.placeholder('studentId')), eq(portfolioTicks.itemId, sql.placeholder('itemId'))))
      .limit(1),
  ).execute({ studentId, itemId });
  return row ?? null;
}

/** Sets one side's tick of (student, item), making the row on the first tick; keeps who and when. @returns the row as written */
export async function upsertTick(db: DbOrTx, v: { studentId: string; itemId: string; side: 'teacher' | 'student'; checked: boolean; byId: string }): Promise<TickRecord['tick']> {
  // built once per side (issue 17)
  const [row] = await prepared(db, `portfolio_tick_upsert_${v.side}`, (d) => {
    const checked = sql`${sql.placeholder('checked')}::boolean`;
    const byId = sql`${sql.placeholder('byId')}::uuid`;
    const values =
      v.side === 'teacher'
        ? { teacherChecked: checked, teacherCheckedById: byId, teacherCheckedAt: sql`now()` }
        : { studentChecked: checked, studentCheckedById: byId, studentCheckedAt: sql`now()` };
    return d
      .insert(portfolioTicks)
      .values({ studentId: sql`${sql.placeholder('studentId')}::uuid`, itemId: sql`${sql.placeholder('itemId')}::uuid`, ...values })
      .onConflictDoUpdate({ target: [portfolioTicks.studentId, portfolioTicks.itemId], set: { ...values, updatedAt: sql`now()` } })
      .returning();
  }).execute({ studentId: v.studentId, itemId: v.itemId, checked: v.checked, byId: v.byId });
  return row!;
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
