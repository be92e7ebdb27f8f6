/**
 * Imported first by the per-request renderer (prerender/on-request.tsx; decision 029), which runs in
 * a worker thread of the server: the signed-in user's session in a "local storage" for the route
 * guards, and `fetch` for the app's relative API calls, answered by the server itself with the
 * caller's session (`setRequestFetch`). One render at a time in the worker.
 */
const stored = new Map<string, string>();
const storage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, String(value)),
  removeItem: (key: string) => void stored.delete(key),
  clear: () => stored.clear(),
  key: (i: number) => [...stored.keys()][i] ?? null,
  get length() {
    return stored.size;
  },
};
export type RequestFetch = (path: string, init: { method: string; body?: string }) => Promise<{ status: number; body: string }>;
let requestFetch: RequestFetch = () => Promise.reject(new Error('no request is being rendered'));
export const setRequestFetch = (f: RequestFetch) => {
  requestFetch = f;
};
const g = globalThis as Record<string, unknown>;
g.localStorage = storage;
g.sessionStorage = { ...storage, getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
g.fetch = async (input: unknown, init: { method?: string; body?: unknown } = {}) => {
  const path = String(input);
  if (!path.startsWith('/api/')) throw new Error(`not an API call: ${path}`);
  const answer = await requestFetch(path, { method: init.method ?? 'GET', body: typeof init.body === 'string' ? init.body : undefined });
  return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } });
};
export { storage };
