import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from './catalogue';
import { users } from './users';

/**
 * A student's competency test record (D2 §3, NP-24): at most one per student and competency
 * category (AMB-111). The chosen option, test and sub-test; the sub-test may change within the
 * same test, a different test is refused (NP-14). Who chose it last and when are kept.
 */
export const competencyTestRecords = pgTable(
  'competency_test_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => competencyCategories.id, { onDelete: 'restrict' }),
    optionId: uuid()
      .notNull()
      .references(() => competencyOptions.id, { onDelete: 'restrict' }),
    testId: uuid()
      .notNull()
      .references(() => competencyTests.id, { onDelete: 'restrict' }),
    subTestId: uuid()
      .notNull()
      .references(() => competencySubTests.id, { onDelete: 'restrict' }),
    chosenById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competency_test_records_student_category_unique').on(t.studentId, t.categoryId),
    index('competency_test_records_category_id_idx').on(t.categoryId),
    index('competency_test_records_option_id_idx').on(t.optionId),
    index('competency_test_records_test_id_idx').on(t.testId),
    index('competency_test_records_sub_test_id_idx').on(t.subTestId),
    index('competency_test_records_chosen_by_id_idx').on(t.chosenById),
  ],
);

/**
 * The explanation of a nursing-phenomena option (API-P13, AMB-95, AMB-108): its own text and an
 * optional video link. Without a row the page says that none is written yet and offers the first
 * sub-test's video of the option from the catalogue.
 */
export const nursingPhenomenonExplanations = pgTable('nursing_phenomenon_explanations', {
  optionId: uuid()
    .primaryKey()
    .references(() => competencyOptions.id, { onDelete: 'cascade' }),
  text: text().notNull(),
  videoLink: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
