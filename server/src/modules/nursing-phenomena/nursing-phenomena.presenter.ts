import type { CompetencyTestRow } from '@praxisport/contract/nursing-phenomena';
import type { CompetencyTestRecord } from './nursing-phenomena.repository';

/** A stored record as the API speaks it (NP-24). */
export const toCompetencyTestRow = (r: CompetencyTestRecord): CompetencyTestRow => ({
  _id: r.id,
  _student: r.studentId,
  _competencyCat: r.categoryId,
  _categoryOption: r.optionId,
  _test: r.testId,
  _subTest: r.subTestId,
  updatedAt: r.updatedAt.toISOString(),
});
