import {
  placementTypes,
  practicalAbsenceOf,
  proofOf,
  requiredHours,
  meetsWish,
  type GuidanceRow,
  type PlacementRow,
  type StudentPlanResponse,
  type Person,
  type WishRow,
} from '@praxisport/contract/placements';
import type { AbsenceRecord, GuidanceRecord, PlacementRecord } from './placements.repository';

export const toPerson = (p: { id: string | null; firstName: string | null; name: string | null } | null): Person | null =>
  p?.id ? { _id: p.id, firstName: p.firstName ?? '', name: p.name ?? '' } : null;

export interface Minutes {
  confirmed: number;
  pending: number;
  disputed: number;
}

/** A placement with its provider, instructors and proof figures. */
export function toPlacementRow(
  p: PlacementRecord,
  o: { instructors: Person[]; minutes: Minutes | undefined; absentDays: number; mayRecord: boolean; today: string },
): PlacementRow {
  return {
    _id: p.id,
    _student: p.studentId,
    type: p.type,
    provider: { _id: p.provider.id, name: p.provider.name, ward: p.provider.ward },
    from: p.from,
    until: p.until,
    plannedHours: p.plannedHours,
    atProvider: p.atProvider,
    instructors: o.instructors,
    proof: proofOf(p, o.minutes ?? { confirmed: 0, pending: 0, disputed: 0 }, o.today),
    absentDays: o.absentDays,
    mayRecord: o.mayRecord,
  };
}

export function toGuidanceRow({ record: r, teacher, decidedBy }: GuidanceRecord): GuidanceRow {
  return {
    _id: r.id,
    _placement: r.placementId,
    date: r.date,
    minutes: r.minutes,
    kind: r.kind,
    topic: r.topic,
    competenceArea: r.competenceArea,
    fromTalk: r.talkId !== null,
    teacher: toPerson(teacher),
    status: r.status,
    comment: r.comment,
    decidedBy: toPerson(decidedBy),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

export const toAbsenceRow = (a: AbsenceRecord): StudentPlanResponse['absences'][number] => ({ _id: a.id, _placement: a.placementId, from: a.from, days: a.days, note: a.note, teacher: toPerson(a.teacher) });

/** Planned hours per type against the required hours; a type short of them is flagged. */
export function toTypeTotals(placements: { type: (typeof placementTypes)[number]; plannedHours: number }[]) {
  return placementTypes.map((type) => {
    const plannedHours = placements.filter((p) => p.type === type).reduce((s, p) => s + p.plannedHours, 0);
    return { type, plannedHours, requiredHours: requiredHours[type], short: plannedHours < requiredHours[type] };
  });
}

/** The five wishes, each with the placements that meet it. */
export function toWishes(wishes: (string | null)[], placements: PlacementRow[]): WishRow[] {
  return wishes.map((wish, i) => ({ index: i + 1, wish, metBy: placements.filter((p) => meetsWish(wish, p)).map((p) => p._id) }));
}

export { practicalAbsenceOf };
