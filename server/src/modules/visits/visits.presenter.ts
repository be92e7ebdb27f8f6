import type { DueVisitRow, VisitRow } from '@praxisport/contract/visits';
import type { SupervisedPlacement } from '../placements/placements.service';
import type { VisitRecord } from './visits.repository';

export function toVisitRow(v: VisitRecord): VisitRow {
  return {
    _id: v.id,
    _placement: v.placementId,
    date: v.date,
    form: v.form,
    notes: v.notes,
    supervisor: v.supervisor?.id ? { _id: v.supervisor.id, firstName: v.supervisor.firstName, name: v.supervisor.name } : null,
    createdAt: v.createdAt.toISOString(),
  };
}

/** A placement that still needs a visit: due by its last day, overdue once that has passed. */
export function toDueVisitRow({ placement: p, student }: SupervisedPlacement, today: string): DueVisitRow {
  return {
    student: { _id: student.id, firstName: student.firstName, name: student.name },
    _grade: student.gradeId,
    className: student.className,
    placement: { _id: p.id, type: p.type, provider: { _id: p.provider.id, name: p.provider.name, ward: p.provider.ward }, from: p.from, until: p.until },
    dueBy: p.until,
    overdue: p.until < today,
  };
}
