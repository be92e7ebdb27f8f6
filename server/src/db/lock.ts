import fs from 'node:fs';
import lockfile from 'proper-lockfile';

export const lockedMessage = (dir: string) =>
  `Die eingebettete Datenbank in ${dir} wird bereits von einem anderen PraxisPort-Prozess verwendet. ` +
  'Beenden Sie diesen Prozess zuerst, oder setzen Sie DATABASE_URL für einen PostgreSQL-Server, um mehrere Prozesse zu betreiben.';

export class DataDirLockedError extends Error {}

/**
 * PGlite does not lock its directory and a second writer silently loses data (STACK.md):
 * take an exclusive lock and refuse to start when another process holds it.
 * @throws DataDirLockedError
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, {
      lockfilePath: `${dir}.lock`,
      stale: 15_000,
      update: 5_000,
      realpath: false,
      // The lock could not be refreshed in time (event loop blocked for 15 s) or was taken over:
      // another process may now write, so stop rather than risk silent data loss.
      onCompromised: (err) => {
        console.error(`Die Sperre der eingebetteten Datenbank in ${dir} ging verloren (${err.message}). PraxisPort wird beendet, um Datenverlust zu vermeiden.`);
        process.exit(1);
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(lockedMessage(dir));
    throw err;
  }
}
