// first: the stand-ins for the browser's storage and fetch, before any module of the app loads
import { setRequestFetch, storage, type RequestFetch } from './request-globals';
import '../lib/zod-config';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import type { LoginResponse } from '@praxisport/contract/auth';
import { loadLanguage } from '../lib/i18n';
import { loadContractMessages } from '../lib/server-messages';
import { USER_SESSION_KEY } from '../lib/session';
import { Providers, queryClient } from '../app/providers';
import { RootLayout } from '../app/layout/root-layout';
import { UserLayout } from '../app/layout/user-layout';
import { RequireUser } from '../app/layout/guards';
import { reviewPage } from '../features/reviews/prefetch';
import ReviewPage from '../features/reviews/pages/review-page';

/**
 * The pages rendered per request with their data (decision 029): the review page, whose largest
 * element is the review's name. Run in the server's page-renderer worker, one at a time. The routes
 * are the app's (app/routes.tsx: the root, the user layout, the guard of the student area, the page
 * and its prefetch) and only those, so that the worker loads the code of these pages alone.
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        Component: UserLayout,
        children: [
          {
            element: <RequireUser roles={['student', 'teacher']} />,
            children: [
              {
                path: '/reviewa/:reviewId',
                Component: ReviewPage,
                loader: ({ params }) => {
                  const session = JSON.parse(storage.getItem(USER_SESSION_KEY) ?? 'null') as LoginResponse | null;
                  if (session) reviewPage({ queryClient, params, search: new URLSearchParams(), session });
                  return null;
                },
              },
            ],
          },
        ],
      },
    ],
  },
];

const ready = Promise.all([loadLanguage('de'), loadContractMessages()]);
const handler = createStaticHandler(routes);

/** `url`'s page for the signed-in `session`, its API calls answered by `fetchApi` with the caller's session. */
export async function renderWithData(url: string, session: LoginResponse, fetchApi: RequestFetch): Promise<string> {
  await ready;
  queryClient.clear();
  storage.clear();
  storage.setItem(USER_SESSION_KEY, JSON.stringify(session));
  setRequestFetch(fetchApi);
  try {
    // the route's loaders start the page's requests (its prefetch); wait until they and those they start have answered
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response) throw new Error(`${url}: the route answered a redirect`);
    const deadline = Date.now() + 2000;
    for (let quiet = 0; quiet < 2; ) {
      if (Date.now() > deadline) throw new Error(`${url}: its requests did not answer within 2 s`);
      await new Promise((resolve) => setTimeout(resolve, 0));
      quiet = queryClient.isFetching() === 0 ? quiet + 1 : 0;
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
    );
  } finally {
    queryClient.clear();
    storage.clear();
  }
}
