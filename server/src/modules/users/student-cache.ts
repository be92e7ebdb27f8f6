import type { DbOrTx } from '../../db/client';
import type { Announcements } from '../../lib/announcements';
import type { StudentRef } from './users.service';


interface StudentCache {
  find: (id: string, lookup: () => Promise<StudentRef | null>) => Promise<StudentRef | null>;
}

const caches = new WeakMap<object, StudentCache>();

/**
 * A short cache of the student lookup (id, class, name) behind nearly every request on a student's
 * records: the access check needs the student's class (issue 17, decision 023). Like the session
 * and membership caches it never outlives a change in any process: the database announces every
 * change of a user's class, type, status or name and every deleted user ('o:<user id>',
 * db/session-notify.ts), and each process drops that entry; while the process cannot hear,
 * nothing is cached. A lookup that overlapped an announcement is not kept. Only `db` itself uses
 * it: inside a transaction the lookup always asks the database.
 */
export function startStudentCache(db: DbOrTx, announcements: Announcements, { ttlMs, max = 50_000 }: { ttlMs: number; max?: number }): void {
  if (!ttlMs) return;
  const entries = new Map<string, { student: StudentRef | null; until: number }>();
  let epoch = 0;
  announcements.subscribe((payload) => {
    epoch++;
    if (payload === undefined) entries.clear();
    else if (payload.startsWith('o:')) entries.delete(payload.slice(2));
  });
  caches.set(db, {
    async find(id, lookup) {
      if (!announcements.active) return lookup();
      const hit = entries.get(id);
      if (hit && hit.until > Date.now()) return hit.student;
      const seen = epoch;
      const student = await lookup();
      if (announcements.active && seen === epoch) {
        if (entries.size >= max) entries.clear();
        entries.set(id, { student, until: Date.now() + ttlMs });
      }
      return student;
    },
  });
}

/** The student lookup through the cache of `db` when it has one (see startStudentCache). */
export function cachedStudent(db: DbOrTx, id: string, lookup: () => Promise<StudentRef | null>): Promise<StudentRef | null> {
  const cache = caches.get(db);
  return cache ? cache.find(id, lookup) : lookup();
}
