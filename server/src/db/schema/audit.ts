import { index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { admins, users } from './users';

/**
 * The audit trail (decision 025): one row per change of a grade, an attendance
 * day, a talk confirmation, a portfolio tick, a guidance record, a class membership, an account's
 * state or a catalogue entry. Append-only: a trigger refuses UPDATE and DELETE (db/audit-guard.ts).
 * Rows hold ids and values only, never names or addresses: names come from joins, so that the
 * pseudonymisation of a user row (DSGVO erasure, decision 024) covers the trail as well.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who changed it: a user or an admin (exactly one; both empty for the system). */
    actorUserId: uuid().references(() => users.id),
    actorAdminId: uuid().references(() => admins.id),
    /** What happened, e.g. 'attendance.save', 'class.join' (AUDIT_ACTIONS in the contract). */
    action: varchar({ length: 60 }).notNull(),
    /** The kind of record changed (AUDIT_ENTITIES in the contract). */
    entity: varchar({ length: 40 }).notNull(),
    /** The changed record's id. */
    entityId: varchar({ length: 100 }).notNull(),
    /** The class it belongs to, where there is one (no reference: the trail outlives what it describes). */
    classId: uuid(),
    /** The student it is about, where there is one. */
    studentId: uuid().references(() => users.id),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_events_class_idx').on(t.classId, t.at),
    index('audit_events_actor_user_idx').on(t.actorUserId, t.at),
    index('audit_events_actor_admin_idx').on(t.actorAdminId, t.at),
    index('audit_events_student_idx').on(t.studentId),
    index('audit_events_at_idx').on(t.at, t.id),
  ],
);
