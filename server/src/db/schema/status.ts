import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgEnum, pgTable, primaryKey, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { trafficLights } from '@praxisport/contract/placements';
import { qualifiedAssessmentStatuses, type AreaAssessment } from '@praxisport/contract/qualified-assessments';
import { statusParts } from '@praxisport/contract/status';
import { visitForms } from '@praxisport/contract/visits';
import { placements } from './placements';
import { users } from './users';

export const visitFormEnum = pgEnum('visit_form', visitForms);
export const qualifiedAssessmentStatusEnum = pgEnum('qualified_assessment_status', qualifiedAssessmentStatuses);
export const trafficLightEnum = pgEnum('traffic_light', trafficLights);
export const statusPartEnum = pgEnum('status_part', statusParts);

/** The apprentice's training period, set by the class's supervisor: start and planned end (3 years full-time, up to 5 part-time). */
export const trainingPeriods = pgTable(
  'training_periods',
  {
    studentId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date({ mode: 'string' }).notNull(),
    plannedEnd: date({ mode: 'string' }).notNull(),
    setById: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_periods_set_by_id_idx').on(t.setById), check('training_periods_dates', sql`${t.plannedEnd} > ${t.startDate}`)],
);

/** A visit of the school (Praxisbegleitung) in a placement, recorded by the class's supervisor. */
export const visits = pgTable(
  'visits',
  {
    id: uuid().primaryKey().defaultRandom(),
    placementId: uuid()
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    supervisorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    date: date({ mode: 'string' }).notNull(),
    form: visitFormEnum().notNull(),
    notes: varchar({ length: 1000 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visits_placement_id_idx').on(t.placementId, t.date), index('visits_supervisor_id_idx').on(t.supervisorId)],
);

/** The qualified assessment of a placement (one per placement), written by its instructor and confirmed by the apprentice. */
export const qualifiedAssessments = pgTable(
  'qualified_assessments',
  {
    id: uuid().primaryKey().defaultRandom(),
    placementId: uuid()
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    teacherId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The five competence areas, each { area, grade 1–5 or null in a draft, text }. */
    areas: jsonb().$type<AreaAssessment[]>().notNull(),
    status: qualifiedAssessmentStatusEnum().notNull().default('draft'),
    submittedAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('qualified_assessments_placement_unique').on(t.placementId), index('qualified_assessments_teacher_id_idx').on(t.teacherId)],
);

/**
 * The light of each status part the apprentice and the supervisor were last told of, so that a part that
 * turns amber or red notifies once per change. Not a figure: the figures are computed on read.
 */
export const statusLightsNotified = pgTable(
  'status_lights_notified',
  {
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    part: statusPartEnum().notNull(),
    light: trafficLightEnum().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.part] })],
);

