import type { Announcements } from './announcements';

/** A keyed cache whose entries the database's announcements drop (see announcedCache). */
export interface AnnouncedCache<T> {
  get: (key: string, lookup: () => Promise<T>) => Promise<T>;
  /**
   * Drops what an announcement '<prefix><name>' would drop, at once: for the process that made the
   * change, whose next request must not wait for the announcement to come back.
   */
  drop: (name: string) => void;
}

/**
 * A short cache of lookups by key (issue 17, decision 023) that never outlives a change in any
 * process: the database announces a change of the entry `<key>` as '<prefix><key>'
 * (db/session-notify.ts), and an announcement without payload (a truncate, a lost connection)
 * empties it; while the process cannot hear, nothing is cached. A lookup that overlapped an
 * announcement is not kept; '<prefix>*' empties this cache alone. With `groupOf`, an announcement names a group of entries (e.g. a
 * person's pages: keys '<person>|<page size>', group '<person>') and drops all of them. The membership,
 * student, class, class list, catalogue, notification, item owner and register page caches use it.
 */
export function announcedCache<T>(
  announcements: Announcements,
  prefix: string,
  { ttlMs, max = 50_000, groupOf }: { ttlMs: number; max?: number; groupOf?: (key: string) => string },
): AnnouncedCache<T> {
  const entries = new Map<string, { value: T; until: number }>();
  const groups = new Map<string, Set<string>>();
  let epoch = 0;
  const clear = () => {
    entries.clear();
    groups.clear();
  };
  const drop = (name: string) => {
    epoch++;
    if (!groupOf) {
      entries.delete(name);
      return;
    }
    for (const key of groups.get(name) ?? []) entries.delete(key);
    groups.delete(name);
  };
  announcements.subscribe((payload) => {
    epoch++;
    if (payload === undefined || payload === '' || payload === `${prefix}*`) clear();
    else if (payload.startsWith(prefix)) drop(payload.slice(prefix.length));
  });
  return {
    drop,
    async get(key, lookup) {
      if (!announcements.active) return lookup();
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      const seen = epoch;
      const value = await lookup();
      if (announcements.active && seen === epoch) {
        if (entries.size >= max) clear();
        entries.set(key, { value, until: Date.now() + ttlMs });
        if (groupOf) {
          const group = groupOf(key);
          let keys = groups.get(group);
          if (!keys) groups.set(group, (keys = new Set()));
          keys.add(key);
        }
      }
      return value;
    },
  };
}
