import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const recordKindEnum = pgEnum('record_kind', ['form', 'review']);
export const reviewTypeEnum = pgEnum('review_type', ['comments', 'review']);

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** A point of a template item: name and description (six per item). */
export interface TemplatePoint {
  name: string;
  desc: string;
}

/**
 * The templates every new student's forms and reviews are created from: 'Bogen A' …,
 * and the review forms of the talks. `rType` only for reviews.
 */
export const recordTemplates = pgTable(
  'record_templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: recordKindEnum().notNull(),
    name: varchar({ length: 200 }).notNull(),
    rType: reviewTypeEnum(),
    position: integer().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('record_templates_kind_name_unique').on(t.kind, t.name)],
);

/** The items of a template, each with exactly six points. */
export const templateItems = pgTable(
  'template_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    templateId: uuid()
      .notNull()
      .references(() => recordTemplates.id, { onDelete: 'cascade' }),
    itemName: varchar({ length: 200 }).notNull(),
    itemDesc: text().notNull().default(''),
    position: integer().notNull(),
    points: jsonb().$type<TemplatePoint[]>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('template_items_template_position_unique').on(t.templateId, t.position),
    check('template_items_six_points', sql`jsonb_array_length(${t.points}) = 6`),
  ],
);

/** A student's form (ENT-06). */
export const forms = pgTable(
  'forms',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: uuid().references(() => recordTemplates.id, { onDelete: 'set null' }),
    fName: varchar({ length: 200 }).notNull(),
    position: integer().notNull(),
    ...timestamps,
  },
  (t) => [index('forms_student_id_idx').on(t.studentId), index('forms_template_id_idx').on(t.templateId)],
);

/** A student's review entry (ENT-07, ENT-08): 'comments' entries lead to the comments screen. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: uuid().references(() => recordTemplates.id, { onDelete: 'set null' }),
    rName: varchar({ length: 200 }).notNull(),
    rType: reviewTypeEnum().notNull(),
    rDate: date({ mode: 'string' }),
    attendingPeople: text().notNull().default(''),
    position: integer().notNull(),
    ...timestamps,
  },
  (t) => [index('reviews_student_id_idx').on(t.studentId), index('reviews_template_id_idx').on(t.templateId)],
);

/** An item of a form or of a review (ENT-09): exactly one owner. */
export const items = pgTable(
  'items',
  {
    id: uuid().primaryKey().defaultRandom(),
    formId: uuid().references(() => forms.id, { onDelete: 'cascade' }),
    reviewId: uuid().references(() => reviews.id, { onDelete: 'cascade' }),
    itemName: varchar({ length: 200 }).notNull(),
    itemDesc: text().notNull().default(''),
    position: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    index('items_form_id_idx').on(t.formId),
    index('items_review_id_idx').on(t.reviewId),
    check('items_one_owner', sql`(${t.formId} is null) <> (${t.reviewId} is null)`),
  ],
);

/** A checklist point (ENT-10) with its last change (the point's history). */
export const points = pgTable(
  'points',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    name: varchar({ length: 200 }).notNull(),
    desc: text().notNull().default(''),
    done: boolean().notNull().default(false),
    position: integer().notNull(),
    changedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('points_item_position_unique').on(t.itemId, t.position),
    index('points_changed_by_id_idx').on(t.changedById),
    check('points_position_range', sql`${t.position} between 0 and 5`),
  ],
);

/** Every change of a point: who set it to what, when. */
export const pointChanges = pgTable(
  'point_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    pointId: uuid()
      .notNull()
      .references(() => points.id, { onDelete: 'cascade' }),
    done: boolean().notNull(),
    changedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('point_changes_point_id_idx').on(t.pointId), index('point_changes_changed_by_id_idx').on(t.changedById)],
);
