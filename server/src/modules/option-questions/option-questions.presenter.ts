import type { OptionAnswerRow } from '@praxisport/contract/option-questions';
import type { OptionAnswerRecord } from './option-questions.repository';

export const toAnswerRow = (r: OptionAnswerRecord): OptionAnswerRow => ({
  question: r.question,
  grade: r.grade,
  confirmed: r.confirmed,
  updatedAt: r.updatedAt.toISOString(),
});
