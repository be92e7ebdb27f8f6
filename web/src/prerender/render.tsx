// first: the stand-ins for the browser's storage and fetch, before any module of the app loads
import { storage } from './globals';
import '../lib/zod-config';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { UserType } from '@praxisport/contract/common';
import { loadLanguage } from '../lib/i18n';
import { loadContractMessages } from '../lib/server-messages';
import { USER_SESSION_KEY } from '../lib/session';
import { Providers, queryClient } from '../app/providers';
import { routes } from '../app/routes';

/**
 * The pages the build renders to HTML (decision 029): the server sends a page's HTML with the
 * document, so that the browser paints it before the app's code has loaded; the app replaces it
 * with its own first render. A signed-in page is rendered once per role that opens it (the server
 * picks by the session's role), in its loading state, in German (the default language; the server
 * sends none to a browser set to another language).
 */
export const SHELLS: { path: string; roles: (UserType | null)[] }[] = [
  { path: '/', roles: [null] },
  { path: '/signin', roles: [null] },
  { path: '/classes', roles: ['teacher', 'supervisor'] },
  { path: '/classRegisterAnalysis/:classId', roles: ['teacher', 'supervisor'] },
  { path: '/reviewa/:reviewId', roles: ['teacher', 'student'] },
];
/**
 * Stand for the signed-in user's names in a rendered page (the top bar); the server puts the user's
 * own names in their place, HTML-escaped (server/src/lib/web-pages.ts).
 */
export const USER_FIRST_NAME = 'PpShellUserFirstName';
export const USER_NAME = 'PpShellUserName';
/** Stands for every id in a rendered path: a page shows its loading state for it. */
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

export interface RenderedShell {
  path: string;
  role: UserType | null;
  html: string;
}

export async function renderShells(): Promise<RenderedShell[]> {
  await Promise.all([loadLanguage('de'), loadContractMessages()]);
  const handler = createStaticHandler(routes);
  const out: RenderedShell[] = [];
  for (const { path, roles } of SHELLS) {
    for (const role of roles) {
      queryClient.clear();
      if (role) {
        const user = { _id: PLACEHOLDER_ID, firstName: USER_FIRST_NAME, name: USER_NAME, email: '', userType: role };
        storage.setItem(USER_SESSION_KEY, JSON.stringify({ userType: role, user }));
      } else storage.removeItem(USER_SESSION_KEY);
      const url = `http://localhost${path.replace(/:\w+/g, PLACEHOLDER_ID)}`;
      const context = await handler.query(new Request(url));
      if (context instanceof Response) throw new Error(`${path}: the route answered a redirect`);
      const router = createStaticRouter(handler.dataRoutes, context);
      const html = renderToString(
        <Providers>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>,
      );
      out.push({ path, role, html });
    }
  }
  return out;
}
