import { asc, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lfces } from '../../db/schema/attendance';
import { lfceLearningObjectives } from '../../db/schema/lfce';
import { portfolioItems } from '../../db/schema/portfolio';

export type LfceRecord = typeof lfces.$inferSelect;

/** The LFCE catalogue in its order (a few dozen rows). */
export const listLfces = (db: DbOrTx) => db.select().from(lfces).orderBy(asc(lfces.position), asc(lfces.title)).limit(500);

export async function findLfce(db: DbOrTx, id: string): Promise<LfceRecord | null> {
  const [row] = await db.select().from(lfces).where(eq(lfces.id, id)).limit(1);
  return row ?? null;
}

/** The learning objectives (id, title) of these LFCEs, by title. */
export async function listObjectives(db: DbOrTx, lfceIds: string[]) {
  if (lfceIds.length === 0) return [];
  return db
    .select({ lfceId: lfceLearningObjectives.lfceId, id: portfolioItems.id, title: portfolioItems.title })
    .from(lfceLearningObjectives)
    .innerJoin(portfolioItems, eq(portfolioItems.id, lfceLearningObjectives.itemId))
    .where(inArray(lfceLearningObjectives.lfceId, lfceIds))
    .orderBy(asc(portfolioItems.title), asc(portfolioItems.id));
}

/** Adds an LFCE at the end of the catalogue. @throws the unique violation lfces_title_unique */
export async function insertLfce(db: DbOrTx, values: { title: string; competencyIv: string }): Promise<LfceRecord> {
  const [last] = await db.select({ position: max(lfces.position) }).from(lfces);
  const [row] = await db
    .insert(lfces)
    .values({ ...values, position: (last?.position ?? -1) + 1 })
    .returning();
  return row!;
}

/** @throws the unique violation lfces_title_unique */
export async function updateLfce(db: DbOrTx, id: string, values: { title: string; competencyIv: string }): Promise<LfceRecord | null> {
  const [row] = await db
    .update(lfces)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(lfces.id, id))
    .returning();
  return row ?? null;
}

/** Replaces an LFCE's learning objectives. */
export async function replaceObjectives(db: DbOrTx, lfceId: string, itemIds: string[]): Promise<void> {
  await db.delete(lfceLearningObjectives).where(eq(lfceLearningObjectives.lfceId, lfceId));
  if (itemIds.length) await db.insert(lfceLearningObjectives).values(itemIds.map((itemId) => ({ lfceId, itemId })));
}
