import type { AssessmentCategoryRow, AssessmentCategoryTestRow, AssessmentOptionRow } from '@praxisport/contract/assessments';
import type { AssessmentCategoryRecord, AssessmentCategoryTestRecord, AssessmentOptionRecord } from './assessments.repository';

export const toCategoryRow = (r: AssessmentCategoryRecord): AssessmentCategoryRow => ({ _id: r.id, title: r.title });
export const toCategoryTestRow = (r: AssessmentCategoryTestRecord): AssessmentCategoryTestRow => ({
  _id: r.id,
  desc: r.desc,
  _competencyAssessmentCat: r.categoryId,
  _competencySubTest: r.subTestId,
  _competencyCatOptionTest: r.testId,
});
export const toOptionRow = (r: AssessmentOptionRecord): AssessmentOptionRow => ({
  _id: r.id,
  title: r.title,
  desc: r.desc,
  grade: r.grade,
  _competencyAssessmentCategoryTest: r.categoryTestId,
});
