import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins, users } from './users';

/** Server-side sessions: only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid().references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** A sign-in through the school's provider: its ID token, the hint for ending the provider's session at sign-out. */
    idToken: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_admin_id_idx').on(t.adminId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** Fixed-window counters shared by every process (login failures, anonymous calls). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull().default(0),
    windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);
