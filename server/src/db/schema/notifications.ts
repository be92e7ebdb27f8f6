import { boolean, index, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { admins, users } from './users';

/**
 * In-app notifications. The recipient is a user or an admin; `params` hold only what
 * the recipient may read; `dedupeKey` makes "once per threshold" kinds idempotent.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid().references(() => admins.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 40 }).notNull(),
    params: jsonb().$type<Record<string, string>>().notNull().default({}),
    link: varchar({ length: 300 }).notNull(),
    dedupeKey: varchar({ length: 200 }),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_admin_idx').on(t.adminId, t.createdAt),
    uniqueIndex('notifications_dedupe_unique').on(sql`coalesce(${t.userId}, ${t.adminId})`, t.dedupeKey),
  ],
);

/** E-mail opt-outs per recipient and kind (in-app notifications are always on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    ownerId: uuid().notNull(),
    kind: varchar({ length: 40 }).notNull(),
    email: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.kind] })],
);
