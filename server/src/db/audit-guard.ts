import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

export const AUDIT_APPEND_ONLY_MESSAGE = 'audit_events is append-only';

/**
 * Makes the audit trail append-only in the database itself (decision 025): a
 * trigger refuses every UPDATE and DELETE of `audit_events`, whoever sends it. Installed after the
 * migrations at every start and idempotent, so any database gets it.
 * TRUNCATE stays possible for the one path that replaces everything, a restore from a backup.
 */
export async function ensureAuditAppendOnly(db: DbOrTx): Promise<void> {
  await db.execute(
    sql.raw(`create or replace function pp_audit_append_only() returns trigger language plpgsql as $$
begin
  raise exception '${AUDIT_APPEND_ONLY_MESSAGE}' using errcode = 'P0001';
end $$`),
  );
  await db.execute(sql.raw(`create or replace trigger audit_events_append_only before update or delete on audit_events for each row execute function pp_audit_append_only()`));
}
