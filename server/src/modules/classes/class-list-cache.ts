import type { DbOrTx } from '../../db/client';
import { keptPerHandle } from '../../lib/announced-cache';
import { cachedCatalogue, catalogueCacheActive, dropCatalogue } from '../../lib/catalogue-cache';
import type { ClassWithCount } from './classes.presenter';
import type { ClassesCursor } from './classes.repository';

/**
 * The class lists of the classes screen (issue 17, decision 023): every teacher's and supervisor's
 * landing page. The school's classes in list order (name, id) with their numbers of students are
 * one entry of the catalogue cache ('classes': the database announces every insert, update, delete
 * or truncate of classes and of the kept numbers of students, db/session-notify.ts), a teacher's
 * joined classes one entry per teacher (dropped with every join or removal, 'm:<teacher id>'). A
 * teacher's, a supervisor's and the not-joined lists are then filtered in memory, without a query.
 */
const joinedCaches = keptPerHandle<ReadonlySet<string>>('m:', { max: 50_000 });

/** A list the school keeps whole: past this many classes the lists are read from the database. */
export const CACHED_CLASSES_MAX = 1000;

/**
 * The school's classes in list order through the cache, or null when `db` has no cache (then the
 * lists ask the database) or the school has more classes than the cache keeps.
 */
export async function cachedSchoolClasses(db: DbOrTx, lookup: () => Promise<ClassWithCount[]>): Promise<readonly ClassWithCount[] | null> {
  if (!catalogueCacheActive(db) || !joinedCaches.active(db)) return null;
  const all = await cachedCatalogue(db, 'classes', lookup);
  return all.length < CACHED_CLASSES_MAX ? all : null;
}

/** The ids of the classes a teacher joined, through the cache of `db`. */
export function cachedJoinedClassIds(db: DbOrTx, teacherId: string, lookup: () => Promise<ReadonlySet<string>>): Promise<ReadonlySet<string>> {
  return joinedCaches.get(db, teacherId, lookup);
}

/** Drops a teacher's joined classes in this process (after their join or removal; other processes hear the database). */
export function dropJoinedClasses(db: DbOrTx, teacherId: string): void {
  joinedCaches.drop(db, teacherId);
}

/** Drops the school's class list in this process (after a new class; other processes hear the database). */
export function dropSchoolClasses(db: DbOrTx): void {
  dropCatalogue(db, 'classes');
}

/**
 * A page of the classes not in `joined`, in list order, after the cursor's class, whose name
 * contains `search` (case-insensitive), as the database's page query answers it; null when the
 * cursor's class is no longer in the list (then the database answers).
 */
export function notJoinedPage(
  all: readonly ClassWithCount[],
  joined: ReadonlySet<string>,
  { limit, after, search }: { limit: number; after?: ClassesCursor; search?: string },
): { rows: ClassWithCount[]; next: ClassesCursor | null } | null {
  let start = 0;
  if (after) {
    const at = all.findIndex((c) => c.id === after.id);
    if (at < 0) return null;
    start = at + 1;
  }
  const part = search?.toLowerCase();
  const rows: ClassWithCount[] = [];
  for (let i = start; i < all.length && rows.length <= limit; i++) {
    const c = all[i]!;
    if (!joined.has(c.id) && (!part || c.className.toLowerCase().includes(part))) rows.push(c);
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? { name: last.className, id: last.id } : null };
}
