import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PortfolioForm } from '@praxisport/contract/portfolio';
import type { DbOrTx } from '../../db/client';
import { portfolioCategories, portfolioForms, portfolioItems, portfolioTicks } from '../../db/schema/portfolio';
import { users } from '../../db/schema/users';

const LIST_LIMIT = 5000;

/** The catalogue: each category with its items in order, one row per item (a category without items: one row, item null). */
export async function listCatalogue(db: DbOrTx) {
  return db
    .select({ category: { id: portfolioCategories.id, title: portfolioCategories.title }, item: portfolioItems })
    .from(portfolioCategories)
    .leftJoin(portfolioItems, eq(portfolioItems.categoryId, portfolioCategories.id))
    .orderBy(asc(portfolioCategories.createdAt), asc(portfolioCategories.id), asc(portfolioItems.createdAt), asc(portfolioItems.id))
    .limit(LIST_LIMIT);
}
export type CatalogueRow = Awaited<ReturnType<typeof listCatalogue>>[number];

const teacherBy = alias(users, 'teacher_by');
const studentBy = alias(users, 'student_by');

/** Tick rows with the people who ticked; add filters. */
function selectTicks(db: DbOrTx) {
  return db
    .select({
      tick: portfolioTicks,
      teacherBy: { id: teacherBy.id, firstName: teacherBy.firstName, name: teacherBy.name },
      studentBy: { id: studentBy.id, firstName: studentBy.firstName, name: studentBy.name },
    })
    .from(portfolioTicks)
    .leftJoin(teacherBy, eq(teacherBy.id, portfolioTicks.teacherCheckedById))
    .leftJoin(studentBy, eq(studentBy.id, portfolioTicks.studentCheckedById))
    .$dynamic();
}
/** A tick row with the people who ticked. */
export type TickRecord = Awaited<ReturnType<typeof selectTicks>>[number];

/** A student's ticks. */
export async function listTicksOf(db: DbOrTx, studentId: string): Promise<TickRecord[]> {
  return selectTicks(db).where(eq(portfolioTicks.studentId, studentId)).limit(LIST_LIMIT);
}

/** A student's tick row of an item, locked until the transaction ends; null when there is none yet. */
export async function findTickForUpdate(db: DbOrTx, studentId: string, itemId: string): Promise<TickRecord | null> {
  const [row] = await selectTicks(db)
    .where(and(eq(portfolioTicks.studentId, studentId), eq(portfolioTicks.itemId, itemId)))
    .for('update', { of: portfolioTicks })
    .limit(1);
  return row ?? null;
}

/**
 * The student's row for an item, unticked on both sides, unless it is there (a concurrent first
 * tick made it). @throws the foreign-key violation of item_id for an unknown item
 */
export async function createTickRow(db: DbOrTx, studentId: string, itemId: string): Promise<void> {
  await db.insert(portfolioTicks).values({ studentId, itemId }).onConflictDoNothing({ target: [portfolioTicks.studentId, portfolioTicks.itemId] });
}

/** Sets one side's tick of a row with who and when; answers the row as written. */
export async function updateTickSide(db: DbOrTx, id: string, v: { side: 'teacher' | 'student'; checked: boolean; byId: string }) {
  const values =
    v.side === 'teacher'
      ? { teacherChecked: v.checked, teacherCheckedById: v.byId, teacherCheckedAt: sql`now()` }
      : { studentChecked: v.checked, studentCheckedById: v.byId, studentCheckedAt: sql`now()` };
  const [row] = await db
    .update(portfolioTicks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(portfolioTicks.id, id))
    .returning();
  return row!;
}

const formBy = alias(users, 'form_by');

/** A student's saved blanks with who saved them, or null. */
export async function findForm(db: DbOrTx, studentId: string) {
  const [row] = await db
    .select({ form: portfolioForms.form, updatedAt: portfolioForms.updatedAt, updatedBy: { id: formBy.id, firstName: formBy.firstName, name: formBy.name } })
    .from(portfolioForms)
    .leftJoin(formBy, eq(formBy.id, portfolioForms.updatedById))
    .where(eq(portfolioForms.studentId, studentId))
    .limit(1);
  return row ?? null;
}
export type FormRecord = NonNullable<Awaited<ReturnType<typeof findForm>>>;

export async function upsertForm(db: DbOrTx, v: { studentId: string; form: PortfolioForm; byId: string }): Promise<void> {
  await db
    .insert(portfolioForms)
    .values({ studentId: v.studentId, form: v.form, updatedById: v.byId })
    .onConflictDoUpdate({ target: portfolioForms.studentId, set: { form: v.form, updatedById: v.byId, updatedAt: sql`now()` } });
}
