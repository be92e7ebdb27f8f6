import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { prepared, preparedSql } from '../../db/prepared';
import { instantiateRecordTemplates } from '../../db/record-templates';
import { forms, items, pointChanges, points, reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';

import type { StudentOfClass as StudentRef } from '../classes/classes.policy';

/** What owns an item: a form or a review, and its student. */
export interface OwnerRef extends StudentRef {
  kind: 'form' | 'review';
  ownerId: string;
  name: string;
}


/** A student's forms in template order. */
export async function listFormsOfStudent(db: DbOrTx, studentId: string) {
  return prepared(db, 'reviews_forms_of_student', (d) =>
    d.select({ id: forms.id, fName: forms.fName }).from(forms).where(eq(forms.studentId, sql.placeholder('studentId'))).orderBy(asc(forms.position), asc(forms.id)).limit(200),
  ).execute({ studentId });
}

/** A student's review entries in template order; without the comments entry when asked. */
export async function listReviewsOfStudent(db: DbOrTx, studentId: string, { withComments }: { withComments: boolean }) {
  const of = eq(reviews.studentId, sql.placeholder('studentId'));
  return prepared(db, withComments ? 'reviews_of_student_all' : 'reviews_of_student_no_comments', (d) =>
    d
      .select({ id: reviews.id, rName: reviews.rName, rType: reviews.rType })
      .from(reviews)
      .where(withComments ? of : and(of, ne(reviews.rType, 'comments')))
      .orderBy(asc(reviews.position), asc(reviews.id))
      .limit(200),
  ).execute({ studentId });
}

const studentOf = { id: users.id, gradeId: users.gradeId };

/** The review with this id and its student, or null. */
export async function findReview(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      ownerId: reviews.id,
      name: reviews.rName,
      rType: reviews.rType,
      rDate: reviews.rDate,
      attendingPeople: reviews.attendingPeople,
      ...studentOf,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.studentId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row ? { kind: 'review' as const, ...row } : null;
}
export type ReviewRecord = NonNullable<Awaited<ReturnType<typeof findReview>>>;

/** The owner (form or review) of an item and its student, or null for an unknown item. */
export async function findItemOwner(db: DbOrTx, itemId: string): Promise<OwnerRef | null> {
  const [row] = await prepared(db, 'reviews_item_owner', (d) =>
    d
      .select({
        formId: items.formId,
        reviewId: items.reviewId,
        fName: forms.fName,
        rName: reviews.rName,
        id: users.id,
        gradeId: users.gradeId,
      })
      .from(items)
      .leftJoin(forms, eq(forms.id, items.formId))
      .leftJoin(reviews, eq(reviews.id, items.reviewId))
      .innerJoin(users, sql`${users.id} = coalesce(${forms.studentId}, ${reviews.studentId})`)
      .where(eq(items.id, sql.placeholder('itemId')))
      .limit(1),
  ).execute({ itemId });
  if (!row) return null;
  return row.formId
    ? { kind: 'form', ownerId: row.formId, name: row.fName ?? '', id: row.id, gradeId: row.gradeId }
    : { kind: 'review', ownerId: row.reviewId!, name: row.rName ?? '', id: row.id, gradeId: row.gradeId };
}

/** Who changed a point last (the users table a second time). */
const changedBy = alias(users, 'changed_by');
/** The columns of an item with one of its points and who changed it last. */
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
/** The rows of an owner joined with its items (none: one row without an item). */
const itemRowsOf = <R extends { itemId: string | null }>(rows: R[]) => rows.filter((r): r is R & ItemPointRow => r.itemId !== null);

/**
 * A review, its student and its items with their points, in one query (issue 17: the owner and
 * its items were two); null for an unknown id.
 */
export async function findReviewWithItems(db: DbOrTx, id: string): Promise<{ review: ReviewRecord; rows: ItemPointRow[] } | null> {
  const rows = await prepared(db, 'review_with_items', (d) =>
    d
      .select({ ownerId: reviews.id, ownerName: reviews.rName, rType: reviews.rType, rDate: reviews.rDate, attendingPeople: reviews.attendingPeople, ...studentOf, ...itemPointColumns })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.studentId))
      .leftJoin(items, eq(items.reviewId, reviews.id))
      .leftJoin(points, eq(points.itemId, items.id))
      .leftJoin(changedBy, eq(changedBy.id, points.changedById))
      .where(eq(reviews.id, sql.placeholder('id')))
      .orderBy(...itemOrder)
      .limit(2000),
  ).execute({ id });
  const [first] = rows;
  if (!first) return null;
  const review = { kind: 'review' as const, ownerId: first.ownerId, name: first.ownerName, rType: first.rType, rDate: first.rDate, attendingPeople: first.attendingPeople, id: first.id, gradeId: first.gradeId };
  return { review, rows: itemRowsOf(rows) };
}

/** A form, its student and its items with their points, in one query; null for an unknown id. */
export async function findFormWithItems(db: DbOrTx, id: string): Promise<{ owner: OwnerRef; rows: ItemPointRow[] } | null> {
  const rows = await prepared(db, 'reviews_form_with_items', (d) =>
    d
      .select({ ownerId: forms.id, ownerName: forms.fName, ...studentOf, ...itemPointColumns })
      .from(forms)
      .innerJoin(users, eq(users.id, forms.studentId))
      .leftJoin(items, eq(items.formId, forms.id))
      .leftJoin(points, eq(points.itemId, items.id))
      .leftJoin(changedBy, eq(changedBy.id, points.changedById))
      .where(eq(forms.id, sql.placeholder('id')))
      .orderBy(...itemOrder)
      .limit(2000),
  ).execute({ id });
  const [first] = rows;
  if (!first) return null;
  return { owner: { kind: 'form', ownerId: first.ownerId, name: first.ownerName, id: first.id, gradeId: first.gradeId }, rows: itemRowsOf(rows) };
}

/** An item with its points, its owner (form or review) and the owner's student, in one query; null for an unknown item. */
export async function findItemWithOwner(db: DbOrTx, itemId: string): Promise<{ owner: OwnerRef; rows: ItemPointRow[] } | null> {
  const rows = await prepared(db, 'reviews_item_with_owner', (d) =>
    d
      .select({ formId: items.formId, reviewId: items.reviewId, fName: forms.fName, rName: reviews.rName, ...studentOf, ...itemPointColumns })
      .from(items)
      .leftJoin(forms, eq(forms.id, items.formId))
      .leftJoin(reviews, eq(reviews.id, items.reviewId))
      .innerJoin(users, sql`${users.id} = coalesce(${forms.studentId}, ${reviews.studentId})`)
      .leftJoin(points, eq(points.itemId, items.id))
      .leftJoin(changedBy, eq(changedBy.id, points.changedById))
      .where(eq(items.id, sql.placeholder('itemId')))
      .orderBy(...itemOrder)
      .limit(10),
  ).execute({ itemId });
  const [row] = rows;
  if (!row) return null;
  const owner: OwnerRef = row.formId
    ? { kind: 'form', ownerId: row.formId, name: row.fName ?? '', id: row.id, gradeId: row.gradeId }
    : { kind: 'review', ownerId: row.reviewId!, name: row.rName ?? '', id: row.id, gradeId: row.gradeId };
  return { owner, rows: itemRowsOf(rows) };
}

/** Items with their points and who changed each point last, in order: one query. */
export async function listItemsWithPoints(db: DbOrTx, where: { formId?: string; reviewId?: string; itemId?: string }) {
  const [by, value] = where.itemId ? (['item', where.itemId] as const) : where.formId ? (['form', where.formId] as const) : (['review', where.reviewId!] as const);
  const column = by === 'item' ? items.id : by === 'form' ? items.formId : items.reviewId;
  return prepared(db, `reviews_items_with_points_by_${by}`, (d) =>
    d
      .select(itemPointColumns)
      .from(items)
      .leftJoin(points, eq(points.itemId, items.id))
      .leftJoin(changedBy, eq(changedBy.id, points.changedById))
      .where(eq(column, sql.placeholder('value')))
      .orderBy(...itemOrder)
      .limit(2000),
  ).execute({ value });
}
export type ItemPointRow = Awaited<ReturnType<typeof listItemsWithPoints>>[number];

/**
 * Sets a point of an item to `done`, or toggles it when `done` is undefined, records the change and
 * answers the item with its points, in one statement (so that concurrent toggles never read a stale
 * value; issue 17: the item was read again after the write). The item's points are read from the
 * statement's snapshot with the changed point's new values; the changer is the actor. Null when the
 * point does not belong to the item (nothing is written).
 */
export async function setPointDone(db: DbOrTx, input: { itemId: string; pointId: string; done?: boolean; actor: { id: string; firstName: string; name: string } }): Promise<ItemPointRow[] | null> {
  const { rows } = await preparedSql<{
    item_id: string;
    item_name: string;
    item_desc: string;
    point_id: string | null;
    name: string | null;
    desc: string | null;
    done: boolean | null;
    changed_at_ms: number | null;
    changed_by_id: string | null;
    first_name: string | null;
    last_name: string | null;
    changed: boolean;
  }>(db, 'reviews_set_point_done_with_item', () => {
    const actor = sql`${sql.placeholder('actorId')}::uuid`;
    const item = sql`${sql.placeholder('itemId')}::uuid`;
    return sql`
    with changed as (
      update ${points} set done = coalesce(${sql.placeholder('done')}::boolean, not ${points.done}), changed_by_id = ${actor}, changed_at = now(), updated_at = now()
      where ${points.id} = ${sql.placeholder('pointId')}::uuid and ${points.itemId} = ${item}
      returning id, done, changed_at
    ), logged as (
      insert into ${pointChanges} (point_id, done, changed_by_id, changed_at)
      select id, done, ${actor}, changed_at from changed
    )
    select i.id as item_id, i.item_name, i.item_desc, p.id as point_id, p.name, p."desc",
      coalesce(c.done, p.done) as done,
      (extract(epoch from coalesce(c.changed_at, p.changed_at)) * 1000)::float8 as changed_at_ms,
      p.changed_by_id, u.first_name, u.name as last_name, c.id is not null as changed
    from items i
      left join points p on p.item_id = i.id
      left join changed c on c.id = p.id
      left join users u on u.id = p.changed_by_id
    where i.id = ${item}
    order by i.position, i.id, p.position
    limit 10`;
  }).execute({ pointId: input.pointId, itemId: input.itemId, done: input.done ?? null, actorId: input.actor.id });
  if (!rows.some((r) => r.changed)) return null;
  return itemRowsOf(
    rows.map((r) => ({
      itemId: r.item_id,
      itemName: r.item_name,
      itemDesc: r.item_desc,
      pointId: r.point_id,
      name: r.name,
      desc: r.desc,
      done: r.done,
      changedAt: r.changed_at_ms === null ? null : new Date(r.changed_at_ms),
      changedById: r.changed ? input.actor.id : r.changed_by_id,
      changedByFirstName: r.changed ? input.actor.firstName : r.first_name,
      changedByName: r.changed ? input.actor.name : r.last_name,
    })),
  );
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
