import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { instantiateRecordTemplates } from '../../db/record-templates';
import { forms, items, pointChanges, points, reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';

/** A form has a few items of six points each; a bound for the joined rows of one form, review or item. */
const MAX_ITEM_ROWS = 2000;

/** A student's forms in template order. */
export async function listFormsOfStudent(db: DbOrTx, studentId: string) {
  return db.select({ id: forms.id, fName: forms.fName }).from(forms).where(eq(forms.studentId, studentId)).orderBy(asc(forms.position), asc(forms.id)).limit(200);
}

/** A student's review entries in template order; without the comments entry when asked. */
export async function listReviewsOfStudent(db: DbOrTx, studentId: string, { withComments }: { withComments: boolean }) {
  return db
    .select({ id: reviews.id, rName: reviews.rName, rType: reviews.rType })
    .from(reviews)
    .where(and(eq(reviews.studentId, studentId), withComments ? undefined : ne(reviews.rType, 'comments')))
    .orderBy(asc(reviews.position), asc(reviews.id))
    .limit(200);
}

/** Who changed a point last (the users table a second time). */
const changedBy = alias(users, 'changed_by');

/** The student a form, review or item belongs to: their class decides who may see it. */
const studentColumns = { studentId: users.id, gradeId: users.gradeId };

/** An item with one of its points and who changed it last; null item columns for a form or review without items. */
const itemPointColumns = {
  itemId: items.id,
  itemName: items.itemName,
  itemDesc: items.itemDesc,
  pointId: points.id,
  name: points.name,
  desc: points.desc,
  done: points.done,
  changedAt: points.changedAt,
  changedById: changedBy.id,
  changedByFirstName: changedBy.firstName,
  changedByName: changedBy.name,
};
const itemOrder = [asc(items.position), asc(items.id), asc(points.position)];

/** A form, its student and its items with their points: one row per point, one row for a form without items; none for an unknown id. */
export async function findFormWithItems(db: DbOrTx, id: string) {
  return db
    .select({ ownerId: forms.id, fName: forms.fName, ...studentColumns, ...itemPointColumns })
    .from(forms)
    .innerJoin(users, eq(users.id, forms.studentId))
    .leftJoin(items, eq(items.formId, forms.id))
    .leftJoin(points, eq(points.itemId, items.id))
    .leftJoin(changedBy, eq(changedBy.id, points.changedById))
    .where(eq(forms.id, id))
    .orderBy(...itemOrder)
    .limit(MAX_ITEM_ROWS);
}

/** A review entry, its student and its items with their points, as findFormWithItems. */
export async function findReviewWithItems(db: DbOrTx, id: string) {
  return db
    .select({
      ownerId: reviews.id,
      rName: reviews.rName,
      rType: reviews.rType,
      rDate: reviews.rDate,
      attendingPeople: reviews.attendingPeople,
      ...studentColumns,
      ...itemPointColumns,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.studentId))
    .leftJoin(items, eq(items.reviewId, reviews.id))
    .leftJoin(points, eq(points.itemId, items.id))
    .leftJoin(changedBy, eq(changedBy.id, points.changedById))
    .where(eq(reviews.id, id))
    .orderBy(...itemOrder)
    .limit(MAX_ITEM_ROWS);
}

/** An item with its points, its form or review and its student: one row per point; none for an unknown item. */
export async function findItemWithPoints(db: DbOrTx, itemId: string) {
  return db
    .select({ formId: items.formId, reviewId: items.reviewId, fName: forms.fName, rName: reviews.rName, ...studentColumns, ...itemPointColumns })
    .from(items)
    .leftJoin(forms, eq(forms.id, items.formId))
    .leftJoin(reviews, eq(reviews.id, items.reviewId))
    .innerJoin(users, eq(users.id, sql`coalesce(${forms.studentId}, ${reviews.studentId})`))
    .leftJoin(points, eq(points.itemId, items.id))
    .leftJoin(changedBy, eq(changedBy.id, points.changedById))
    .where(eq(items.id, itemId))
    .orderBy(asc(points.position))
    .limit(MAX_ITEM_ROWS);
}
export type ItemWithPointsRow = Awaited<ReturnType<typeof findItemWithPoints>>[number];

/**
 * Sets a point of an item to `done`, or toggles it when `done` is undefined, with who and when.
 * The toggle reads the value it negates under the row's lock, so concurrent toggles each count.
 * Null when nothing changed: the point does not belong to the item, or it already is `done`
 * (checked again under the row's lock, so that of identical concurrent requests one changes it).
 */
export async function setPointDone(db: DbOrTx, { itemId, pointId, done, actorId }: { itemId: string; pointId: string; done?: boolean; actorId: string }) {
  const [row] = await db
    .update(points)
    .set({ done: done ?? sql`not ${points.done}`, changedById: actorId, changedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(points.id, pointId), eq(points.itemId, itemId), done === undefined ? undefined : ne(points.done, done)))
    .returning({ pointId: points.id, done: points.done, changedById: points.changedById, changedAt: points.changedAt });
  return row ?? null;
}

/** The history row of a point's change. */
export async function insertPointChange(db: DbOrTx, change: { pointId: string; done: boolean; changedById: string | null; changedAt: Date | null }): Promise<void> {
  await db.insert(pointChanges).values({ ...change, changedAt: change.changedAt ?? undefined });
}

export async function updateItemDesc(db: DbOrTx, itemId: string, itemDesc: string): Promise<void> {
  await db.update(items).set({ itemDesc, updatedAt: sql`now()` }).where(eq(items.id, itemId));
}

export async function updateReviewFields(db: DbOrTx, id: string, values: { rDate: string | null; attendingPeople: string }): Promise<void> {
  await db.update(reviews).set({ ...values, updatedAt: sql`now()` }).where(eq(reviews.id, id));
}

/** The forms and reviews of new students, from the templates (in the caller's transaction). */
export async function createRecordsFromTemplates(db: DbOrTx, studentIds: string[]): Promise<void> {
  await instantiateRecordTemplates(db, studentIds);
}
