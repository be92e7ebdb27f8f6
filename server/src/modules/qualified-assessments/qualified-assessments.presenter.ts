import { competenceAreas } from '@praxisport/contract/placements';
import type { AreaAssessment, AssessmentSummary, QualifiedAssessmentRow } from '@praxisport/contract/qualified-assessments';
import type { AssessmentRecord } from './qualified-assessments.repository';

/** The areas in the order I–V, whatever order they were sent in. */
export const inAreaOrder = (areas: AreaAssessment[]): AreaAssessment[] => competenceAreas.map((a) => areas.find((x) => x.area === a)).filter((x): x is AreaAssessment => x !== undefined);

/** The mean of the grades to one decimal, once submitted (a draft's grades are not final); null otherwise. */
export function meanGradeOf(r: { status: AssessmentRecord['status']; areas: AreaAssessment[] }): number | null {
  if (r.status === 'draft') return null;
  const grades = r.areas.map((a) => a.grade).filter((g): g is number => g !== null);
  return grades.length ? Math.round((grades.reduce((s, g) => s + g, 0) / grades.length) * 10) / 10 : null;
}

export function toAssessmentRow(r: AssessmentRecord): QualifiedAssessmentRow {
  return {
    _id: r.id,
    _placement: r.placementId,
    areas: inAreaOrder(r.areas),
    status: r.status,
    teacher: r.teacher?.id ? { _id: r.teacher.id, firstName: r.teacher.firstName, name: r.teacher.name } : null,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toSummary(r: AssessmentRecord): AssessmentSummary {
  return { _placement: r.placementId, status: r.status, meanGrade: meanGradeOf(r), submittedAt: r.submittedAt?.toISOString() ?? null, confirmedAt: r.confirmedAt?.toISOString() ?? null };
}

/** What the audit trail keeps of an assessment: its status and grades, never its texts (decision 025). */
export const gradesOf = (r: { status: AssessmentRecord['status']; areas: AreaAssessment[] }) => ({
  status: r.status,
  grades: Object.fromEntries(inAreaOrder(r.areas).map((a) => [a.area, a.grade])),
});
