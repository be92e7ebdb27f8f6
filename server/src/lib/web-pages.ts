import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { sessionUserOf } from '../plugins/access';
import type { PageRenderer } from './page-renderer';

/** Set by the web app to the language it shows (web/src/lib/i18n.ts). */
const LANGUAGE_COOKIE = 'pp_language';

interface Shell {
  /** The web app's route, e.g. '/reviewa/:reviewId'. */
  path: string;
  /** The role the page was rendered for; null: signed out. */
  role: string | null;
  file: string;
}
interface Pages {
  index: string;
  shells: { pattern: RegExp; role: string | null; html: string }[];
}

// '/reviewa/:reviewId' → /^\/reviewa\/[^/]+\/?$/i (React Router matches case-insensitively, a trailing slash allowed)
const patternOf = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+').replace(/\/$/, '')}/?$`, 'i');

function read(dir: string): Pages {
  const index = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  let manifest: Shell[] = [];
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, 'shells', 'manifest.json'), 'utf8')) as Shell[];
  } catch {
    // a build without pages rendered at build time: index.html for every route
  }
  const shells = manifest.map((s) => ({ pattern: patternOf(s.path), role: s.role, html: fs.readFileSync(path.join(dir, 'shells', path.basename(s.file)), 'utf8') }));
  return { index, shells };
}

/**
 * The document of a web app route (decision 029): the built index.html, or the page the build
 * rendered for this route and the caller's role (web/src/prerender/render.tsx), which the browser
 * paints before the app's code has run, in German: not to a browser set to another language.
 * Re-read when a new build replaced index.html.
 */
export function webPages(dir: string, renderer?: PageRenderer): (url: string, request: FastifyRequest) => Promise<string | undefined> {
  const file = path.join(dir, 'index.html');
  let cached: { mtimeMs: number; pages: Pages } | undefined;
  return async (url, request) => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, pages: read(dir) };
    } catch {
      return undefined;
    }
    const { index, shells } = cached.pages;
    const candidates = shells.filter((s) => s.pattern.test(url));
    // the pages are German: a browser that shows another language (the web app's cookie) gets none
    const language = request.cookies[LANGUAGE_COOKIE];
    if (candidates.length === 0 || (language && language !== 'de')) return index;
    // the session only where a page was rendered for it (its role's page, or the signed-out one)
    const user = await sessionUserOf(request);
    const shell = candidates.find((s) => s.role === (user?.userType ?? null));
    if (!shell) return index;
    // the review page with its data, rendered for this request (page-renderer.ts); else the page rendered at build time
    const withData = user && renderer ? await renderer.render(url, user, request.headers.cookie ?? '') : undefined;
    // (replacements as functions: a `$` in a user's text is no replacement pattern)
    if (withData !== undefined) return index.replace('<div id="root"></div>', () => `<div id="root"><div data-shell data-rendered="request" inert aria-disabled="true">${withData}</div></div>`);
    const html = withToday(shell.html);
    return user ? html.replaceAll(USER_FIRST_NAME, () => escapeHtml(user.firstName)).replaceAll(USER_NAME, () => escapeHtml(user.name)) : html;
  };
}

// web/src/prerender/render.tsx: what stands for the signed-in user's names in a rendered page
const USER_FIRST_NAME = 'PpShellUserFirstName';
const USER_NAME = 'PpShellUserName';
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text safe in HTML text and in a quoted attribute. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!);

// the build renders every page on 31 December 1999 (web/src/prerender/globals.ts): the dates of that
// day in the forms the pages show become today's (the school's day, Europe/Berlin)
const berlinDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });
function withToday(html: string): string {
  const [y, m, d] = berlinDay.format(new Date()).split('-') as [string, string, string];
  return html.replaceAll('31-12-1999', `${d}-${m}-${y}`).replaceAll('31.12.1999', `${d}.${m}.${y}`).replaceAll('1999-12-31', `${y}-${m}-${d}`).replaceAll('1999-12', `${y}-${m}`);
}
