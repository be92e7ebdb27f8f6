import { sql } from 'drizzle-orm';
import { userStatuses } from '@praxisport/contract/users';
import { type AnyPgColumn, boolean, date, index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

// Users and classes point at each other (a student's class, a class's supervisor): one file, so
// that neither schema file imports the other.

export const userTypeEnum = pgEnum('user_type', ['supervisor', 'teacher', 'student', 'kilian']);
export const userStatusEnum = pgEnum('user_status', userStatuses);

/** Users of the app (D1 §3). Admins live in their own table. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: varchar({ length: 100 }).notNull(),
    firstName: varchar({ length: 100 }).notNull(),
    username: varchar({ length: 50 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    passwordHash: text().notNull(),
    contact: varchar({ length: 20 }),
    dob: date({ mode: 'string' }),
    userType: userTypeEnum().notNull(),
    status: userStatusEnum().notNull().default('active'),
    /** Set when an admin chose the password (kilian accounts): it must be changed at the first sign-in. */
    mustChangePassword: boolean().notNull().default(false),
    profile: text(),
    signature: text(),
    /** Language of mails and the app: 'de' or 'en'. */
    language: varchar({ length: 2 }).notNull().default('de'),
    gradeId: uuid().references((): AnyPgColumn => classes.id, { onDelete: 'set null' }),
    /** The school's identity provider and the person's subject there, once they signed in with it (decision 034). */
    oidcIssuer: varchar({ length: 500 }),
    oidcSubject: varchar({ length: 255 }),
    /** When an admin erased the person's personal data (DSGVO): the row stays as a pseudonym. */
    erasedAt: timestamp({ withTimezone: true }),
    lfce: varchar({ length: 2 }),
    impatient1: varchar({ length: 60 }),
    impatient2: varchar({ length: 60 }),
    impatient3: varchar({ length: 60 }),
    impatient4: varchar({ length: 60 }),
    impatient5: varchar({ length: 60 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_oidc_subject_unique').on(t.oidcIssuer, t.oidcSubject),
    index('users_grade_id_idx').on(t.gradeId),
    index('users_user_type_status_idx').on(t.userType, t.status),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: varchar({ length: 254 }).notNull(),
    firstName: varchar({ length: 100 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    passwordHash: text().notNull(),
    /** Language of mails: 'de' or 'en'. */
    language: varchar({ length: 2 }).notNull().default('de'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admins_email_unique').on(sql`lower(${t.email})`)],
);

/** A class (API: grade). `teacherId` is the creating supervisor (AMB-33). */
export const classes = pgTable(
  'classes',
  {
    id: uuid().primaryKey().defaultRandom(),
    className: varchar({ length: 200 }).notNull(),
    teacherId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('classes_teacher_id_idx').on(t.teacherId),
    uniqueIndex('classes_teacher_name_unique').on(t.teacherId, sql`lower(${t.className})`),
    // the lists' order (lower(name), id): a page of classes reads its rows in order and stops
    index('classes_name_order_idx').on(sql`lower(${t.className})`, t.id),
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
