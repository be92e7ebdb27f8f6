import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from '../../db/schema/catalogue';

// Catalogue lists are short (tens of rows); the limits only bound a runaway table.
const LIST_LIMIT = 1000;

export type CategoryRecord = typeof competencyCategories.$inferSelect;
export type OptionRecord = typeof competencyOptions.$inferSelect;
export type TestRecord = typeof competencyTests.$inferSelect;
export type SubTestRecord = typeof competencySubTests.$inferSelect;

export const listCategories = (db: DbOrTx) =>
  db.select().from(competencyCategories).orderBy(asc(competencyCategories.createdAt), asc(competencyCategories.id)).limit(LIST_LIMIT);

export async function insertCategory(db: DbOrTx, title: string): Promise<CategoryRecord> {
  const [row] = await db.insert(competencyCategories).values({ title }).returning();
  return row!;
}

export async function findCategory(db: DbOrTx, id: string): Promise<CategoryRecord | null> {
  const [row] = await db.select().from(competencyCategories).where(eq(competencyCategories.id, id)).limit(1);
  return row ?? null;
}

export const listOptionsOfCategory = (db: DbOrTx, categoryId: string) =>
  db
    .select()
    .from(competencyOptions)
    .where(eq(competencyOptions.categoryId, categoryId))
    .orderBy(asc(competencyOptions.createdAt), asc(competencyOptions.id))
    .limit(LIST_LIMIT);

export async function insertOption(db: DbOrTx, values: { categoryId: string; title: string }): Promise<OptionRecord> {
  const [row] = await db.insert(competencyOptions).values(values).returning();
  return row!;
}

export async function findOption(db: DbOrTx, id: string): Promise<OptionRecord | null> {
  const [row] = await db.select().from(competencyOptions).where(eq(competencyOptions.id, id)).limit(1);
  return row ?? null;
}

export const listTestsOfOption = (db: DbOrTx, optionId: string) =>
  db.select().from(competencyTests).where(eq(competencyTests.optionId, optionId)).orderBy(asc(competencyTests.createdAt), asc(competencyTests.id)).limit(LIST_LIMIT);

export async function insertTest(db: DbOrTx, values: { optionId: string; title: string }): Promise<TestRecord> {
  const [row] = await db.insert(competencyTests).values(values).returning();
  return row!;
}

export async function findTest(db: DbOrTx, id: string): Promise<TestRecord | null> {
  const [row] = await db.select().from(competencyTests).where(eq(competencyTests.id, id)).limit(1);
  return row ?? null;
}

export const listSubTests = (db: DbOrTx, testId?: string) =>
  db
    .select()
    .from(competencySubTests)
    .where(testId ? eq(competencySubTests.testId, testId) : undefined)
    .orderBy(asc(competencySubTests.createdAt), asc(competencySubTests.id))
    .limit(LIST_LIMIT * 5);

export async function insertSubTest(db: DbOrTx, values: typeof competencySubTests.$inferInsert): Promise<SubTestRecord> {
  const [row] = await db.insert(competencySubTests).values(values).returning();
  return row!;
}

export async function findSubTest(db: DbOrTx, id: string): Promise<SubTestRecord | null> {
  const [row] = await db.select().from(competencySubTests).where(eq(competencySubTests.id, id)).limit(1);
  return row ?? null;
}

export async function updateSubTestLinks(
  db: DbOrTx,
  id: string,
  links: Pick<SubTestRecord, 'videoLink' | 'audioLink' | 'pdfLink1' | 'pdfLink2'> & { subTitle?: string },
): Promise<SubTestRecord> {
  const [row] = await db
    .update(competencySubTests)
    .set({ ...links, updatedAt: new Date() })
    .where(eq(competencySubTests.id, id))
    .returning();
  return row!;
}
