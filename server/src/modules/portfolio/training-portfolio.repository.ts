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

/**
 * The catalogue (categories in order, each with its items in order), the student's ticks with who
 * ticked and the student's saved blanks with who saved them, in one query (issue 17: were four).
 * The blanks come on every row (a catalogue has tens of items); without any category they are
 * read on their own.
 */
export async function listCatalogueWithTicks(db: DbOrTx, studentId: string) {
  const rows = await prepared(db, 'portfolio_catalogue_with_ticks_and_form', (d) =>
    d
      .select({
        category: { id: portfolioCategories.id, title: portfolioCategories.title },
        item: portfolioItems,
        tick: portfolioTicks,
        teacherBy: { id: teacherBy.id, firstName: teacherBy.firstName, name: teacherBy.name },
        studentBy: { id: studentBy.id, firstName: studentBy.firstName, name: studentBy.name },
        form: { form: portfolioForms.form, updatedAt: portfolioForms.updatedAt },
        formBy: { id: formBy.id, firstName: formBy.firstName, name: formBy.name },
      })
      .from(portfolioCategories)
      .leftJoin(portfolioItems, eq(portfolioItems.categoryId, portfolioCategories.id))
      .leftJoin(portfolioTicks, and(eq(portfolioTicks.itemId, portfolioItems.id), eq(portfolioTicks.studentId, sql.placeholder('studentId'))))
      .leftJoin(teacherBy, eq(teacherBy.id, portfolioTicks.teacherCheckedById))
      .leftJoin(studentBy, eq(studentBy.id, portfolioTicks.studentCheckedById))
      .leftJoin(portfolioForms, eq(portfolioForms.studentId, sql.placeholder('studentId')))
      .leftJoin(formBy, eq(formBy.id, portfolioForms.updatedById))
      .orderBy(asc(portfolioCategories.createdAt), asc(portfolioCategories.id), asc(portfolioItems.createdAt), asc(portfolioItems.id))
      .limit(LIST_LIMIT),
  ).execute({ studentId });
  const categories = new Map<string, { id: string; title: string }>();
  const items: (typeof portfolioItems.$inferSelect)[] = [];
  const ticks: TickRecord[] = [];
  for (const r of rows) {
    categories.set(r.category.id, r.category);
    if (r.item) items.push(r.item);
    if (r.tick) ticks.push({ tick: r.tick, teacherBy: r.teacherBy, studentBy: r.studentBy });
  }
  const first = rows[0];
  const form: FormRecord | null = first ? (first.form ? { ...first.form, updatedBy: first.formBy } : null) : await findForm(db, studentId);
  return { categories: [...categories.values()], items, ticks, form };
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
