import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgEnum, pgTable, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { otherTypes, talkTypes, teacherTypes } from '@praxisport/contract/talks';
import { users } from './users';

export const talkTypeEnum = pgEnum('talk_type', talkTypes);
export const talkTeacherTypeEnum = pgEnum('talk_teacher_type', teacherTypes);
export const talkOtherTypeEnum = pgEnum('talk_other_type', otherTypes);

/**
 * A talk between instructor and trainee (ENT-23): one per student and type (AMB-76). Each
 * confirmation keeps who gave it and when; once the student confirmed, it is locked.
 */
export const talks = pgTable(
  'talks',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The instructor who submitted it last (AMB-77, AMB-78). */
    teacherId: uuid().references(() => users.id, { onDelete: 'set null' }),
    talkType: talkTypeEnum().notNull(),
    interviewDate: date({ mode: 'string' }).notNull(),
    intermWeek: smallint().notNull(),
    intermYear: smallint().notNull(),
    finalWeek: smallint().notNull(),
    finalYear: smallint().notNull(),
    teacherType: talkTeacherTypeEnum().notNull(),
    otherPerson: varchar({ length: 200 }).notNull(),
    otherType: talkOtherTypeEnum().notNull(),
    mainteractionDates: date({ mode: 'string' }).array().notNull(),
    fixedpointDates: date({ mode: 'string' }).array().notNull(),
    competencyTestDate: date({ mode: 'string' }).notNull(),
    instructorConfirmation: boolean().notNull().default(false),
    instructorConfirmedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    instructorConfirmedAt: timestamp({ withTimezone: true }),
    studentConfirmation: boolean().notNull().default(false),
    studentConfirmedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    studentConfirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('talks_student_type_unique').on(t.studentId, t.talkType),
    index('talks_teacher_id_idx').on(t.teacherId),
    index('talks_instructor_confirmed_by_id_idx').on(t.instructorConfirmedById),
    index('talks_student_confirmed_by_id_idx').on(t.studentConfirmedById),
    check('talks_weeks', sql`${t.intermWeek} between 1 and 53 and ${t.finalWeek} between 1 and 53`),
    check('talks_years', sql`${t.intermYear} between 1900 and 2099 and ${t.finalYear} between 1900 and 2099`),
  ],
);
