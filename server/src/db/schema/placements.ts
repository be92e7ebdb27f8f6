import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { competenceAreas, guidanceKinds, guidanceStatuses, placementTypes } from '@praxisport/contract/placements';
import { talks } from './talks';
import { users } from './users';

export const placementTypeEnum = pgEnum('placement_type', placementTypes);
export const guidanceKindEnum = pgEnum('guidance_kind', guidanceKinds);
export const guidanceStatusEnum = pgEnum('guidance_status', guidanceStatuses);
export const competenceAreaEnum = pgEnum('competence_area', competenceAreas);

/** The provider catalogue the supervisors keep: a facility and its ward or unit. */
export const placementProviders = pgTable(
  'placement_providers',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: varchar({ length: 120 }).notNull(),
    ward: varchar({ length: 120 }).notNull(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('placement_providers_name_ward_unique').on(t.name, t.ward), index('placement_providers_created_by_id_idx').on(t.createdById)],
);

/** A placement (Praxiseinsatz) of a student, planned by the class's supervisor; no two of a student overlap. */
export const placements = pgTable(
  'placements',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: placementTypeEnum().notNull(),
    providerId: uuid()
      .notNull()
      .references(() => placementProviders.id, { onDelete: 'restrict' }),
    fromDate: date({ mode: 'string' }).notNull(),
    untilDate: date({ mode: 'string' }).notNull(),
    plannedHours: integer().notNull(),
    /** At the training provider itself (Träger der praktischen Ausbildung), not at a partner: counts towards its 1,300 h (§ 3 (2) PflAPrV). */
    atProvider: boolean().notNull().default(false),
    plannedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('placements_student_id_idx').on(t.studentId, t.fromDate),
    index('placements_provider_id_idx').on(t.providerId),
    index('placements_planned_by_id_idx').on(t.plannedById),
    check('placements_dates', sql`${t.untilDate} >= ${t.fromDate}`),
    check('placements_hours', sql`${t.plannedHours} between 1 and 2500`),
  ],
);

/** The practice instructors (teachers) assigned to a placement. */
export const placementInstructors = pgTable(
  'placement_instructors',
  {
    placementId: uuid()
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    teacherId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.placementId, t.teacherId] }), index('placement_instructors_teacher_id_idx').on(t.teacherId)],
);

/** A guidance session (Praxisanleitung) recorded by an assigned instructor; the student confirms or disputes it once. */
export const guidanceRecords = pgTable(
  'guidance_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    placementId: uuid()
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: uuid().references(() => users.id, { onDelete: 'set null' }),
    date: date({ mode: 'string' }).notNull(),
    minutes: smallint().notNull(),
    kind: guidanceKindEnum().notNull(),
    topic: varchar({ length: 300 }).notNull(),
    competenceArea: competenceAreaEnum(),
    /** A talk of the talks module counted as guidance (once). */
    talkId: uuid().references(() => talks.id, { onDelete: 'set null' }),
    status: guidanceStatusEnum().notNull().default('pending'),
    comment: text(),
    decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guidance_records_placement_id_idx').on(t.placementId),
    index('guidance_records_student_date_idx').on(t.studentId, t.date),
    index('guidance_records_teacher_id_idx').on(t.teacherId),
    index('guidance_records_decided_by_id_idx').on(t.decidedById),
    uniqueIndex('guidance_records_talk_unique').on(t.talkId),
    check('guidance_records_minutes', sql`${t.minutes} between 1 and 720`),
  ],
);

/** Absent days of a student in a placement, recorded by an assigned instructor. */
export const practicalAbsences = pgTable(
  'practical_absences',
  {
    id: uuid().primaryKey().defaultRandom(),
    placementId: uuid()
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    teacherId: uuid().references(() => users.id, { onDelete: 'set null' }),
    fromDate: date({ mode: 'string' }).notNull(),
    days: smallint().notNull(),
    note: varchar({ length: 300 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practical_absences_placement_id_idx').on(t.placementId),
    index('practical_absences_teacher_id_idx').on(t.teacherId),
    check('practical_absences_days', sql`${t.days} between 1 and 60`),
  ],
);
