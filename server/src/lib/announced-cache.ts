import type { Announcements } from './announcements';

/** A keyed cache whose entries the database's announcements drop (see announcedCache). */
export interface AnnouncedCache<T> {
  get: (key: string, lookup: () => Promise<T>) => Promise<T>;
}

/**
 * A short cache of lookups by key (issue 17, decision 023) that never outlives a change in any
 * process: the database announces a change of the entry `<key>` as '<prefix><key>'
 * (db/session-notify.ts), and an announcement without payload (a truncate, a lost connection)
 * empties it; while the process cannot hear, nothing is cached. A lookup that overlapped an
 * announcement is not kept. The student and class caches use it.
 */
export function announcedCache<T>(announcements: Announcements, prefix: string, { ttlMs, max = 50_000 }: { ttlMs: number; max?: number }): AnnouncedCache<T> {
  const entries = new Map<string, { value: T; until: number }>();
  let epoch = 0;
  announcements.subscribe((payload) => {
    epoch++;
    if (payload === undefined || payload === '') entries.clear();
    else if (payload.startsWith(prefix)) entries.delete(payload.slice(prefix.length));
  });
  return {
    async get(key, lookup) {
      if (!announcements.active) return lookup();
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      const seen = epoch;
      const value = await lookup();
      if (announcements.active && seen === epoch) {
        if (entries.size >= max) entries.clear();
        entries.set(key, { value, until: Date.now() + ttlMs });
      }
      return value;
    },
  };
}
