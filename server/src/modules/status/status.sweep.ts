import type { Db } from '../../db/client';
import { sweepStatusChanges } from './status.service';

export interface StatusSweepOptions {
  /** Time between passes. */
  intervalMs: number;
  /** The first pass, shortly after the start. */
  firstAfterMs: number;
  log?: { warn: (obj: unknown, msg?: string) => void; info: (obj: unknown, msg?: string) => void };
}

export interface StatusSweep {
  /** Runs one pass now (or joins the one running). */
  runOnce: () => Promise<number>;
  stop: () => Promise<void>;
}

/**
 * The periodic sweep of a server process: the lights change with records of other modules (attendance,
 * guidance, absences, visits, assessments) and with the days going by, so every apprentice's status is
 * looked at again now and then and the parts that turned amber or red notify. Any number of processes
 * may run one: the row of each change decides who notifies.
 */
export function startStatusSweep(db: Db, o: StatusSweepOptions): StatusSweep {
  let running: Promise<number> | null = null;
  let stopped = false;
  const runOnce = () => {
    running ??= sweepStatusChanges(db)
      .then((told) => {
        if (told > 0) o.log?.info({ told }, 'training status changes notified');
        return told;
      })
      .catch((err) => {
        o.log?.warn({ err: String(err) }, 'training status sweep failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const tick = () => {
    if (!stopped) void runOnce();
  };
  const first = setTimeout(tick, o.firstAfterMs);
  const timer = setInterval(tick, o.intervalMs);
  first.unref();
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
