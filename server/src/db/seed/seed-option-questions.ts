import type { Db } from '../client';
import { optionAnswerExtras, optionAnswers } from '../schema/option-questions';

/** Demo answers: the second demo student has answered two communication questions and chosen KR2 (Lena Schmidt starts empty). */
export async function seedOptionQuestions(tx: Db, { studentIds }: { studentIds: string[] }): Promise<void> {
  const studentId = studentIds[1];
  if (!studentId) return;
  await tx
    .insert(optionAnswers)
    .values([
      { studentId, optionSet: 'communication', question: 'communication-1', grade: 2, confirmed: true },
      { studentId, optionSet: 'communication', question: 'communication-2', grade: 3, confirmed: true },
    ])
    .onConflictDoNothing();
  await tx.insert(optionAnswerExtras).values({ studentId, optionSet: 'selforganizedlearning', kr: 'KR2' }).onConflictDoNothing();
}
