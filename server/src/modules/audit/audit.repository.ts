import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { talkTypeNames, talkTypes } from '@praxisport/contract/talks';
import type { DbOrTx } from '../../db/client';
import { assessmentCategories, assessmentCategoryTests, assessmentOptions } from '../../db/schema/assessments';
import { auditEvents } from '../../db/schema/audit';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from '../../db/schema/catalogue';
import { placementProviders, placements } from '../../db/schema/placements';
import { portfolioCategories, portfolioItems } from '../../db/schema/portfolio';
import { talks } from '../../db/schema/talks';
import { admins, classes, users } from '../../db/schema/users';

export type AuditInsert = typeof auditEvents.$inferInsert;

export interface AuditCursor {
  at: string;
  id: string;
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  classId?: string;
  /** Part of the actor's name or e-mail address. */
  actor?: string;
  /** Inclusive days (UTC). */
  from?: string;
  to?: string;
  before?: AuditCursor;
  limit: number;
}

/** Appends events, one statement whatever their number. */
export async function insertEvents(db: DbOrTx, values: AuditInsert[]): Promise<void> {
  if (values.length) await db.insert(auditEvents).values(values);
}

const actorUser = alias(users, 'audit_actor_user');
const student = alias(users, 'audit_student');

/** Escapes LIKE's wildcards in a user's search text. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of events with the names of actor, student and class (joined, never stored), newest
 * first, at most `limit`; `next` is the cursor of the page's last event when more follow.
 */
export async function listEvents(db: DbOrTx, f: AuditFilter) {
  const conditions: (SQL | undefined)[] = [
    f.entity ? eq(auditEvents.entity, f.entity) : undefined,
    f.entityId ? eq(auditEvents.entityId, f.entityId) : undefined,
    f.classId ? eq(auditEvents.classId, f.classId) : undefined,
    f.from ? gte(auditEvents.at, sql`${f.from}::date::timestamptz`) : undefined,
    f.to ? lt(auditEvents.at, sql`(${f.to}::date + 1)::timestamptz`) : undefined,
    f.actor
      ? or(
          ilike(sql`${actorUser.firstName} || ' ' || ${actorUser.name}`, likeText(f.actor)),
          ilike(actorUser.email, likeText(f.actor)),
          ilike(sql`${admins.firstName} || ' ' || ${admins.name}`, likeText(f.actor)),
          ilike(admins.email, likeText(f.actor)),
        )
      : undefined,
    f.before ? sql`(${auditEvents.at}, ${auditEvents.id}) < (${f.before.at}::timestamptz, ${f.before.id}::uuid)` : undefined,
  ];
  const rows = await db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      cursorAt: sql<string>`${auditEvents.at}::text`,
      action: auditEvents.action,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      classId: auditEvents.classId,
      className: classes.className,
      before: auditEvents.before,
      after: auditEvents.after,
      actorUser: { id: actorUser.id, firstName: actorUser.firstName, name: actorUser.name },
      actorAdmin: { id: admins.id, firstName: admins.firstName, name: admins.name },
      student: { id: student.id, firstName: student.firstName, name: student.name },
    })
    .from(auditEvents)
    .leftJoin(actorUser, eq(actorUser.id, auditEvents.actorUserId))
    .leftJoin(admins, eq(admins.id, auditEvents.actorAdminId))
    .leftJoin(student, eq(student.id, auditEvents.studentId))
    .leftJoin(classes, eq(classes.id, auditEvents.classId))
    .where(and(...conditions))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(f.limit + 1);
  const page = rows.slice(0, f.limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > f.limit && last ? { at: last.cursorAt, id: last.id } : null };
}

export type AuditEventRow = Awaited<ReturnType<typeof listEvents>>['rows'][number];

const talkName = sql<string>`case ${talks.talkType}::text ${sql.join(
  talkTypes.map((k) => sql`when ${k} then ${talkTypeNames[k]}`),
  sql` `,
)} end`;

/**
 * The names of whatever the events' values hold ids of (people, catalogue entries, portfolio items,
 * placements, talks), one query for a page; ids are unique across tables.
 */
export async function namesOf(db: DbOrTx, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (!ids.length) return [];
  const titled = (table: PgTable & { id: AnyPgColumn<{ data: string; notNull: true }>; title: AnyPgColumn }) => db.select({ id: table.id, name: sql<string>`${table.title}` }).from(table).where(inArray(table.id, ids));
  return unionAll(
    db.select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.name}` }).from(users).where(inArray(users.id, ids)),
    titled(competencyCategories),
    titled(competencyOptions),
    titled(competencyTests),
    titled(competencySubTests),
    titled(assessmentCategories),
    titled(assessmentOptions),
    titled(portfolioCategories),
    titled(portfolioItems),
    db
      .select({ id: assessmentCategoryTests.id, name: sql<string>`${competencyTests.title} || ' – ' || ${assessmentCategories.title}` })
      .from(assessmentCategoryTests)
      .innerJoin(competencyTests, eq(competencyTests.id, assessmentCategoryTests.testId))
      .innerJoin(assessmentCategories, eq(assessmentCategories.id, assessmentCategoryTests.categoryId))
      .where(inArray(assessmentCategoryTests.id, ids)),
    db
      .select({ id: placements.id, name: sql<string>`${placementProviders.name} || ' – ' || ${placementProviders.ward}` })
      .from(placements)
      .innerJoin(placementProviders, eq(placementProviders.id, placements.providerId))
      .where(inArray(placements.id, ids)),
    db.select({ id: talks.id, name: talkName }).from(talks).where(inArray(talks.id, ids)),
  );
}
