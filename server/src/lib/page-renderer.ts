import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { UserActor } from './actor';

/** The path patterns of the web app's pages rendered per request with their data (web/src/prerender/on-request.tsx). */
const DATA_PAGES = [/^\/reviewa\/[^/]+\/?$/i];
/** How long a page's document waits for its render before it goes without (the page rendered at build time instead). */
const WAIT_MS = 400;

export interface PageRenderer {
  /** The page's HTML with its data, or undefined (no such page, the renderer busy or failing). */
  render(url: string, user: UserActor, cookie: string): Promise<string | undefined>;
  close(): Promise<void>;
}

/**
 * Renders the review page per request with its data in a worker thread (decision 029), so that
 * the browser paints the review's name from the document. The worker starts at the first such page;
 * its API calls are answered by `app.inject` with the caller's cookie (every access check applies).
 * Without the built renderer (web/dist/.ssr/on-request.mjs) there is none.
 */
export function pageRenderer(webDist: string, app: FastifyInstance): PageRenderer | undefined {
  const bundle = path.join(webDist, '.ssr', 'on-request.mjs');
  if (!fs.existsSync(bundle)) return undefined;
  let worker: Worker | undefined;
  let failed = false;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (html: string | undefined) => void; cookie: string; abandoned?: boolean }>();
  const start = () => {
    const w = new Worker(new URL('./page-renderer.worker.mjs', import.meta.url), { workerData: { bundle }, resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 4 } });
    w.unref();
    w.on('message', (m: { type: string; id: number; call?: number; path?: string; method?: string; body?: string; html?: string; error?: string }) => {
      if (m.type === 'call') {
        const entry = waiting.get(m.id);
        // a render whose document has gone without it: its calls are not made (the worker moves on)
        if (!entry || entry.abandoned) return w.postMessage({ type: 'answer', call: m.call, status: 503, body: '{}' });
        const cookie = entry.cookie;
        void app
          .inject({ method: (m.method ?? 'GET') as 'GET', url: m.path!, headers: { cookie, ...(m.body ? { 'content-type': 'application/json' } : {}) }, payload: m.body })
          .then((res) => w.postMessage({ type: 'answer', call: m.call, status: res.statusCode, body: res.body }))
          .catch(() => w.postMessage({ type: 'answer', call: m.call, status: 500, body: '{}' }));
      } else if (m.type === 'rendered') {
        if (m.error) app.log.warn({ err: m.error }, 'page render failed');
        waiting.get(m.id)?.resolve(m.error ? undefined : m.html);
        waiting.delete(m.id);
      }
    });
    // a worker that failed stays off (the pages rendered at build time take over); one that ended is started again when needed
    w.on('error', (err) => {
      app.log.error({ err }, 'page renderer failed');
      failed = true;
    });
    w.on('exit', () => {
      if (worker === w) worker = undefined;
      for (const { resolve } of waiting.values()) resolve(undefined);
      waiting.clear();
    });
    return w;
  };
  return {
    async render(url, user, cookie) {
      if (failed || !DATA_PAGES.some((p) => p.test(url))) return undefined;
      worker ??= start();
      const id = ++nextId;
      const session = { userType: user.userType, user: { _id: user.id, firstName: user.firstName, name: user.name, email: user.email, userType: user.userType } };
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          // too slow (the worker starting, or busy): the page rendered at build time; the render's answer is dropped
          const entry = waiting.get(id);
          if (entry) Object.assign(entry, { abandoned: true, resolve: () => undefined });
          resolve(undefined);
        }, WAIT_MS);
        waiting.set(id, {
          cookie,
          resolve: (html) => {
            clearTimeout(timer);
            resolve(html);
          },
        });
        worker!.postMessage({ type: 'render', id, url, session });
      });
    },
    async close() {
      await worker?.terminate();
    },
  };
}
