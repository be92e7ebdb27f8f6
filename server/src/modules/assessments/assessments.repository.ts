import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assessmentCategories, assessmentCategoryTests, assessmentOptions } from '../../db/schema/assessments';

const LIST_LIMIT = 1000;

export type AssessmentCategoryRecord = typeof assessmentCategories.$inferSelect;
export type AssessmentCategoryTestRecord = typeof assessmentCategoryTests.$inferSelect;
export type AssessmentOptionRecord = typeof assessmentOptions.$inferSelect;

export const listCategories = (db: DbOrTx) =>
  db.select().from(assessmentCategories).orderBy(asc(assessmentCategories.createdAt), asc(assessmentCategories.id)).limit(LIST_LIMIT);

export async function insertCategory(db: DbOrTx, title: string): Promise<AssessmentCategoryRecord> {
  const [row] = await db.insert(assessmentCategories).values({ title }).returning();
  return row!;
}

export async function findCategory(db: DbOrTx, id: string): Promise<AssessmentCategoryRecord | null> {
  const [row] = await db.select().from(assessmentCategories).where(eq(assessmentCategories.id, id)).limit(1);
  return row ?? null;
}

/** The category tests of one assessment category for one test and sub-test. */
export const listCategoryTests = (db: DbOrTx, o: { categoryId: string; testId: string; subTestId: string }) =>
  db
    .select()
    .from(assessmentCategoryTests)
    .where(
      and(eq(assessmentCategoryTests.categoryId, o.categoryId), eq(assessmentCategoryTests.subTestId, o.subTestId), eq(assessmentCategoryTests.testId, o.testId)),
    )
    .orderBy(asc(assessmentCategoryTests.createdAt), asc(assessmentCategoryTests.id))
    .limit(LIST_LIMIT);

export async function insertCategoryTest(db: DbOrTx, values: typeof assessmentCategoryTests.$inferInsert): Promise<AssessmentCategoryTestRecord> {
  const [row] = await db.insert(assessmentCategoryTests).values(values).returning();
  return row!;
}

export async function findCategoryTest(db: DbOrTx, id: string): Promise<AssessmentCategoryTestRecord | null> {
  const [row] = await db.select().from(assessmentCategoryTests).where(eq(assessmentCategoryTests.id, id)).limit(1);
  return row ?? null;
}

/** The options of a category test by grade (1 first). */
export const listOptions = (db: DbOrTx, categoryTestId: string) =>
  db
    .select()
    .from(assessmentOptions)
    .where(eq(assessmentOptions.categoryTestId, categoryTestId))
    .orderBy(asc(assessmentOptions.grade), asc(assessmentOptions.createdAt), asc(assessmentOptions.id))
    .limit(LIST_LIMIT);

export async function insertOption(db: DbOrTx, values: typeof assessmentOptions.$inferInsert): Promise<AssessmentOptionRecord> {
  const [row] = await db.insert(assessmentOptions).values(values).returning();
  return row!;
}
