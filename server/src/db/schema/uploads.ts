import { bigint, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Stored files. `key` is the last segment of the stored address. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    key: varchar({ length: 100 }).notNull(),
    contentType: varchar({ length: 120 }).notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    uploaderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_key_unique').on(t.key), index('uploads_uploader_id_idx').on(t.uploaderId)],
);
