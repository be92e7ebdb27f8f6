import type { DbOrTx } from '../../db/client';
import { firstPart, keptPerHandle } from '../../lib/announced-cache';
import type { PlanRecords } from './placements.repository';

/**
 * A short cache of a student's plan as the database holds it (issue 17, decision 023, fifteenth
 * round): the guidance proof reads a student's placements, guidance records, absent days and
 * instructors (about 20 KB) on every visit of the student's, the supervisor's and the instructors'
 * screens, and they change with a recorded session, a decision or a planned placement. Kept per
 * student and asker (a teacher's own assignments are part of the answer) until the database
 * announces 'g:<student id>' (a placement, guidance record, absence or instructor of the student
 * written or deleted; the student's wishes or class changed) or 'g:*' (a person renamed or deleted,
 * a class renamed or given to another supervisor, a provider changed). The process that wrote drops
 * at once (`dropPlan`). Everything inside a transaction comes from the database.
 * Kept values are never changed by their readers. What is built from them per request (today's
 * figures, the school-side absence, the class's teachers) is not kept here.
 */
// at most 500 plans (about 40 KB each with their guidance records' text: 20 MB; kept SESSION_CACHE_MS each)
const caches = keptPerHandle<PlanRecords | null>('g:', { max: 500, groupOf: firstPart });

/** A student's plan records (as `assignedTo` asks for them) through the cache of `db` when it has one. */
export function cachedPlan(db: DbOrTx, studentId: string, assignedTo: string | undefined, lookup: () => Promise<PlanRecords | null>): Promise<PlanRecords | null> {
  return caches.get(db, `${studentId}|${assignedTo ?? ''}`, lookup);
}

/** Drops a student's kept plan in this process (after a write here that its triggers announce). */
export function dropPlan(db: DbOrTx, studentId: string): void {
  caches.drop(db, studentId);
}

