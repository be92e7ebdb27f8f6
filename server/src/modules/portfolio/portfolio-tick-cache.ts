import type { DbOrTx } from '../../db/client';
import { keptPerHandle } from '../../lib/announced-cache';
import type { listTicksWithForm } from './training-portfolio.repository';

type TicksWithForm = Awaited<ReturnType<typeof listTicksWithForm>>;

/**
 * A short cache of a student's ticks and saved blanks (issue 17, decision 023): the student's and
 * the teacher's portfolio screens open them and reload after every tick, and they change only with
 * a tick or a saved form. Per student; the catalogue beside them has its own cache. The database
 * announces every tick row or form written or deleted ('p:<student id>', db/session-notify.ts) and a
 * renamed or deleted person ('p:*': a tick names who set it); each process drops what it kept, the
 * process that wrote at once (`dropPortfolioTicks`). Everything inside a transaction comes from the
 * database. Kept values are never changed by their readers.
 */
const caches = keptPerHandle<TicksWithForm>('p:', { max: 5_000 });

/** A student's ticks and blanks through the cache of `db` when it has one. */
export function cachedTicksWithForm(db: DbOrTx, studentId: string, lookup: () => Promise<TicksWithForm>): Promise<TicksWithForm> {
  return caches.get(db, studentId, lookup);
}

/** Drops a student's kept ticks and blanks in this process (after a write here; other processes hear the database). */
export function dropPortfolioTicks(db: DbOrTx, studentId: string): void {
  caches.drop(db, studentId);
}
