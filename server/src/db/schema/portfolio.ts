import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { portfolioItemTypes, type PortfolioForm } from '@praxisport/contract/portfolio';
import { users } from './users';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const portfolioItemTypeEnum = pgEnum('portfolio_item_type', portfolioItemTypes);

/**
 * The training portfolio catalogue (D2 §3): categories and their items, shared by every student.
 * A student's ticks (teacherChecked, studentChecked) go to their own table keyed by item and
 * student, so the catalogue rows stay the same for everyone.
 */
export const portfolioCategories = pgTable('portfolio_categories', {
  id: uuid().primaryKey().defaultRandom(),
  title: varchar({ length: 200 }).notNull(),
  ...timestamps,
});

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    categoryId: uuid()
      .notNull()
      .references(() => portfolioCategories.id, { onDelete: 'restrict' }),
    title: varchar({ length: 200 }).notNull(),
    itemLearned: text().notNull(),
    type: portfolioItemTypeEnum().notNull(),
    ...timestamps,
  },
  (t) => [index('portfolio_items_category_id_idx').on(t.categoryId)],
);

/**
 * A student's ticks of one portfolio item (PORT-09..PORT-16): one row per student and
 * item, made on the first tick. Each side's tick keeps who set it last and when.
 */
export const portfolioTicks = pgTable(
  'portfolio_ticks',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid()
      .notNull()
      .references(() => portfolioItems.id, { onDelete: 'cascade' }),
    teacherChecked: boolean().notNull().default(false),
    teacherCheckedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    teacherCheckedAt: timestamp({ withTimezone: true }),
    studentChecked: boolean().notNull().default(false),
    studentCheckedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    studentCheckedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('portfolio_ticks_student_item_unique').on(t.studentId, t.itemId),
    index('portfolio_ticks_item_id_idx').on(t.itemId),
    index('portfolio_ticks_teacher_checked_by_id_idx').on(t.teacherCheckedById),
    index('portfolio_ticks_student_checked_by_id_idx').on(t.studentCheckedById),
  ],
);

/** The printable form's blanks of one student (PORT-02, PORT-03): trainee, school, provider, assignment blocks. */
export const portfolioForms = pgTable(
  'portfolio_forms',
  {
    studentId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    form: jsonb().$type<PortfolioForm>().notNull(),
    updatedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('portfolio_forms_updated_by_id_idx').on(t.updatedById)],
);
