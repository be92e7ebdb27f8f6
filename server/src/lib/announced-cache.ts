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
 * person's pages: keys '<person>|<page size>', group '<person>') and drops all of them.
 * Caches kept per database handle are declared with keptPerHandle (below).
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

/** An announcedCache kept per database handle, under one prefix (see keptPerHandle). */
export interface KeptCache<T> {
  /** The value of `key` through the cache of `db` when it has one, else the lookup. */
  get: (db: object, key: string, lookup: () => Promise<T>) => Promise<T>;
  /** Drops in this process what '<prefix><name>' would drop (after a change made here). */
  drop: (db: object, name: string) => void;
  /** Whether `db` has this cache and hears the database's announcements. */
  active: (db: object) => boolean;
}

const kept: { prefix: string; start: (db: object, announcements: Announcements, ttlMs: number) => void }[] = [];

/** The usual group of a key '<group>|<rest>' (e.g. a student's pages of each size). */
export const firstPart = (key: string): string => key.slice(0, key.indexOf('|'));

/**
 * A cache kept per database handle (issue 17, decision 023): two apps on one database, as the
 * two-process tests run them, keep two caches. Declared once at a module's top level; every one
 * declared starts with startKeptCaches, and the session cache leaves its announcements ('<prefix>…')
 * to it. Inside a transaction (another handle) the lookup always asks the database.
 */
export function keptPerHandle<T>(prefix: string, { max, groupOf }: { max: number; groupOf?: (key: string) => string }): KeptCache<T> {
  const caches = new WeakMap<object, AnnouncedCache<T>>();
  const hearing = new WeakMap<object, Announcements>();
  kept.push({
    prefix,
    start: (db, announcements, ttlMs) => {
      caches.set(db, announcedCache<T>(announcements, prefix, { ttlMs, max, groupOf }));
      hearing.set(db, announcements);
    },
  });
  return {
    get: (db, key, lookup) => {
      const cache = caches.get(db);
      return cache ? cache.get(key, lookup) : lookup();
    },
    drop: (db, name) => caches.get(db)?.drop(name),
    active: (db) => hearing.get(db)?.active ?? false,
  };
}

/** Starts every cache declared with keptPerHandle on `db` (the app's handle); `ttlMs` 0 starts none. */
export function startKeptCaches(db: object, announcements: Announcements, { ttlMs }: { ttlMs: number }): void {
  if (ttlMs) for (const k of kept) k.start(db, announcements, ttlMs);
}

/** Whether an announcement's tag ('m:', …) belongs to a cache declared with keptPerHandle. */
export const isKeptCacheTag = (tag: string): boolean => kept.some((k) => k.prefix === tag);
