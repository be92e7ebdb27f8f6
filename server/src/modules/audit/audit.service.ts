import { auditMessages, type AuditAction, type AuditEntity, type AuditEvent, type AuditEventsResponse, type AuditQuery } from '@praxisport/contract/audit';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/cursor';
import { toAuditEvent } from './audit.presenter';
import { insertEvents, listEvents, namesOf, type AuditCursor } from './audit.repository';

/** One change for the trail: ids and values only, never names or addresses (decision 025). */
export interface AuditChange {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  classId?: string | null;
  studentId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records changes in the audit trail. Call it with the transaction that makes the change, so that
 * the change and its record commit or fail together. Several changes of one request go in with one
 * statement. `actor` null: the system.
 */
export async function record(db: DbOrTx, actor: Actor | null, ...changes: AuditChange[]): Promise<void> {
  await insertEvents(
    db,
    changes.map((c) => ({
      actorUserId: actor?.kind === 'user' ? actor.id : null,
      actorAdminId: actor?.kind === 'admin' ? actor.id : null,
      action: c.action,
      entity: c.entity,
      entityId: c.entityId,
      classId: c.classId ?? null,
      studentId: c.studentId ?? null,
      before: c.before ?? null,
      after: c.after ?? null,
    })),
  );
}

const UUID_ANYWHERE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * The names of what the events' values name by id: people (a day's students, a removed teacher),
 * catalogue entries, learning objectives, placements and talks, so that a screen shows names where
 * the trail keeps ids (decision 025); at most 2000 ids a page.
 */
export async function peopleNamed(db: DbOrTx, events: AuditEvent[]): Promise<Record<string, string>> {
  const ids = new Set<string>();
  for (const e of events) for (const m of JSON.stringify([e.before, e.after]).matchAll(UUID_ANYWHERE)) ids.add(m[0].toLowerCase());
  const rows = await namesOf(db, [...ids].slice(0, 2000));
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}

/** A record's history stays short (tens of changes); a screen shows at most this many. */
const HISTORY_MAX = 200;

/** The history of one record, or of a class's records of one kind, newest first. The caller checked access. */
export async function listHistory(db: DbOrTx, f: { entity: AuditEntity; entityId?: string; classId?: string }): Promise<AuditEvent[]> {
  return (await listEvents(db, { ...f, limit: HISTORY_MAX })).rows.map(toAuditEvent);
}

const encodeCursor = (c: AuditCursor) => encodeTimeCursor(c);
/** @throws VALIDATION_ERROR a cursor this server did not hand out */
const decodeCursor = (cursor: string): AuditCursor => decodeTimeCursor(cursor, auditMessages.badCursor, 'cursor');

export const AUDIT_PAGE_DEFAULT = 50;

/**
 * Every event, for admins: filtered by kind, actor (part of a name or address), class and days,
 * newest first, by cursor. @throws VALIDATION_ERROR a foreign cursor
 */
export async function listAllEvents(db: DbOrTx, q: AuditQuery): Promise<AuditEventsResponse> {
  const { rows, next } = await listEvents(db, {
    ...(q.entity ? { entity: q.entity } : {}),
    ...(q.classId ? { classId: q.classId } : {}),
    ...(q.actor ? { actor: q.actor } : {}),
    ...(q.from ? { from: q.from } : {}),
    ...(q.to ? { to: q.to } : {}),
    ...(q.cursor ? { before: decodeCursor(q.cursor) } : {}),
    limit: q.limit ?? AUDIT_PAGE_DEFAULT,
  });
  const events = rows.map(toAuditEvent);
  return { events, names: await peopleNamed(db, events), nextCursor: next ? encodeCursor(next) : null };
}
