import { index, pgEnum, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { kilianFolderTypes, kilianTypes } from '@praxisport/contract/kilian';
import { competencySubTests } from './catalogue';
import { uploads } from './uploads';
import { users } from './users';

export const kilianTypeEnum = pgEnum('kilian_type', kilianTypes);
export const kilianFolderEnum = pgEnum('kilian_folder', kilianFolderTypes);

/** A KILIAN task (ENT-36): one per student and category (KIL-09, SEC-13, AMB-119). */
export const kilianTasks = pgTable(
  'kilian_tasks',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kilianType: kilianTypeEnum().notNull(),
    topic: varchar({ length: 200 }).notNull(),
    /** The kilian user who started it. */
    startedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kilian_tasks_student_type_unique').on(t.studentId, t.kilianType), index('kilian_tasks_started_by_id_idx').on(t.startedById)],
);

/** A file in a student's KILIAN folder (ENT-37): a stored upload, recorded once. */
export const kilianUploads = pgTable(
  'kilian_uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subTestId: uuid()
      .notNull()
      .references(() => competencySubTests.id, { onDelete: 'restrict' }),
    type: kilianFolderEnum().notNull(),
    title: varchar({ length: 255 }).notNull(),
    /** The stored address (UPL-03). */
    file: varchar({ length: 2000 }).notNull(),
    uploadId: uuid()
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    uploadedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kilian_uploads_upload_unique').on(t.uploadId),
    index('kilian_uploads_folder_idx').on(t.studentId, t.subTestId, t.type),
    index('kilian_uploads_sub_test_id_idx').on(t.subTestId),
    index('kilian_uploads_uploaded_by_id_idx').on(t.uploadedById),
  ],
);
