/**
 * Imported first by the build-time renderer (prerender/render.tsx; decision 029): what the web app's
 * modules read when they load, in Node. A session in "local storage" lets the route guards render
 * the page for a role; no request leaves the build (every fetch stays pending, so every page renders
 * its loading state); "today" is BUILD_TODAY, which the server replaces with its day when it sends
 * the page (server/src/lib/web-pages.ts), so that a page never shows the day it was built.
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
const g = globalThis as Record<string, unknown>;
g.localStorage = storage;
g.sessionStorage = { ...storage, getItem: () => null, setItem: () => undefined };
g.fetch = () => new Promise(() => undefined);

/** The day every page is rendered on: 31 December 1999 (noon UTC). */
export const BUILD_TODAY = Date.UTC(1999, 11, 31, 12);
const RealDate = Date;
class BuildDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(BUILD_TODAY);
    else super(...(args as [string]));
  }
  static now() {
    return BUILD_TODAY;
  }
}
g.Date = BuildDate;

export { storage };
