import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { isoUtc } from '../../db/json-sql';
import { batcher, type Batcher } from '../../db/batch';
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

/**
 * An item's points as the API shows them (ENT-10), in order: a JSON array (for answers PostgreSQL
 * writes). `changed`: a CTE of the same statement holding a point it changed (`id`, `done`,
 * `changed_at`, `changed_by_id`), whose new values the answer shows (the statement's snapshot
 * holds the old row).
 */
const pointsJson = (itemId: SQL, changed?: SQL) => {
  const [done, at, by] = changed ? [sql`coalesce(c.done, p.done)`, sql`coalesce(c.changed_at, p.changed_at)`, sql`coalesce(c.changed_by_id, p.changed_by_id)`] : [sql`p.done`, sql`p.changed_at`, sql`p.changed_by_id`];
  return sql`coalesce((
  select json_agg(json_build_object('_id', p.id, 'name', p.name, 'desc', p."desc", 'done', ${done},
    'changedBy', case when cb.id is null then null else json_build_object('_id', cb.id, 'firstName', cb.first_name, 'name', cb.name) end,
    'changedAt', ${isoUtc(at)}) order by p.position)
  from ${points} p ${changed ? sql`left join ${changed} c on c.id = p.id` : sql``} left join ${users} cb on cb.id = ${by}
  where p.item_id = ${itemId}), '[]'::json)`;
};
/** An item as the API shows it (ENT-09). */
const itemJson = (i: string, changed?: SQL) =>
  sql`json_build_object('_id', ${sql.raw(i)}.id, 'itemName', ${sql.raw(i)}.item_name, 'itemDesc', ${sql.raw(i)}.item_desc, 'points', ${pointsJson(sql.raw(`${i}.id`), changed)})`;
/** A form's or review's items in order: a JSON array. */
const itemsJson = (owner: 'form_id' | 'review_id', ownerId: SQL) =>
  sql`coalesce((select json_agg(${itemJson('i')} order by i.position, i.id) from ${items} i where i.${sql.raw(owner)} = ${ownerId}), '[]'::json)`;

/** An answer PostgreSQL wrote (lib/json-text.ts) and the student it is about, for the access check. */
export interface StudentAnswer {
  student: StudentRef;
  answer: string;
}
type AnswerRow = { student_id: string; grade_id: string | null; answer: string };
const studentAnswer = (r: AnswerRow | undefined): StudentAnswer | null => (r ? { student: { id: r.student_id, gradeId: r.grade_id }, answer: r.answer } : null);

/**
 * A review with its items as GET /home/getReview answers it (API-16), written by PostgreSQL in one
 * statement (issue 17), and its student; null for an unknown id or a comments entry.
 */
export async function reviewAnswer(db: DbOrTx, id: string): Promise<StudentAnswer | null> {
  const { rows } = await preparedSql<AnswerRow>(db, 'reviews_review_answer', () => sql`
    select u.id as student_id, u.grade_id, json_build_object('review', json_build_object('_id', r.id, 'rName', r.r_name, 'rDate', r.r_date,
      'attendingPeople', r.attending_people, '_student', u.id, 'items', ${itemsJson('review_id', sql`r.id`)}))::text as answer
    from ${reviews} r join ${users} u on u.id = r.student_id
    where r.id = ${sql.placeholder('id')}::uuid and r.r_type = 'review'`).execute({ id });
  return studentAnswer(rows[0]);
}

/**
 * The items of a form or of a review with the owner, as API-17 and API-18 answer them (either id,
 * AMB-49, AMB-50), written by PostgreSQL in one statement, and the student; null for neither.
 */
export async function itemsAnswer(db: DbOrTx, id: string): Promise<StudentAnswer | null> {
  const { rows } = await preparedSql<AnswerRow>(db, 'reviews_items_answer', () => {
    const ownerId = sql`${sql.placeholder('id')}::uuid`;
    return sql`
    select u.id as student_id, u.grade_id, json_build_object('items', ${itemsJson('form_id', sql`f.id`)},
      'owner', json_build_object('_id', f.id, 'fName', f.f_name, '_student', u.id))::text as answer
    from ${forms} f join ${users} u on u.id = f.student_id where f.id = ${ownerId}
    union all
    select u.id, u.grade_id, json_build_object('items', ${itemsJson('review_id', sql`r.id`)},
      'owner', json_build_object('_id', r.id, 'rName', r.r_name, '_student', u.id))::text
    from ${reviews} r join ${users} u on u.id = r.student_id where r.id = ${ownerId} and r.r_type = 'review'`;
  }).execute({ id });
  return studentAnswer(rows[0]);
}

/** The select of an item with its owner as API-19 and API-20 answer it (see itemAnswer), `changed` as for pointsJson. */
const itemAnswerSql = (itemId: SQL, changed?: SQL) => sql`
    select u.id as student_id, u.grade_id, coalesce(f.id, r.id) as owner_id, json_build_object('item', ${itemJson('i', changed)},
      'owner', case when f.id is not null then json_build_object('_id', f.id, 'fName', f.f_name, '_student', u.id)
        else json_build_object('_id', r.id, 'rName', r.r_name, '_student', u.id) end)::text as answer
    from ${items} i
      left join ${forms} f on f.id = i.form_id
      left join ${reviews} r on r.id = i.review_id
      join ${users} u on u.id = coalesce(f.student_id, r.student_id)
    where i.id = ${itemId}`;

/**
 * An item with its owner as API-19 and API-20 answer it, written by PostgreSQL in one statement, the
 * student and the form or review it belongs to; null for an unknown item.
 */
export async function itemAnswer(db: DbOrTx, itemId: string): Promise<(StudentAnswer & { ownerId: string }) | null> {
  const { rows } = await preparedSql<AnswerRow & { owner_id: string }>(db, 'reviews_item_answer', () => itemAnswerSql(sql`${sql.placeholder('itemId')}::uuid`)).execute({ itemId });
  const found = studentAnswer(rows[0]);
  return found && { ...found, ownerId: rows[0]!.owner_id };
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

type PointInput = { itemId: string; pointId: string; done?: boolean; actorId: string };
type PointWritten = { answer: string; ownerId: string } | null;
type Checks = { joined: (teacherId: SQL, classId: SQL) => SQL };

/**
 * Sets a point of an item to `done`, or toggles it when `done` is undefined, records the change and
 * answers the item with its owner as API-21 answers it, written by PostgreSQL, in one statement (so
 * that concurrent toggles never read a stale value; issue 17: the item was read again after the
 * write). Null when the point does not belong to the item, or with `checks` when they fail (nothing is
 * written). The switches of other requests that arrive meanwhile share the statement (db/batch.ts,
 * sixteenth round; never two of one item); the points' trigger announces their items' owners in its
 * transaction (one commit a batch: was quiet, and each switch announced after its commit), and the
 * caller drops them here (dropItems).
 */
export async function setPointDone(db: Db, input: PointInput, checks: Checks | null = null): Promise<PointWritten> {
  return (checks ? pointSwitches.checked(checks) : pointSwitches.unchecked).run(db, input);
}

const pointSwitches = {
  unchecked: batcher<PointInput, PointWritten>({ key: (x) => x.itemId, runMany: (db, xs) => setPointsDone(db, xs, null) }),
  byChecks: new WeakMap<Checks['joined'], Batcher<PointInput, PointWritten>>(),
  checked(checks: Checks) {
    let b = this.byChecks.get(checks.joined);
    if (!b) this.byChecks.set(checks.joined, (b = batcher({ key: (x) => x.itemId, runMany: (db, xs) => setPointsDone(db, xs, checks) })));
    return b;
  },
};

/** setPointDone for several switches (of different items) in one statement: one answer per switch, in their order. */
async function setPointsDone(db: Db, inputs: PointInput[], checks: Checks | null): Promise<PointWritten[]> {
  // two fixed shapes, each built once
  const { rows } = await preparedSql<AnswerRow & { owner_id: string; changed: boolean }>(db, checks ? 'reviews_set_points_done_checked' : 'reviews_set_points_done', () => {
    // with `checks`: only where the switch's actor may change the item's student's records (the
    // caller's policy, as a condition over the student's class; fifteenth round: the item's student
    // was a lookup of its own before the write)
    const checked = checks
      ? sql`and exists (select 1 from ${items} ci left join ${forms} cf on cf.id = ci.form_id left join ${reviews} cr on cr.id = ci.review_id
          join ${users} cu on cu.id = coalesce(cf.student_id, cr.student_id) where ci.id = x.item_id and ${checks.joined(sql`x.actor_id`, sql`cu.grade_id`)})`
      : sql``;
    return sql`
    with input as (
      select * from unnest(${sql.placeholder('itemIds')}::uuid[], ${sql.placeholder('pointIds')}::uuid[], ${sql.placeholder('dones')}::boolean[], ${sql.placeholder('actorIds')}::uuid[])
        with ordinality as x(item_id, point_id, done, actor_id, n)
    ), changed as (
      update ${points} set done = coalesce(x.done, not ${points.done}), changed_by_id = x.actor_id, changed_at = now(), updated_at = now()
      from input x
      where ${points.id} = x.point_id and ${points.itemId} = x.item_id ${checked}
      returning ${points.id}, ${points.done}, ${points.changedAt}, ${points.changedById}, x.n
    ), logged as (
      insert into ${pointChanges} (point_id, done, changed_by_id, changed_at)
      select id, done, changed_by_id, changed_at from changed
    )
    select a.*, ch.n is not null as changed
    from input x left join changed ch on ch.n = x.n
      left join lateral (${itemAnswerSql(sql`x.item_id`, sql`changed`)}) a on true
    order by x.n`;
  }).execute({
    itemIds: inputs.map((x) => x.itemId),
    pointIds: inputs.map((x) => x.pointId),
    dones: inputs.map((x) => x.done ?? null),
    actorIds: inputs.map((x) => x.actorId),
  });
  return rows.map((row) => (row.changed ? { answer: row.answer, ownerId: row.owner_id } : null));
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
