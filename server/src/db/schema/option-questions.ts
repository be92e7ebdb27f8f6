import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A student's self-assessment of one option question (AMB-100, API-P19): one per student, set and question. */
export const optionAnswers = pgTable(
  'option_answers',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionSet: varchar({ length: 100 }).notNull(),
    question: varchar({ length: 100 }).notNull(),
    grade: smallint().notNull(),
    confirmed: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('option_answers_student_set_question_unique').on(t.studentId, t.optionSet, t.question),
    check('option_answers_grade', sql`${t.grade} between 1 and 5`),
  ],
);

/** A set's own fields (OPTQ-03, OPTQ-04): the KR choice of selforganizedlearning, the pictures of abilitytoreflect. */
export const optionAnswerExtras = pgTable(
  'option_answer_extras',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionSet: varchar({ length: 100 }).notNull(),
    kr: varchar({ length: 3 }),
    /** Stored upload addresses (ARCHITECTURE: Files), readable by whoever may read the answers. */
    pictures: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('option_answer_extras_student_set_unique').on(t.studentId, t.optionSet),
    index('option_answer_extras_pictures_idx').using('gin', t.pictures),
  ],
);
