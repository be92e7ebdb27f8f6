import { index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { admins, users } from './users';

/**
 * Single-use links: a password reset (60 minutes) or an invitation of an imported
 * student (7 days). Only the SHA-256 of the token is stored.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    purpose: varchar({ length: 10 }).notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid().references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_unique').on(t.tokenHash),
    index('account_tokens_user_id_idx').on(t.userId),
    index('account_tokens_admin_id_idx').on(t.adminId),
  ],
);
