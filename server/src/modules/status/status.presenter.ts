import { FULL_TIME_YEARS } from '@praxisport/contract/training-rules';
import { plannedEndOf, type ClassStatusRow, type StatusPlacement, type StudentStatusResponse, type TrainingRow } from '@praxisport/contract/status';
import type { PlacementFacts } from '../placements/placements.service';
import type { StatusStudent, TrainingPeriod } from './status.repository';

/** What the status computes for a student: the answer of GET /api/status/{studentId} without who asks. */
export type ComputedStatus = Omit<StudentStatusResponse, 'student' | 'maySupervise'>;

export function toStatusPlacement(p: PlacementFacts): StatusPlacement {
  return { _id: p.id, type: p.type, provider: { _id: p.provider.id, name: p.provider.name, ward: p.provider.ward }, from: p.from, until: p.until, plannedHours: p.plannedHours };
}

/** A period longer than three years is part-time. */
export function toTrainingRow(p: TrainingPeriod): TrainingRow {
  return { start: p.start, plannedEnd: p.plannedEnd, partTime: p.plannedEnd > plannedEndOf(p.start, FULL_TIME_YEARS) };
}

export const toPerson = (s: { id: string; firstName: string; name: string }) => ({ _id: s.id, firstName: s.firstName, name: s.name });

export function toStudentStatus(student: StatusStudent, status: ComputedStatus, maySupervise: boolean): StudentStatusResponse {
  return { student: { ...toPerson(student), _grade: student.gradeId, className: student.className }, ...status, maySupervise };
}

export function toClassStatusRow(student: StatusStudent, s: ComputedStatus): ClassStatusRow {
  return {
    student: toPerson(student),
    training: s.training,
    lights: s.lights,
    theoryMissedHours: s.theory.missedHours,
    theoryRate: s.theory.rate,
    practiceDoneHours: s.practice.doneHours,
    atRiskCount: s.readiness.missing.filter((m) => m.light !== 'green').length,
  };
}
