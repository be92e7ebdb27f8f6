import type { TalkType } from '@praxisport/contract/talks';
import type { DbOrTx } from '../../db/client';
import { firstPart, keptPerHandle } from '../../lib/announced-cache';
import type { TalkRecord } from './talks.repository';

/**
 * A short cache of a student's talks (issue 17, decision 023): the talk form opens the talk of its
 * type, the student's and the teacher's screens return to it, and it changes with a submission or a
 * confirmation. Per student and type. The database announces every talk written or deleted
 * ('t:<student id>', db/session-notify.ts) and a renamed or deleted person or a changed signature
 * ('t:*': a talk shows its instructor's signature and who confirmed it); each process drops what it
 * kept, the process that wrote at once (`dropTalks`). Everything inside a transaction comes from the
 * database. Kept values are never changed by their readers.
 */
const caches = keptPerHandle<TalkRecord | null>('t:', { max: 5_000, groupOf: firstPart });

/** A student's talk of a type through the cache of `db` when it has one. */
export function cachedTalkOf(db: DbOrTx, studentId: string, talkType: TalkType, lookup: () => Promise<TalkRecord | null>): Promise<TalkRecord | null> {
  return caches.get(db, `${studentId}|${talkType}`, lookup);
}

/** Drops a student's kept talks in this process (after a write here; other processes hear the database). */
export function dropTalks(db: DbOrTx, studentId: string): void {
  caches.drop(db, studentId);
}
