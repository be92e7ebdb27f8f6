import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The answers of writes sent with an `Idempotency-Key` (decision 032): a write sent again with the
 * same key by the same caller gets the stored answer instead of running twice. A row without a
 * status is a write still running. Rows are technical and short-lived (24 hours).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key it is: 'user:<id>', 'admin:<id>', or 'anon' for a caller without a session. */
    scope: text().notNull(),
    key: text().notNull(),
    /** SHA-256 of method, URL and body: the same key for another request is refused. */
    fingerprint: text().notNull(),
    status: integer(),
    responseBody: text(),
    contentType: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
