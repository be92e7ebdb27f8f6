import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { UserType } from '@praxisport/contract/common';
import '../lib/i18n';
import { checkReply } from './api-routes';
import { USER_SESSION_KEY } from '../lib/session';

export const ids = {
  supervisor: '11111111-1111-4111-8111-111111111111',
  teacher: '22222222-2222-4222-8222-222222222222',
  student: '33333333-3333-4333-8333-333333333333',
  classA: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  classB: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
};

/** Stores a session the way sign-in does (only what the UI shows). */
export function signInAs(userType: UserType, _id = ids[userType as 'teacher'] ?? ids.teacher) {
  localStorage.setItem(USER_SESSION_KEY, JSON.stringify({ userType, user: { _id, firstName: 'Test', name: userType, userType } }));
}

/** A reply computed per call; it may be a promise (to hold a request in flight). */
type Handler = (init: RequestInit & { url: string }) => unknown;

/**
 * Stubs fetch: `routes` maps 'METHOD /path' to a body or a function returning one; a function may
 * return `{ status, body }` via `reply()`. Unknown calls answer 404. Every reply is checked against
 * the contract (test/api-routes.ts): an unknown route or a body the server never sends fails the test.
 */
export function stubFetch(routes: Record<string, unknown | Handler>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const key = `${init.method ?? 'GET'} ${url}`;
    const hit = routes[key];
    let out: unknown = hit === undefined ? reply(404, { code: 'NOT_FOUND', messages: [{ message: 'not found' }] }) : hit;
    if (typeof out === 'function') out = await (out as Handler)({ ...init, url });
    const { status, body } = out instanceof Reply ? out : reply(200, out);
    checkReply(init.method ?? 'GET', url, status, body);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
export const reply = (status: number, body: unknown) => new Reply(status, body);

/** The calls fetch received, as 'METHOD /path'. */
export const calls = (fn: ReturnType<typeof stubFetch>) => fn.mock.calls.map(([u, init]) => `${init?.method ?? 'GET'} ${String(u)}`);

function Location() {
  const loc = useLocation();
  return <div data-testid="location">{loc.pathname}</div>;
}

/** Renders `ui` at `route` (matched by `path`) inside Mantine, TanStack Query and a memory router. */
export function renderPage(ui: ReactElement, { route, path }: { route: string; path: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Location />
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, queryClient };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/**
 * Renders a screen that shows its own alerts (with Mantine's notifications) at `route` (its query
 * goes to the screen); any navigation away shows the new path in data-testid "where".
 */
export function renderScreen(ui: ReactElement, route: string) {
  notifications.clean();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={route.split('?')[0]} element={ui} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * Renders a page at `route` (matched by `path`) with Mantine's notifications, so that its alerts can
 * be read; any navigation away shows data-testid "where". Returns the user-event instance.
 */
export function renderWithAlerts(ui: ReactElement, { route, path }: { route: string; path: string }) {
  // the notifications store outlives a test: start each page without the alerts of the one before
  notifications.clean();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<p data-testid="where">moved</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return user;
}
