import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamp as JSON's answers carry it: ISO 8601 in UTC with milliseconds, as `Date.toISOString()`
 * writes it (PostgreSQL keeps microseconds; both drop what is below the millisecond). For answers
 * that PostgreSQL writes as JSON text (lib/json-text.ts).
 */
export const isoUtc = (timestamp: SQL): SQL => sql`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
