import { check, index, pgTable, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { competencySubTests, competencyTests } from './catalogue';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** Assessment categories (D2 §3): one catalogue, whose root id the server names (AMB-93). */
export const assessmentCategories = pgTable('assessment_categories', {
  id: uuid().primaryKey().defaultRandom(),
  title: varchar({ length: 200 }).notNull(),
  ...timestamps,
});

/** An assessment category test: a description for one category, test and sub-test (D2 §3). */
export const assessmentCategoryTests = pgTable(
  'assessment_category_tests',
  {
    id: uuid().primaryKey().defaultRandom(),
    categoryId: uuid()
      .notNull()
      .references(() => assessmentCategories.id, { onDelete: 'restrict' }),
    testId: uuid()
      .notNull()
      .references(() => competencyTests.id, { onDelete: 'restrict' }),
    subTestId: uuid()
      .notNull()
      .references(() => competencySubTests.id, { onDelete: 'restrict' }),
    desc: text().notNull(),
    ...timestamps,
  },
  (t) => [
    index('assessment_category_tests_category_sub_test_idx').on(t.categoryId, t.subTestId),
    index('assessment_category_tests_test_id_idx').on(t.testId),
    index('assessment_category_tests_sub_test_id_idx').on(t.subTestId),
  ],
);

/** A test option: a grade 1–5 with its descriptor (D2 §3, §9). */
export const assessmentOptions = pgTable(
  'assessment_options',
  {
    id: uuid().primaryKey().defaultRandom(),
    categoryTestId: uuid()
      .notNull()
      .references(() => assessmentCategoryTests.id, { onDelete: 'restrict' }),
    title: varchar({ length: 200 }).notNull(),
    desc: text().notNull(),
    grade: smallint().notNull(),
    ...timestamps,
  },
  (t) => [index('assessment_options_category_test_id_idx').on(t.categoryTestId), check('assessment_options_grade_range', sql`${t.grade} between 1 and 5`)],
);
