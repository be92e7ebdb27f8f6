import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { competencySubTests, competencyTests } from './catalogue';
import { users } from './users';

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

/**
 * A student's assessment in one category test (ENT-20, ASMT-25): the chosen option and its grade,
 * by the teacher who gave it. Submitted once (ASMT-21, AMB-98, SEC-12): the unique index answers 409.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryTestId: uuid()
      .notNull()
      .references(() => assessmentCategoryTests.id, { onDelete: 'restrict' }),
    optionId: uuid()
      .notNull()
      .references(() => assessmentOptions.id, { onDelete: 'restrict' }),
    grade: smallint().notNull(),
    teacherId: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('assessments_student_category_test_unique').on(t.studentId, t.categoryTestId),
    index('assessments_category_test_id_idx').on(t.categoryTestId),
    index('assessments_option_id_idx').on(t.optionId),
    index('assessments_teacher_id_idx').on(t.teacherId),
    check('assessments_grade_range', sql`${t.grade} between 1 and 5`),
  ],
);
