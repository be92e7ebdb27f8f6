import { index, pgEnum, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { portfolioItemTypes } from '@praxisport/contract/portfolio';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const portfolioItemTypeEnum = pgEnum('portfolio_item_type', portfolioItemTypes);

/**
 * The training portfolio catalogue (D2 §3): categories and their items, shared by every student.
 * A student's ticks (teacherChecked, studentChecked) go to their own table keyed by item and
 * student (issue 10), so the catalogue rows stay the same for everyone.
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
