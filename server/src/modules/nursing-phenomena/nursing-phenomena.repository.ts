import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { competencyTestRecords, nursingPhenomenonExplanations } from '../../db/schema/nursing-phenomena';

export type CompetencyTestRecord = typeof competencyTestRecords.$inferSelect;

/** A student's records, one per category at most (AMB-111). */
export const listRecordsOf = (db: DbOrTx, studentId: string) =>
  db
    .select()
    .from(competencyTestRecords)
    .where(eq(competencyTestRecords.studentId, studentId))
    .orderBy(asc(competencyTestRecords.createdAt), asc(competencyTestRecords.id))
    .limit(1000);

export async function findRecord(db: DbOrTx, studentId: string, categoryId: string): Promise<CompetencyTestRecord | null> {
  const [row] = await db
    .select()
    .from(competencyTestRecords)
    .where(and(eq(competencyTestRecords.studentId, studentId), eq(competencyTestRecords.categoryId, categoryId)))
    .limit(1);
  return row ?? null;
}

export interface RecordValues {
  studentId: string;
  categoryId: string;
  optionId: string;
  testId: string;
  subTestId: string;
  chosenById: string;
}

/** Inserts the first record of a student in a category; the unique index refuses a second one. */
export async function insertRecord(db: DbOrTx, v: RecordValues): Promise<CompetencyTestRecord> {
  const [row] = await db.insert(competencyTestRecords).values(v).returning();
  return row!;
}

/** Changes the sub-test of a record whose test is still `testId`; null when the test changed meanwhile. */
export async function updateSubTest(db: DbOrTx, v: { id: string; testId: string; subTestId: string; chosenById: string }): Promise<CompetencyTestRecord | null> {
  const [row] = await db
    .update(competencyTestRecords)
    .set({ subTestId: v.subTestId, chosenById: v.chosenById, updatedAt: sql`now()` })
    .where(and(eq(competencyTestRecords.id, v.id), eq(competencyTestRecords.testId, v.testId)))
    .returning();
  return row ?? null;
}

export async function findExplanation(db: DbOrTx, optionId: string) {
  const [row] = await db.select().from(nursingPhenomenonExplanations).where(eq(nursingPhenomenonExplanations.optionId, optionId)).limit(1);
  return row ?? null;
}
