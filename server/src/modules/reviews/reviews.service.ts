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
import { jsonAnswer } from '../../lib/json-text';
import type { StudentOfClass as StudentRef } from '../classes/classes.policy';
import { findStudent } from '../users/users.service';
import { cachedItemRef } from './item-owner-cache';
import { cachedItem, cachedItems, cachedReview, dropItems, type KeptItems } from './items-page-cache';
import { canChangeRecords, canReadRecords, changeRecordsCondition } from './reviews.policy';
import { toFormRow, toItemRows, toOwner, toReviewEntry, toReviewRow } from './reviews.presenter';
import {
  createRecordsFromTemplates,
  findItemOwner,
  findReview,
  itemAnswer,
  itemsAnswer,
  listFormsOfStudent,
  listItemsWithPoints,
  listReviewsOfStudent,
  reviewAnswer,
  setPointDone,
  updateItemDesc,
  updateReviewFields,
  type OwnerRef,
  type StudentAnswer,
} from './reviews.repository';


type Owner = ReturnType<typeof toOwner>;

async function assertCanRead(db: DbOrTx, actor: UserActor, student: StudentRef) {
  if (!(await canReadRecords(db, actor, student))) throw new AppError('FORBIDDEN', reviewMessages.noAccess);
}

async function assertCanChange(db: DbOrTx, actor: UserActor, student: StudentRef) {
  if (!(await canChangeRecords(db, actor, student))) throw new AppError('FORBIDDEN', reviewMessages.noAccess);
}

/** An answer PostgreSQL wrote, sent when the actor may read its student's records. @throws NOT_FOUND `notFound` when there is none; FORBIDDEN */
async function readableAnswer<T>(db: DbOrTx, actor: UserActor, found: StudentAnswer | null, notFound: string): Promise<T> {
  if (!found) throw new AppError('NOT_FOUND', notFound);
  await assertCanRead(db, actor, found.student);
  return jsonAnswer<T>(found.answer);
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

/** @throws NOT_FOUND unknown review or a comments entry (it has no date or items) */
async function getReviewRecord(db: DbOrTx, id: string) {
  const review = await findReview(db, id);
  if (!review || review.rType !== 'review') throw new AppError('NOT_FOUND', reviewMessages.reviewNotFound);
  return review;
}

/** A review with its items (API-16, REV-13, REV-16), as PostgreSQL wrote it (issue 17). @throws NOT_FOUND, FORBIDDEN */
export async function getReview(db: DbOrTx, actor: UserActor, id: string): Promise<ReviewResponse> {
  // kept per review until it or one of its items changes (items-page-cache.ts, issue 17)
  return readableAnswer<ReviewResponse>(db, actor, await keptAnswer(db, (lookup) => cachedReview(db, id, lookup), () => reviewAnswer(db, id)), reviewMessages.reviewNotFound);
}

/**
 * An answer through its cache: the student's class, which decides access, from the student lookup
 * (whose cache follows a class change at once), unless the answer was just read with it.
 */
async function keptAnswer(db: DbOrTx, keep: (lookup: () => Promise<KeptItems | null>) => Promise<KeptItems | null>, read: () => Promise<StudentAnswer | null>): Promise<StudentAnswer | null> {
  let looked: StudentAnswer | null = null;
  const kept = await keep(async () => {
    looked = await read();
    return looked && { studentId: looked.student.id, answer: looked.answer };
  });
  const student = (looked as StudentAnswer | null)?.student ?? (kept ? await findStudent(db, kept.studentId) : null);
  return kept && student ? { student, answer: kept.answer } : null;
}

/**
 * The items of a form or of a review (API-17, API-18, AMB-49, AMB-50): both calls accept either id,
 * so that the item editor opens from Form A and from Review A. As PostgreSQL wrote them (issue 17).
 * @throws NOT_FOUND neither a form nor a review; FORBIDDEN
 */
export async function listItems(db: DbOrTx, actor: UserActor, id: string): Promise<ItemsResponse> {
  // kept per form or review until one of its items changes (items-page-cache.ts, issue 17)
  return readableAnswer<ItemsResponse>(db, actor, await keptAnswer(db, (lookup) => cachedItems(db, id, lookup), () => itemsAnswer(db, id)), reviewMessages.formOrReviewNotFound);
}

/** @throws NOT_FOUND unknown item */
async function getItemOwner(db: DbOrTx, itemId: string): Promise<OwnerRef> {
  const owner = await findItemOwner(db, itemId);
  if (!owner) throw new AppError('NOT_FOUND', reviewMessages.itemNotFound);
  return owner;
}

async function itemWithOwner(db: DbOrTx, itemId: string, owner: OwnerRef): Promise<{ item: ItemRow; owner: Owner }> {
  const [item] = toItemRows(await listItemsWithPoints(db, { itemId }));
  return { item: item!, owner: toOwner(owner) };
}

/** An item with its points (API-19, API-20, ITEM-02), as PostgreSQL wrote it (issue 17). @throws NOT_FOUND, FORBIDDEN */
export async function getItem(db: DbOrTx, actor: UserActor, itemId: string): Promise<ItemResponse> {
  // the item's form or review from a short cache (an item never changes it), then the item kept per
  // form or review until one of its items changes (items-page-cache.ts, issue 17)
  let looked: Awaited<ReturnType<typeof itemAnswer>> = null;
  const ref = await cachedItemRef(db, itemId, async () => {
    looked = await itemAnswer(db, itemId);
    return looked && { studentId: looked.student.id, ownerId: looked.ownerId };
  });
  if (!ref) throw new AppError('NOT_FOUND', reviewMessages.itemNotFound);
  const found = await keptAnswer(db, (lookup) => cachedItem(db, ref.ownerId, itemId, lookup), async () => looked ?? (await itemAnswer(db, itemId)));
  return readableAnswer<ItemResponse>(db, actor, found, reviewMessages.itemNotFound);
}

/**
 * Sets a point (or toggles it when `done` is absent) and answers the updated item (API-21, AMB-51);
 * the change keeps who made it and when.
 * @throws NOT_FOUND unknown item; FORBIDDEN not a teacher of the student's class; VALIDATION_ERROR the point is not the item's
 */
export async function updatePoint(db: Db, actor: UserActor, body: UpdatePointBody): Promise<ItemResponse> {
  // a teacher's switch: checked and written in one statement (fifteenth round); where it wrote
  // nothing, the checks below tell why (or write, where the teacher's class changed in between)
  if (actor.userType === 'teacher') {
    const written = await setPointDone(db, { itemId: body._item, pointId: body._point, done: body.done, actorId: actor.id }, { joined: changeRecordsCondition });
    if (written) {
      dropItems(db, written.ownerId);
      return jsonAnswer(written.answer);
    }
  }
  // the item's student from a short cache, their class from the student lookup (issue 17: one query
  // per switch, the write, when both are cached)
  let looked: OwnerRef | null = null;
  const ref = await cachedItemRef(db, body._item, async () => {
    looked = await findItemOwner(db, body._item);
    return looked && { studentId: looked.id, ownerId: looked.ownerId };
  });
  // not cached: the owner's lookup brought the student's class along
  const student = (looked as OwnerRef | null) ?? (ref ? await findStudent(db, ref.studentId) : null);
  if (!student) throw new AppError('NOT_FOUND', reviewMessages.itemNotFound);
  await assertCanChange(db, actor, student);
  // one statement writes the point and its history and answers the item (no transaction needed: issue 17)
  const written = await setPointDone(db, { itemId: body._item, pointId: body._point, done: body.done, actorId: actor.id });
  if (written) {
    dropItems(db, written.ownerId);
    return jsonAnswer(written.answer);
  }
  // nothing written: the item is gone (since it was cached), or the point is not the item's
  await getItemOwner(db, body._item);
  throw new AppError('VALIDATION_ERROR', reviewMessages.pointNotInItem, '_point');
}

/** Saves an item's description (API-22, ITEM-12). @throws NOT_FOUND, FORBIDDEN */
export async function updateItem(db: DbOrTx, actor: UserActor, body: UpdateItemBody): Promise<{ item: ItemRow; owner: Owner }> {
  const owner = await getItemOwner(db, body.item._id);
  await assertCanChange(db, actor, owner);
  await updateItemDesc(db, body.item._id, body.item.itemDesc);
  dropItems(db, owner.ownerId);
  return itemWithOwner(db, body.item._id, owner);
}

/** Saves a review's date and attending people and answers it with its items (API-23, AMB-53). @throws NOT_FOUND, FORBIDDEN */
export async function updateReview(db: DbOrTx, actor: UserActor, body: UpdateReviewBody): Promise<{ review: ReviewRow; items: ItemRow[] }> {
  const review = await getReviewRecord(db, body.review._id);
  await assertCanChange(db, actor, review);
  await updateReviewFields(db, review.ownerId, { rDate: body.review.rDate, attendingPeople: body.review.attendingPeople });
  dropItems(db, review.ownerId);
  const saved = await getReviewRecord(db, review.ownerId);
  const items = toItemRows(await listItemsWithPoints(db, { reviewId: review.ownerId }));
  return { review: toReviewRow(saved, items), items };
}
