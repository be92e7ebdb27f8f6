import type { FormRow, ItemResponse, ItemRow, ReviewEntry, ReviewRow } from '@praxisport/contract/reviews';

type Owner = ItemResponse['owner'];

export const toFormRow = (r: { id: string; fName: string }): FormRow => ({ _id: r.id, fName: r.fName });

export const toReviewEntry = (r: { id: string; rName: string; rType: 'comments' | 'review' }): ReviewEntry => ({
  _id: r.id,
  rName: r.rName,
  rType: r.rType,
});

/** An item with one of its points and who changed it last, as the repository joins them (null item: a form or review without items). */
export interface ItemPointRow {
  itemId: string | null;
  itemName: string | null;
  itemDesc: string | null;
  pointId: string | null;
  name: string | null;
  desc: string | null;
  done: boolean | null;
  changedAt: Date | null;
  changedById: string | null;
  changedByFirstName: string | null;
  changedByName: string | null;
}

/** Groups the joined item/point rows, in their order, into items with their points (ENT-09, ENT-10). */
export function toItemRows(rows: ItemPointRow[]): ItemRow[] {
  const byId = new Map<string, ItemRow>();
  for (const r of rows) {
    if (r.itemId === null) continue;
    let item = byId.get(r.itemId);
    if (!item) {
      item = { _id: r.itemId, itemName: r.itemName ?? '', itemDesc: r.itemDesc ?? '', points: [] };
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

/** The owner of items as the API shows it: a form with its fName, or a review with its rName, and the student. */
export const toFormOwner = (f: { ownerId: string; fName: string; studentId: string }): Owner => ({ _id: f.ownerId, fName: f.fName, _student: f.studentId });
export const toReviewOwner = (r: { ownerId: string; rName: string; studentId: string }): Owner => ({ _id: r.ownerId, rName: r.rName, _student: r.studentId });

/** The owner of an item, from its form's or review's columns. */
export const toItemOwner = (i: { formId: string | null; reviewId: string | null; fName: string | null; rName: string | null; studentId: string }): Owner =>
  i.formId ? toFormOwner({ ownerId: i.formId, fName: i.fName ?? '', studentId: i.studentId }) : toReviewOwner({ ownerId: i.reviewId ?? '', rName: i.rName ?? '', studentId: i.studentId });

export const toReviewRow = (r: { ownerId: string; rName: string; rDate: string | null; attendingPeople: string; studentId: string }, items: ItemRow[]): ReviewRow => ({
  _id: r.ownerId,
  rName: r.rName,
  rDate: r.rDate,
  attendingPeople: r.attendingPeople,
  _student: r.studentId,
  items,
});
