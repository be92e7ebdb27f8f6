import fs from 'node:fs';
import lockfile from 'proper-lockfile';

export const lockedMessage = (dir: string) =>
  `Die eingebettete Datenbank in ${dir} wird bereits von einem anderen PraxisPort-Prozess verwendet. ` +
  'Beenden Sie diesen Prozess zuerst, oder setzen Sie DATABASE_URL für einen PostgreSQL-Server, um mehrere Prozesse zu betreiben.';

export const recoveredMessage = (dir: string, pid: number) =>
  `Die eingebettete Datenbank in ${dir} war noch für den PraxisPort-Prozess ${pid} gesperrt, der nicht mehr läuft ` +
  '(er wurde unerwartet beendet). Die Sperre wurde aufgehoben; PraxisPort startet.';

export class DataDirLockedError extends Error {}

/** Directories this process holds (a second lock from the same process is refused like any other). */
const held = new Set<string>();

/** The file beside the lock that names the process holding it. */
const ownerFile = (dir: string) => `${dir}.lock-owner`;

/**
 * Whether the process that wrote the owner file still runs: a process id that no longer exists,
 * our own id (a restarted container often gets the same one) or, on Linux, an id now used by a
 * program that is not Node.js all mean the owner died without releasing the lock.
 */
function ownerAlive(dir: string): { pid: number; alive: boolean } | undefined {
  let pid: number;
  try {
    pid = Number(JSON.parse(fs.readFileSync(ownerFile(dir), 'utf8')).pid);
  } catch {
    return undefined;
  }
  if (pid === process.pid) return { pid, alive: held.has(dir) };
  if (!Number.isInteger(pid) || pid <= 0) return { pid, alive: false };
  try {
    process.kill(pid, 0);
  } catch (err) {
    return { pid, alive: (err as NodeJS.ErrnoException).code === 'EPERM' };
  }
  try {
    return { pid, alive: fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node') };
  } catch {
    return { pid, alive: true };
  }
}

function take(dir: string) {
  return lockfile.lock(dir, {
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
}

/**
 * PGlite does not lock its directory and a second writer silently loses data (STACK.md):
 * take an exclusive lock and refuse to start when another process holds it. A lock left by a
 * process that died (SIGKILL, power loss) is recognised by its process id and taken over at once,
 * instead of waiting until it goes stale.
 * @throws DataDirLockedError
 */
export async function lockDataDir(dir: string, log: (message: string) => void = console.warn): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await take(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const owner = ownerAlive(dir);
    if (!owner || owner.alive) throw new DataDirLockedError(lockedMessage(dir));
    log(recoveredMessage(dir, owner.pid));
    fs.rmSync(`${dir}.lock`, { recursive: true, force: true });
    try {
      release = await take(dir);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(lockedMessage(dir));
      throw again;
    }
  }
  fs.writeFileSync(ownerFile(dir), JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
  held.add(dir);
  return async () => {
    held.delete(dir);
    fs.rmSync(ownerFile(dir), { force: true });
    await release();
  };
}
