import os from 'node:os';

/** How many test workers vitest starts (at least two: much of a test waits on the database). */
export const TEST_WORKERS = Math.max(2, os.availableParallelism() - 1);

/**
 * With TEST_DATABASE_URL each worker gets its own copy of the migrated database (like each
 * PGlite worker has its own), so that one worker's rows never change what another counts.
 */
export function workerDatabaseUrl(url: string, poolId: string | number): string {
  const u = new URL(url);
  u.pathname = `${u.pathname.replace(/^\//, '')}_w${poolId}`;
  return u.toString();
}
