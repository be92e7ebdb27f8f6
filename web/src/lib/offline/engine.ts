import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, isNetworkFailure, newIdempotencyKey } from '../api-client';
import i18n from '../i18n';
import { alertError, apiErrorMessage } from '../notify';
import { offlineStore, SAVED_DATA_MAX_AGE_MS, type NewWrite, type QueuedWrite } from './index';

/**
 * The device's part of offline use (decision 031), in IndexedDB through `idb`:
 * - `writes`: the queued writes of every user of the device, sent in order, each with its own key;
 * - `queries`: per user, the query data of the screens they opened, so that they open without a connection;
 * - `meta`: per user, when a send last succeeded.
 * Signing out deletes all three of the user (`forget`).
 */
interface OfflineDb extends DBSchema {
  writes: { key: number; value: QueuedWrite; indexes: { owner: string } };
  queries: { key: string; value: { savedAt: number; build: string; state: DehydratedState } };
  meta: { key: string; value: number };
}

/** Data saved by another build may not fit the code of this one. */
const BUILD = import.meta.env.VITE_BUILD_ID ?? 'dev';
/** At most one save of the query data this often; the first change after a quiet spell is saved at once. */
const PERSIST_THROTTLE_MS = 200;
/** While writes wait and the browser says it is online, they are tried again this often. */
const RETRY_MS = 30_000;

let dbPromise: Promise<IDBPDatabase<OfflineDb>> | null = null;
const db = () =>
  (dbPromise ??= openDB<OfflineDb>('praxisport', 1, {
    upgrade(d) {
      d.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true }).createIndex('owner', 'owner');
      d.createObjectStore('queries');
      d.createObjectStore('meta');
    },
  }));

let current: { owner: string; queryClient: QueryClient; stop: () => void } | null = null;

async function refresh(owner: string) {
  const d = await db();
  const writes = (await d.getAllFromIndex('writes', 'owner', owner)).sort((a, b) => a.seq - b.seq);
  const lastSync = (await d.get('meta', `lastSync:${owner}`)) ?? null;
  if (current?.owner === owner) offlineStore.set({ writes, lastSync });
}

/**
 * Puts saved query data back. What the device kept may be older than its age says (another tab, or a
 * page that closed before its last save, wrote after it was fetched): a screen shows it at once and asks
 * the server again, instead of trusting it as fresh for the queries' stale time. An answer fetched since
 * is newer and is not replaced (hydrate keeps the newer one).
 */
function restore(queryClient: QueryClient, state: DehydratedState) {
  hydrate(queryClient, state);
  for (const q of state.queries) {
    if (queryClient.getQueryState(q.queryKey)?.dataUpdatedAt !== q.state.dataUpdatedAt) continue;
    void queryClient.invalidateQueries({ queryKey: q.queryKey, exact: true });
  }
}

/**
 * Starts offline use for the signed-in user: their saved query data back into the query client,
 * the client's data saved as it changes, their queued writes shown and sent when there is a connection.
 * Another user's saved data on this device is deleted (their queued writes stay for them, unseen).
 * @returns stop
 */
export async function start(owner: string, queryClient: QueryClient): Promise<() => void> {
  current?.stop();
  offlineStore.set({ restoring: true, writes: [], lastSync: null });
  const d = await db();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let persistedAt = 0;
  const persist = () => {
    timer = null;
    persistedAt = Date.now();
    const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
    const tx = d.transaction('queries', 'readwrite');
    tx.done.catch(() => undefined);
    try {
      tx.store.put({ savedAt: persistedAt, build: BUILD, state }, owner).catch(() => undefined);
      // committed now, not when the page next runs: a transaction left open when the page goes (a reload
      // right after a list was saved offline) is aborted, and the list would come back as it was
      tx.commit();
    } catch {
      // data the device cannot keep: the state saved before stays
    }
  };
  const schedule = () => {
    if (timer) return;
    const wait = persistedAt + PERSIST_THROTTLE_MS - Date.now();
    if (wait <= 0) persist();
    else timer = setTimeout(persist, wait);
  };
  // listening before the saved data is read: an answer that arrives meanwhile is saved too (once the saved
  // data is back, so that it is not written over), else the device would keep an older state for the next
  // page (or tab) to restore
  let restored = false;
  let changedMeanwhile = false;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    if (restored) schedule();
    else changedMeanwhile = true;
  });
  for (const other of await d.getAllKeys('queries')) if (other !== owner) await d.delete('queries', other);
  const saved = await d.get('queries', owner);
  if (saved && saved.build === BUILD && Date.now() - saved.savedAt < SAVED_DATA_MAX_AGE_MS) restore(queryClient, saved.state);
  else if (saved) await d.delete('queries', owner);
  restored = true;
  if (changedMeanwhile) schedule();
  const onOnline = () => void send();
  window.addEventListener('online', onOnline);
  // leaving the page: what is pending is written now
  const onHide = () => {
    if (!timer) return;
    clearTimeout(timer);
    persist();
  };
  window.addEventListener('pagehide', onHide);
  const retry = setInterval(() => {
    if (navigator.onLine && offlineStore.get().writes.some((w) => w.state === 'waiting')) void send();
  }, RETRY_MS);
  const stop = () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('pagehide', onHide);
    clearInterval(retry);
    if (current?.owner === owner) current = null;
  };
  current = { owner, queryClient, stop };
  await refresh(owner);
  offlineStore.set({ restoring: false });
  if (navigator.onLine) void send();
  return stop;
}

/**
 * Keeps a write on the device. A waiting write of the same scope is replaced (the last value
 * counts, and a list saved twice offline is not refused as stale by its own first save).
 */
export async function enqueue(write: NewWrite, key: string): Promise<void> {
  if (!current) throw new Error('offline use has not started');
  const d = await db();
  const { owner } = current;
  const tx = d.transaction('writes', 'readwrite');
  const same = (await tx.store.index('owner').getAll(owner)).find((w) => w.scope === write.scope && w.state === 'waiting');
  const entry = { ...write, owner, key, queuedAt: Date.now(), state: 'waiting' as const };
  // the replaced write keeps its place in the order
  if (same) await tx.store.put({ ...entry, seq: same.seq });
  else await tx.store.add(entry as QueuedWrite);
  await tx.done;
  await refresh(owner);
  if (navigator.onLine) void send();
}

const isRetryable = (err: ApiError) => err.status === 401 || err.status === 408 || err.status === 429 || err.status >= 500;

/**
 * Sends the user's waiting writes, oldest first, each with its key. A write the server refuses
 * (stale version, rights changed, window closed …) is set aside with the server's state for the
 * person to decide; no answer stops the sending until the connection returns.
 */
export async function send(): Promise<void> {
  const owner = current?.owner;
  if (!owner || offlineStore.get().sending) return;
  offlineStore.set({ sending: true });
  try {
    // one tab sends at a time (the keys make a second send harmless, this saves the requests)
    const run = () => sendAll(owner);
    if (navigator.locks) await navigator.locks.request(`praxisport-send-${owner}`, run);
    else await run();
  } finally {
    offlineStore.set({ sending: false });
  }
}

async function sendAll(owner: string) {
  const d = await db();
  const writes = (await d.getAllFromIndex('writes', 'owner', owner)).filter((w) => w.state === 'waiting').sort((a, b) => a.seq - b.seq);
  for (const w of writes) {
    if (current?.owner !== owner) return;
    // replaced or decided meanwhile (another tab, an earlier send)
    const now = await d.get('writes', w.seq);
    if (!now || now.state !== 'waiting' || now.key !== w.key) continue;
    try {
      await apiRequest(w.path, { method: w.method, body: w.body, idempotencyKey: w.key });
    } catch (err) {
      if (isNetworkFailure(err) || (err instanceof ApiError && isRetryable(err))) break;
      const status = err instanceof ApiError ? err.status : 0;
      const message = err instanceof ApiError ? apiErrorMessage(err) : String(err);
      // the server's side of a refusal: its views (and the contract they read) load only when one happens; a view
      // that cannot be loaded leaves the server's side empty, as one that cannot be read does, and the write is still set aside
      const server = await import('./server-views').then(({ serverStateOf }) => serverStateOf(w), () => null);
      await d.put('writes', { ...w, state: 'conflict', conflict: { status, message, server: server?.lines ?? null, serverVersion: server?.version } });
      await refresh(owner);
      alertError(i18n.t('offline.conflictAlert'));
      continue;
    }
    await d.delete('writes', w.seq);
    await d.put('meta', Date.now(), `lastSync:${owner}`);
    await invalidate(w);
    await refresh(owner);
  }
}

async function invalidate(w: QueuedWrite) {
  const qc = current?.queryClient;
  if (qc) await Promise.all(w.invalidate.map((queryKey) => qc.invalidateQueries({ queryKey })));
}

export type Resolution = 'mine' | 'server' | 'discard';

/**
 * The person's choice on a refused write: send theirs again (over the server's version where the
 * write carries one), take the server's state, or drop theirs. Either way nothing is lost unseen.
 */
export async function resolve(seq: number, choice: Resolution): Promise<void> {
  const owner = current?.owner;
  if (!owner) return;
  const d = await db();
  const w = await d.get('writes', seq);
  if (!w || w.owner !== owner) return;
  if (choice === 'mine') {
    const version = w.conflict?.serverVersion;
    const body = version !== undefined && w.body && typeof w.body === 'object' && 'version' in w.body ? { ...w.body, version } : w.body;
    await d.put('writes', { ...w, body, key: newIdempotencyKey(), state: 'waiting', conflict: undefined });
    await refresh(owner);
    void send();
    return;
  }
  await d.delete('writes', seq);
  await invalidate(w);
  await refresh(owner);
}

/** Deletes everything the user left on this device: queued writes, saved data, the last send. */
export async function forget(owner: string): Promise<void> {
  if (current?.owner === owner) current.stop();
  const d = await db();
  const tx = d.transaction(['writes', 'queries', 'meta'], 'readwrite');
  for (const seq of await tx.objectStore('writes').index('owner').getAllKeys(owner)) await tx.objectStore('writes').delete(seq);
  await tx.objectStore('queries').delete(owner);
  await tx.objectStore('meta').delete(`lastSync:${owner}`);
  await tx.done;
  offlineStore.set({ writes: [], lastSync: null });
}
