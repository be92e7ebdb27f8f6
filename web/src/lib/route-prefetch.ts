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
 * Starts a page's first requests as soon as its route matches, beside the loading of its code:
 * a page that asked only after rendering waited for its chunks and their evaluation
 * first (at 4× CPU slow-down 0.4–0.5 s on /reviewa). It uses the page's own query options (the
 * same key and call), so the page finds the answer loading or loaded. Never throws. Imported by the
 * router (the main chunk): a prefetch module imports only API calls and query keys (no zod, no dayjs),
 * and checks its parameters as the page does where that is cheap (ids: lib/ids.ts).
 */
export type RoutePrefetch = (context: PrefetchContext) => void;

