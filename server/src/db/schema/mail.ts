import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The mail outbox (ADR 022): a row is written in the same transaction as the change
 * that causes the mail; the worker claims due rows (FOR UPDATE SKIP LOCKED plus a lease), sends
 * them and marks them sent, retrying with a growing delay while the mail server is down.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: varchar({ length: 254 }).notNull(),
    toName: varchar({ length: 220 }),
    subject: varchar({ length: 300 }).notNull(),
    body: text().notNull(),
    /** pending → sent; failed after the last attempt. */
    status: varchar({ length: 10 }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a worker until then; another worker may take it over afterwards. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    /** The .eml file under DATA_DIR/outbox when no SMTP server is configured. */
    fileName: varchar({ length: 100 }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt), index('mail_outbox_created_at_idx').on(t.createdAt)],
);
