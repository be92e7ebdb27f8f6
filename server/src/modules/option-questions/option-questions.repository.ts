import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { optionAnswerExtras, optionAnswers } from '../../db/schema/option-questions';

export type OptionAnswerRecord = typeof optionAnswers.$inferSelect;
export type OptionExtrasRecord = typeof optionAnswerExtras.$inferSelect;

export const listAnswers = (db: DbOrTx, studentId: string, optionSet: string) =>
  db
    .select()
    .from(optionAnswers)
    .where(and(eq(optionAnswers.studentId, studentId), eq(optionAnswers.optionSet, optionSet)))
    .orderBy(asc(optionAnswers.question))
    .limit(100);

/** Creates or replaces the answer of one question. */
export async function upsertAnswer(
  db: DbOrTx,
  v: { studentId: string; optionSet: string; question: string; grade: number; confirmed: boolean },
): Promise<OptionAnswerRecord> {
  const [row] = await db
    .insert(optionAnswers)
    .values(v)
    .onConflictDoUpdate({
      target: [optionAnswers.studentId, optionAnswers.optionSet, optionAnswers.question],
      set: { grade: v.grade, confirmed: v.confirmed, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function findExtras(db: DbOrTx, studentId: string, optionSet: string): Promise<OptionExtrasRecord | null> {
  const [row] = await db
    .select()
    .from(optionAnswerExtras)
    .where(and(eq(optionAnswerExtras.studentId, studentId), eq(optionAnswerExtras.optionSet, optionSet)))
    .limit(1);
  return row ?? null;
}

/** Creates or changes a set's KR choice and pictures; an absent field keeps its value. */
export async function upsertExtras(
  db: DbOrTx,
  v: { studentId: string; optionSet: string; kr?: string | null; pictures?: string[] },
): Promise<OptionExtrasRecord> {
  const set = {
    updatedAt: sql`now()`,
    ...(v.kr !== undefined ? { kr: v.kr } : {}),
    ...(v.pictures !== undefined ? { pictures: v.pictures } : {}),
  };
  const [row] = await db
    .insert(optionAnswerExtras)
    .values({ studentId: v.studentId, optionSet: v.optionSet, kr: v.kr ?? null, pictures: v.pictures ?? [] })
    .onConflictDoUpdate({ target: [optionAnswerExtras.studentId, optionAnswerExtras.optionSet], set })
    .returning();
  return row!;
}

/** The students whose stored answer pictures hold this upload key. */
export async function findStudentsHoldingPicture(db: DbOrTx, key: string): Promise<string[]> {
  const rows = await db
    .select({ studentId: optionAnswerExtras.studentId })
    .from(optionAnswerExtras)
    .where(sql`exists (select 1 from unnest(${optionAnswerExtras.pictures}) as p where p like ${'%/' + key})`)
    .limit(100);
  return rows.map((r) => r.studentId);
}
