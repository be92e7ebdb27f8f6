import type { FormRow, ItemRow, ReviewEntry, ReviewRow } from '@praxisport/contract/reviews';
import type { ItemPointRow, OwnerRef, ReviewRecord } from './reviews.repository';

export const toFormRow = (r: { id: string; fName: string }): FormRow => ({ _id: r.id, fName: r.fName });

export const toReviewEntry = (r: { id: string; rName: string; rType: 'comments' | 'review' }): ReviewEntry => ({
  _id: r.id,
  rName: r.rName,
  rType: r.rType,
});

/** Groups the joined item/point rows into items with their points (ENT-09, ENT-10). */
export function toItemRows(rows: ItemPointRow[]): ItemRow[] {
  const byId = new Map<string, ItemRow>();
  for (const r of rows) {
    let item = byId.get(r.itemId);
    if (!item) {
      item = { _id: r.itemId, itemName: r.itemName, itemDesc: r.itemDesc, points: [] };
      byId.set(r.itemId, item);
    }
    if (r.pointId === null) continue;
    item.points.push({
      _id: r.pointId,
      name: r.name ?? '',
      desc: r.desc ?? '',
      done: r.done ?? false,
      changedBy: r.changedById ? { _id: r.changedById, firstName: r.changedByFirstName ?? '', name: r.changedByName ?? '' } : null,
      changedAt: r.changedAt ? r.changedAt.toISOString() : null,
    });
  }
  return [...byId.values()];
}

/** The owner of items as the API shows it: the form's fName or the review's rName, and the student. */
export const toOwner = (o: OwnerRef) =>
  o.kind === 'form' ? { _id: o.ownerId, fName: o.name, _student: o.id } : { _id: o.ownerId, rName: o.name, _student: o.id };

export const toReviewRow = (r: ReviewRecord, items: ItemRow[]): ReviewRow => ({
  _id: r.ownerId,
  rName: r.name,
  rDate: r.rDate,
  attendingPeople: r.attendingPeople,
  _student: r.id,
  items,
});
