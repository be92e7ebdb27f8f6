import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** The competency catalogue (D2 §2.12): categories → options → tests → sub-tests with learning links. */
export const competencyCategories = pgTable('competency_categories', {
  id: uuid().primaryKey().defaultRandom(),
  title: varchar({ length: 200 }).notNull(),
  ...timestamps,
});

export const competencyOptions = pgTable(
  'competency_options',
  {
    id: uuid().primaryKey().defaultRandom(),
    // restrict: catalogue entries are never deleted while others depend on them (AMB-129)
    categoryId: uuid()
      .notNull()
      .references(() => competencyCategories.id, { onDelete: 'restrict' }),
    title: varchar({ length: 200 }).notNull(),
    ...timestamps,
  },
  (t) => [index('competency_options_category_id_idx').on(t.categoryId)],
);

export const competencyTests = pgTable(
  'competency_tests',
  {
    id: uuid().primaryKey().defaultRandom(),
    optionId: uuid()
      .notNull()
      .references(() => competencyOptions.id, { onDelete: 'restrict' }),
    title: varchar({ length: 200 }).notNull(),
    ...timestamps,
  },
  (t) => [index('competency_tests_option_id_idx').on(t.optionId)],
);

export const competencySubTests = pgTable(
  'competency_sub_tests',
  {
    id: uuid().primaryKey().defaultRandom(),
    testId: uuid()
      .notNull()
      .references(() => competencyTests.id, { onDelete: 'restrict' }),
    title: varchar({ length: 200 }).notNull(),
    subTitle: varchar({ length: 200 }).notNull(),
    videoLink: text().notNull(),
    audioLink: text().notNull(),
    pdfLink1: text().notNull(),
    pdfLink2: text().notNull(),
    ...timestamps,
  },
  (t) => [index('competency_sub_tests_test_id_idx').on(t.testId)],
);
