import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** One Drizzle type for both drivers: their query builders are the same. */
export type Db = NodePgDatabase;
/** A transaction of the Db: `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository takes: the Db, or a transaction when a service runs several writes as one. */
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  close: () => Promise<void>;
  /** The PGlite instance (embedded driver only), for migrations and dumps. */
  pglite?: PGlite;
  pool?: pg.Pool;
}

// dates as strings, never shifted into local time
pg.types.setTypeParser(1082, (v) => v);

/**
 * Planner settings of every connection: a school's rows fit in memory, so a random read costs about
 * what a sequential one does (PostgreSQL's default of 4 makes it hash whole tables for a join of a
 * few rows instead of using the index).
 */
export const PLANNER_SETTINGS = { random_page_cost: '1.1' } as const;
const settingArgs = Object.entries(PLANNER_SETTINGS).flatMap(([k, v]) => ['-c', `${k}=${v}`]);

export function openPg(url: string, max = 10): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max, options: settingArgs.join(' ') });
  const db = drizzlePg(pool, { casing: 'snake_case' });
  return { db, driver: 'pg', pool, close: () => pool.end() };
}

export function wrapPglite(pglite: PGlite): DbHandle {
  const db = drizzlePglite(pglite, { casing: 'snake_case' }) as unknown as Db;
  return { db, driver: 'pglite', pglite, close: () => pglite.close() };
}

/**
 * The embedded database's shared buffers: PostgreSQL's default of 128 MB
 * is most of the server's memory in PGlite (its WebAssembly memory never shrinks); 32 MB hold a
 * school's hot rows. PGLITE_SHARED_BUFFERS changes it (e.g. '64MB').
 */
export const pgliteStartParams = (env: NodeJS.ProcessEnv = process.env) => [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${env.PGLITE_SHARED_BUFFERS ?? '32MB'}`,
  ...settingArgs,
];

export async function openPglite(dataDir?: string): Promise<DbHandle> {
  const options = { startParams: pgliteStartParams() };
  const pglite = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await pglite.waitReady;
  return wrapPglite(pglite);
}
