import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DbHandle } from './client';
import { ensureLfceCatalogue } from './lfce-catalogue';
import { ensureRecordTemplates } from './record-templates';
import { ensureAuditAppendOnly } from './audit-guard';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies the committed migrations and loads the record templates and the LFCE catalogue into an empty database. On PostgreSQL an advisory lock keeps several processes from racing. */
export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    await ensureRecordTemplates(handle.db);
    await ensureLfceCatalogue(handle.db);
    await ensureAuditAppendOnly(handle.db);
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migratePg(handle.db, { migrationsFolder });
    await ensureRecordTemplates(handle.db);
    await ensureLfceCatalogue(handle.db);
    await ensureAuditAppendOnly(handle.db);
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
}
