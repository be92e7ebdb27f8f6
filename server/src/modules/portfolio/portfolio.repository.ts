import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { portfolioCategories, portfolioItems } from '../../db/schema/portfolio';

const LIST_LIMIT = 1000;

export type PortfolioCategoryRecord = typeof portfolioCategories.$inferSelect;
export type PortfolioItemRecord = typeof portfolioItems.$inferSelect;

export const listCategories = (db: DbOrTx) =>
  db.select().from(portfolioCategories).orderBy(asc(portfolioCategories.createdAt), asc(portfolioCategories.id)).limit(LIST_LIMIT);

export async function insertCategory(db: DbOrTx, title: string): Promise<PortfolioCategoryRecord> {
  const [row] = await db.insert(portfolioCategories).values({ title }).returning();
  return row!;
}

export async function findCategory(db: DbOrTx, id: string): Promise<PortfolioCategoryRecord | null> {
  const [row] = await db.select().from(portfolioCategories).where(eq(portfolioCategories.id, id)).limit(1);
  return row ?? null;
}

export const listItemsOfCategory = (db: DbOrTx, categoryId: string) =>
  db.select().from(portfolioItems).where(eq(portfolioItems.categoryId, categoryId)).orderBy(asc(portfolioItems.createdAt), asc(portfolioItems.id)).limit(LIST_LIMIT);

/** Every item with id and title, by title (the LFCE multi-select). */
export const listAllItems = (db: DbOrTx) =>
  db.select({ id: portfolioItems.id, title: portfolioItems.title }).from(portfolioItems).orderBy(asc(portfolioItems.title), asc(portfolioItems.id)).limit(LIST_LIMIT * 5);

/** Which of these ids are portfolio items. */
export async function existingItemIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: portfolioItems.id }).from(portfolioItems).where(inArray(portfolioItems.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function insertItem(db: DbOrTx, values: typeof portfolioItems.$inferInsert): Promise<PortfolioItemRecord> {
  const [row] = await db.insert(portfolioItems).values(values).returning();
  return row!;
}

/** Updates an item's fields; null when the id is unknown. */
/** One item, locked for the change that follows (its audit record needs the values before). */
export async function findItemForUpdate(db: DbOrTx, id: string): Promise<PortfolioItemRecord | null> {
  const [row] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateItem(db: DbOrTx, id: string, values: Pick<PortfolioItemRecord, 'title' | 'itemLearned' | 'type'>): Promise<PortfolioItemRecord | null> {
  const [row] = await db
    .update(portfolioItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(portfolioItems.id, id))
    .returning();
  return row ?? null;
}
