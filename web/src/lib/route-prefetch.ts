import type { QueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@praxisport/contract/auth';

/** What a page's route prefetch is given when the route matches. */
export interface PrefetchContext {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  /** the signed-in user (a prefetch runs only for one; the route's guard decides what they see) */
  session: LoginResponse;
}

/**
 * Starts a page's first requests as soon as its route matches, beside the loading of its code
 * (issue 17): a page that asked only after rendering waited for its chunks and their evaluation
 * first (at 4× CPU slow-down 0.4–0.5 s on /reviewa). It uses the page's own query options (the
 * same key and call), so the page finds the answer loading or loaded. Never throws. Imported by the
 * router (the main chunk): a prefetch module imports only API calls and query keys (no zod, no dayjs),
 * and checks its parameters loosely: a request the page will not use costs one request, nothing else.
 */
export type RoutePrefetch = (context: PrefetchContext) => void;

/** Whether a route parameter has the form of an id (the page itself checks it as lib/dates' isUuid does). */
export const looksLikeId = (s: string | undefined): boolean => !!s && /^[0-9a-f-]{36}$/i.test(s);
