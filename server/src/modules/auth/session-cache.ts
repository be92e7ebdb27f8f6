import pg from 'pg';
import type { DbHandle } from '../../db/client';
import { SESSION_CHANGE_CHANNEL } from '../../db/session-notify';
import type { Actor } from '../../lib/actor';
import { isKeptCacheTag } from '../../lib/announced-cache';
import { hashToken } from './auth.repository';

type FindActor = (token: string, kind: 'user' | 'admin') => Promise<Actor | null>;

export interface SessionCache {
  /** The session lookup of the access plugin, served from the cache while it is valid. */
  find: FindActor;
  /** Whether the cache is in use (a TTL is set and the process hears the database's announcements). */
  readonly active: boolean;
  readonly size: number;
  /**
   * Hears every announcement of the channel (db/session-notify.ts) for another cache of this
   * process (the class memberships): `undefined` when anything may have changed (a truncate, or the
   * listening connection was lost and came back).
   */
  subscribe: (listener: (payload: string | undefined) => void) => void;
  stop: () => Promise<void>;
}

/**
 * A short cache of session lookups (issue 17, decision 023): the actor of a token is kept for
 * `ttlMs` instead of one query per request. It never outlives a sign-out in any process: the
 * database announces every ended session and every changed account (db/session-notify.ts) and
 * each process drops those entries on hearing it; while a process cannot hear (its listening
 * connection is down), it caches nothing. Only found sessions are kept; a lookup that overlapped
 * an announcement is not kept. `ttlMs` 0 turns the cache off (the tests' default).
 */
export async function startSessionCache(handle: DbHandle, lookup: FindActor, { ttlMs, max = 10_000 }: { ttlMs: number; max?: number }): Promise<SessionCache> {
  if (!ttlMs) return { find: lookup, active: false, size: 0, subscribe: () => undefined, stop: async () => undefined };
  const entries = new Map<string, { actor: Actor; until: number }>();
  const byOwner = new Map<string, Set<string>>();
  let epoch = 0;
  let listening = false;
  let stopped = false;

  const subscribers: ((payload: string | undefined) => void)[] = [];
  const clear = () => {
    entries.clear();
    byOwner.clear();
    epoch++;
    for (const s of subscribers) s(undefined);
  };
  const onChange = (payload: string | undefined) => {
    if (!payload) return clear();
    const [tag, value] = [payload.slice(0, 2), payload.slice(2)];
    for (const s of subscribers) s(payload);
    if (tag === 's:') {
      epoch++;
      entries.delete(`user:${value}`);
      entries.delete(`admin:${value}`);
    } else if (tag === 'o:') {
      epoch++;
      for (const key of byOwner.get(value) ?? []) entries.delete(key);
      byOwner.delete(value);
    } else if (!isKeptCacheTag(tag)) clear(); // memberships, classes, catalogues, pages and days are not part of a session: their own caches (lib/announced-cache.ts keptPerHandle) hear them
  };

  let stopListening: () => Promise<void> = async () => undefined;
  if (handle.driver === 'pglite') {
    const unsubscribe = await handle.pglite!.listen(SESSION_CHANGE_CHANNEL, onChange);
    listening = true;
    stopListening = () => unsubscribe();
  } else {
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const lost = () => {
      listening = false;
      clear();
      client?.removeAllListeners();
      client?.end().catch(() => undefined);
      client = undefined;
      if (!stopped) retry ??= setTimeout(connect, 1000);
    };
    const connect = async () => {
      retry = undefined;
      const c = new pg.Client(handle.pool!.options);
      client = c;
      c.on('error', lost);
      c.on('end', lost);
      c.on('notification', (m) => onChange(m.payload));
      try {
        await c.connect();
        await c.query(`listen ${SESSION_CHANGE_CHANNEL}`);
        // anything announced before this point was not heard: start empty
        clear();
        listening = true;
      } catch {
        lost();
      }
    };
    await connect();
    stopListening = async () => {
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      c?.removeAllListeners();
      await c?.end().catch(() => undefined);
    };
  }

  const find: FindActor = async (token, kind) => {
    if (!listening || token.length > 200) return lookup(token, kind);
    const key = `${kind}:${hashToken(token)}`;
    const hit = entries.get(key);
    if (hit && hit.until > Date.now()) return hit.actor;
    const seen = epoch;
    const actor = await lookup(token, kind);
    if (actor && listening && seen === epoch) {
      if (entries.size >= max) clear();
      entries.set(key, { actor, until: Date.now() + ttlMs });
      let keys = byOwner.get(actor.id);
      if (!keys) byOwner.set(actor.id, (keys = new Set()));
      keys.add(key);
    }
    return actor;
  };

  return {
    find,
    get active() {
      return listening;
    },
    get size() {
      return entries.size;
    },
    subscribe: (listener) => {
      subscribers.push(listener);
    },
    stop: async () => {
      stopped = true;
      listening = false;
      clear();
      await stopListening();
    },
  };
}
