import { boolean, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { attendanceReasons, BLOCK_KEYS } from '@praxisport/contract/attendance';
import { analysisStatuses } from '@praxisport/contract/register-analysis';
import { classes, users } from './users';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const attendanceReasonEnum = pgEnum('attendance_reason', attendanceReasons);
export const lessonBlockEnum = pgEnum('lesson_block', BLOCK_KEYS);
export const analysisStatusEnum = pgEnum('analysis_status', analysisStatuses);

/**
 * The attendance list of a class and day (ENT-13, AMB-66): one per class and day. `teacherId` is
 * the supervisor who saved it last (AMB-63); `version` grows with every save (stale-save check).
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    classId: uuid()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    teacherId: uuid().references(() => users.id, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('attendance_records_class_date_unique').on(t.classId, t.date), index('attendance_records_teacher_id_idx').on(t.teacherId)],
);

/** One student's day in a record: presence per block and one reason (ATT-06, ATT-07, AMB-64). */
export const attendanceEntries = pgTable(
  'attendance_entries',
  {
    recordId: uuid()
      .notNull()
      .references(() => attendanceRecords.id, { onDelete: 'cascade' }),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    b8: boolean().notNull(),
    b10: boolean().notNull(),
    b12: boolean().notNull(),
    b1345: boolean().notNull(),
    reason: attendanceReasonEnum(),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.studentId] }), index('attendance_entries_student_id_idx').on(t.studentId)],
);

/** The LFCE catalogue (ENT-15): the curricular units CE 01 … CE 11, loaded at every start when empty. */
export const lfces = pgTable(
  'lfces',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: varchar({ length: 300 }).notNull(),
    competencyIv: text().notNull().default(''),
    position: integer().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('lfces_title_unique').on(t.title)],
);

/** The class register analysis of a class and day (ENT-14, AMB-70): one per class and day. */
export const registerAnalyses = pgTable(
  'register_analyses',
  {
    id: uuid().primaryKey().defaultRandom(),
    classId: uuid()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('register_analyses_class_date_unique').on(t.classId, t.date)],
);

/** At most one entry per lesson block (AMB-70). */
export const registerAnalysisEntries = pgTable(
  'register_analysis_entries',
  {
    analysisId: uuid()
      .notNull()
      .references(() => registerAnalyses.id, { onDelete: 'cascade' }),
    time: lessonBlockEnum().notNull(),
    lfceId: uuid().references(() => lfces.id, { onDelete: 'set null' }),
    supervisorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    content: text().notNull().default(''),
    status: analysisStatusEnum(),
    forInstructors: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.analysisId, t.time] }),
    index('register_analysis_entries_lfce_id_idx').on(t.lfceId),
    index('register_analysis_entries_supervisor_id_idx').on(t.supervisorId),
  ],
);
