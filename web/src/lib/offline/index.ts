import { useSyncExternalStore } from 'react';
import { ApiError, apiRequest, isNetworkFailure, newIdempotencyKey, type RequestOptions } from '../api-client';

/**
 * Offline use on the ward (decision 031): what a page needs is here, small and always loaded;
 * the device storage (IndexedDB), the persisted query data and the sending are in `./engine`,
 * loaded after the first screen.
 */

/** How long the data of a screen opened on this device is kept for offline use: a week of ward shifts. */
export const SAVED_DATA_MAX_AGE_MS = 7 * 24 * 3600_000;

/** One line of what a queued write holds or what the server holds ("Anna Beispiel: 8 ✓ 10 ✗ …"). */
export interface Line {
  label: string;
  value: string;
}

/** The writes that may wait on the device; each names how the server's state is read in a conflict. */
export type WriteKind = 'attendance' | 'guidance' | 'point' | 'tick' | 'comment';

export interface QueuedWrite {
  /** The order of sending (IndexedDB's own counter). */
  seq: number;
  /** The signed-in user who made it: nobody else sees or sends it. */
  owner: string;
  kind: WriteKind;
  /** The `Idempotency-Key`: the same on every attempt, so a resent write has effect once. */
  key: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body: unknown;
  /** What it is, for the person ("Anwesenheit 02.12.2026"). */
  label: string;
  /** What the person entered. */
  mine: Line[];
  /** The thing written: a later write of the same scope replaces a waiting one (the last value counts). */
  scope: string;
  /** Where the person made it: the conflict links back there. */
  href: string;
  /** The ids the server's state is read by in a conflict (lib/offline/server-views). */
  ref: Record<string, string>;
  /** The query keys to refresh once it is sent or given up. */
  invalidate: unknown[][];
  queuedAt: number;
  state: 'waiting' | 'conflict';
  conflict?: { status: number; message: string; server: Line[] | null; serverVersion?: number | null };
}

export type NewWrite = Omit<QueuedWrite, 'seq' | 'owner' | 'key' | 'queuedAt' | 'state' | 'conflict'>;

export interface OfflineSnapshot {
  /** The current user's queued writes, oldest first. */
  writes: QueuedWrite[];
  /** When a send last succeeded (ms), or null. */
  lastSync: number | null;
  /** While the saved query data is read back after start: a page waits before it says it needs a connection. */
  restoring: boolean;
  sending: boolean;
}

// restoring until offline use has started: a page offline says it needs a connection only once the saved data is back
let snapshot: OfflineSnapshot = { writes: [], lastSync: null, restoring: true, sending: false };
const listeners = new Set<() => void>();
export const offlineStore = {
  get: () => snapshot,
  set(next: Partial<OfflineSnapshot>) {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((l) => l());
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export const useOffline = () => useSyncExternalStore(offlineStore.subscribe, offlineStore.get);

const subscribeOnline = (l: () => void) => {
  window.addEventListener('online', l);
  window.addEventListener('offline', l);
  return () => {
    window.removeEventListener('online', l);
    window.removeEventListener('offline', l);
  };
};
/** Whether the browser has a network (the browser's own flag: false is certain, true may still fail). */
export const useIsOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

/** The queued writes of one scope or scope prefix (e.g. `attendance:<class>:<date>`). */
export function usePendingWrites(scopePrefix: string): QueuedWrite[] {
  const { writes } = useOffline();
  return writes.filter((w) => w.scope.startsWith(scopePrefix));
}

export const loadEngine = () => import('./engine');

export type Sent<T> = { queued: false; data: T } | { queued: true };

/**
 * Sends a write that may wait on the device: at once when there is a connection and nothing
 * older waits (so writes arrive in the order they were made), else into the queue; a request
 * that got no answer goes into the queue with the same key, so that if it did arrive it counts once.
 * A refusal of a direct send is thrown as usual (the form shows it).
 * @throws ApiError
 */
export async function sendOrQueue<T>(write: NewWrite, opts: Pick<RequestOptions, 'signal'> = {}): Promise<Sent<T>> {
  const key = newIdempotencyKey();
  const waiting = offlineStore.get().writes.some((w) => w.state === 'waiting');
  if (navigator.onLine && !waiting) {
    try {
      const data = await apiRequest<T>(write.path, { method: write.method, body: write.body, idempotencyKey: key, signal: opts.signal });
      return { queued: false, data };
    } catch (err) {
      if (err instanceof ApiError || !isNetworkFailure(err)) throw err;
    }
  }
  const engine = await loadEngine();
  await engine.enqueue(write, key);
  return { queued: true };
}
