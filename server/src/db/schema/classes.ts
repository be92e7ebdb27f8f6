import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A class (API: grade). `teacherId` is the creating supervisor (AMB-33). */
export const classes = pgTable(
  'classes',
  {
    id: uuid().primaryKey().defaultRandom(),
    className: varchar({ length: 200 }).notNull(),
    teacherId: uuid()
      .notNull()
      .references((): any => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('classes_teacher_id_idx').on(t.teacherId),
    uniqueIndex('classes_teacher_name_unique').on(t.teacherId, sql`lower(${t.className})`),
  ],
);

/** Teachers (practice instructors) who joined a class. */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: uuid()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    teacherId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.teacherId] }), index('class_teachers_teacher_id_idx').on(t.teacherId)],
);
