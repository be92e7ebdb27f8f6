import {
  reviewMessages,
  type FormRow,
  type ItemResponse,
  type ItemsResponse,
  type ItemRow,
  type ReviewEntry,
  type ReviewResponse,
  type ReviewRow,
  type UpdateItemBody,
  type UpdatePointBody,
  type UpdateReviewBody,
} from '@praxisport/contract/reviews';
import type { Db, DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { StudentOfClass as StudentRef } from '../classes/classes.policy';
import { findStudent } from '../users/users.service';
import { canChangeRecords, canReadRecords } from './reviews.policy';
import { toFormOwner, toFormRow, toItemOwner, toItemRows, toReviewEntry, toReviewOwner, toReviewRow } from './reviews.presenter';
import {
  createRecordsFromTemplates,
  findFormWithItems,
  findItemWithPoints,
  findReviewWithItems,
  insertPointChange,
  listFormsOfStudent,
  listReviewsOfStudent,
  setPointDone,
  updateItemDesc,
  updateReviewFields,
  type ItemWithPointsRow,
} from './reviews.repository';

const studentOf = (r: { studentId: string; gradeId: string | null }): StudentRef => ({ id: r.studentId, gradeId: r.gradeId });

async function assertCanRead(db: DbOrTx, actor: UserActor, student: StudentRef) {
  if (!(await canReadRecords(db, actor, student))) throw new AppError('FORBIDDEN', reviewMessages.noAccess);
}

async function assertCanChange(db: DbOrTx, actor: UserActor, student: StudentRef) {
  if (!(await canChangeRecords(db, actor, student))) throw new AppError('FORBIDDEN', reviewMessages.noAccess);
}

/** @throws NOT_FOUND unknown id or not a student's; FORBIDDEN not the student or a teacher of their class */
async function readableStudent(db: DbOrTx, actor: UserActor, studentId: string): Promise<StudentRef> {
  const student = await findStudent(db, studentId);
  if (!student) throw new AppError('NOT_FOUND', reviewMessages.studentNotFound);
  await assertCanRead(db, actor, student);
  return student;
}

/** The forms and reviews of new students, from the templates; run it in the transaction that creates them. */
export async function createStudentRecords(db: DbOrTx, studentIds: string[]): Promise<void> {
  await createRecordsFromTemplates(db, studentIds);
}

/** A student's forms by name (API-14, FORM-02). @throws NOT_FOUND, FORBIDDEN */
export async function listForms(db: DbOrTx, actor: UserActor, studentId: string): Promise<FormRow[]> {
  const student = await readableStudent(db, actor, studentId);
  return (await listFormsOfStudent(db, student.id)).map(toFormRow);
}

/** A student's review entries (API-15); a student never receives the comments entry (REV-04). @throws NOT_FOUND, FORBIDDEN */
export async function listReviews(db: DbOrTx, actor: UserActor, studentId: string): Promise<ReviewEntry[]> {
  const student = await readableStudent(db, actor, studentId);
  return (await listReviewsOfStudent(db, student.id, { withComments: actor.userType !== 'student' })).map(toReviewEntry);
}

/** A review with its rows of items and points; null for an unknown id or a comments entry (it has no date or items). */
async function reviewWithItems(db: DbOrTx, id: string) {
  const rows = await findReviewWithItems(db, id);
  const [review] = rows;
  return review && review.rType === 'review' ? { review, rows } : null;
}

/** @throws NOT_FOUND unknown review or a comments entry */
async function getReviewWithItems(db: DbOrTx, id: string) {
  const found = await reviewWithItems(db, id);
  if (!found) throw new AppError('NOT_FOUND', reviewMessages.reviewNotFound);
  return found;
}

/** A review with its items (API-16, REV-13, REV-16). @throws NOT_FOUND, FORBIDDEN */
export async function getReview(db: DbOrTx, actor: UserActor, id: string): Promise<ReviewResponse> {
  const { review, rows } = await getReviewWithItems(db, id);
  await assertCanRead(db, actor, studentOf(review));
  return { review: toReviewRow(review, toItemRows(rows)) };
}

/**
 * The items of a form or of a review (API-17, API-18, AMB-49, AMB-50): both calls accept either id,
 * so that the item editor opens from Form A and from Review A.
 * @throws NOT_FOUND neither a form nor a review; FORBIDDEN
 */
export async function listItems(db: DbOrTx, actor: UserActor, id: string): Promise<ItemsResponse> {
  const formRows = await findFormWithItems(db, id);
  const [form] = formRows;
  if (form) {
    await assertCanRead(db, actor, studentOf(form));
    return { items: toItemRows(formRows), owner: toFormOwner(form) };
  }
  const found = await reviewWithItems(db, id);
  if (!found) throw new AppError('NOT_FOUND', reviewMessages.formOrReviewNotFound);
  await assertCanRead(db, actor, studentOf(found.review));
  return { items: toItemRows(found.rows), owner: toReviewOwner(found.review) };
}

/** An item's rows (one per point) with its owner and student. @throws NOT_FOUND unknown item */
async function getItemWithPoints(db: DbOrTx, itemId: string): Promise<[ItemWithPointsRow, ...ItemWithPointsRow[]]> {
  const [first, ...rest] = await findItemWithPoints(db, itemId);
  if (!first) throw new AppError('NOT_FOUND', reviewMessages.itemNotFound);
  return [first, ...rest];
}

const toItemResponse = (rows: [ItemWithPointsRow, ...ItemWithPointsRow[]]): ItemResponse => ({ item: toItemRows(rows)[0]!, owner: toItemOwner(rows[0]) });

/** An item with its points (API-19, API-20, ITEM-02). @throws NOT_FOUND, FORBIDDEN */
export async function getItem(db: DbOrTx, actor: UserActor, itemId: string): Promise<ItemResponse> {
  const rows = await getItemWithPoints(db, itemId);
  await assertCanRead(db, actor, studentOf(rows[0]));
  return toItemResponse(rows);
}

/**
 * Sets a point (or toggles it when `done` is absent) and answers the updated item (API-21, AMB-51);
 * the change keeps who made it and when. A point already in the requested state is left as it is:
 * no history row, no new "changed by". The answer is read in the write's transaction, so that it
 * shows this change even when another one of the point follows at once.
 * @throws NOT_FOUND unknown item; FORBIDDEN not a teacher of the student's class; VALIDATION_ERROR the point is not the item's
 */
export async function updatePoint(db: Db, actor: UserActor, body: UpdatePointBody): Promise<ItemResponse> {
  const rows = await getItemWithPoints(db, body._item);
  await assertCanChange(db, actor, studentOf(rows[0]));
  if (!rows.some((r) => r.pointId === body._point)) throw new AppError('VALIDATION_ERROR', reviewMessages.pointNotInItem, '_point');
  return db.transaction(async (tx) => {
    const changed = await setPointDone(tx, { itemId: body._item, pointId: body._point, done: body.done, actorId: actor.id });
    if (changed) await insertPointChange(tx, changed);
    return toItemResponse(await getItemWithPoints(tx, body._item));
  });
}

/** Saves an item's description (API-22, ITEM-12). @throws NOT_FOUND, FORBIDDEN */
export async function updateItem(db: Db, actor: UserActor, body: UpdateItemBody): Promise<ItemResponse> {
  const [owner] = await getItemWithPoints(db, body.item._id);
  await assertCanChange(db, actor, studentOf(owner));
  return db.transaction(async (tx) => {
    await updateItemDesc(tx, body.item._id, body.item.itemDesc);
    return toItemResponse(await getItemWithPoints(tx, body.item._id));
  });
}

/** Saves a review's date and attending people and answers it with its items (API-23, AMB-53). @throws NOT_FOUND, FORBIDDEN */
export async function updateReview(db: Db, actor: UserActor, body: UpdateReviewBody): Promise<{ review: ReviewRow; items: ItemRow[] }> {
  const { review } = await getReviewWithItems(db, body.review._id);
  await assertCanChange(db, actor, studentOf(review));
  return db.transaction(async (tx) => {
    await updateReviewFields(tx, review.ownerId, { rDate: body.review.rDate, attendingPeople: body.review.attendingPeople });
    const saved = await getReviewWithItems(tx, review.ownerId);
    const items = toItemRows(saved.rows);
    return { review: toReviewRow(saved.review, items), items };
  });
}
