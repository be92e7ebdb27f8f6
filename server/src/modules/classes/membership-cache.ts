import type { DbOrTx } from '../../db/client';
import type { Announcements } from '../../lib/announcements';


interface MembershipCache {
  isMember: (classId: string, teacherId: string, lookup: () => Promise<boolean>) => Promise<boolean>;
}

const caches = new WeakMap<object, MembershipCache>();

/**
 * A short cache of "has this teacher joined this class" (issue 17, decision 023), the check behind
 * nearly every teacher's request on a student: one query less per request. Like the session cache
 * it never outlives a change in any process: the database announces every join and removal
 * ('m:<teacher id>', db/session-notify.ts) and each process drops that teacher's entries; while
 * the process cannot hear, nothing is cached. A lookup that overlapped an announcement is not kept.
 * Only `db` itself uses it: inside a transaction the check always asks the database.
 */
export function startMembershipCache(db: DbOrTx, announcements: Announcements, { ttlMs, max = 50_000 }: { ttlMs: number; max?: number }): void {
  if (!ttlMs) return;
  const entries = new Map<string, { member: boolean; until: number }>();
  const byTeacher = new Map<string, Set<string>>();
  let epoch = 0;
  announcements.subscribe((payload) => {
    epoch++;
    if (payload === undefined) {
      entries.clear();
      byTeacher.clear();
    } else if (payload.startsWith('m:')) {
      const teacherId = payload.slice(2);
      for (const key of byTeacher.get(teacherId) ?? []) entries.delete(key);
      byTeacher.delete(teacherId);
    }
  });
  caches.set(db, {
    async isMember(classId, teacherId, lookup) {
      if (!announcements.active) return lookup();
      const key = `${teacherId}|${classId}`;
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.member;
      const seen = epoch;
      const member = await lookup();
      if (announcements.active && seen === epoch) {
        if (entries.size >= max) {
          entries.clear();
          byTeacher.clear();
        }
        entries.set(key, { member, until: Date.now() + ttlMs });
        let keys = byTeacher.get(teacherId);
        if (!keys) byTeacher.set(teacherId, (keys = new Set()));
        keys.add(key);
      }
      return member;
    },
  });
}

/** The membership check through the cache of `db` when it has one (see startMembershipCache). */
export function cachedMembership(db: DbOrTx, classId: string, teacherId: string, lookup: () => Promise<boolean>): Promise<boolean> {
  const cache = caches.get(db);
  return cache ? cache.isMember(classId, teacherId, lookup) : lookup();
}
