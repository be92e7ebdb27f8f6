import { createContext, useCallback, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { apiErrorMessage } from '../../lib/notify';
import { useOffline } from '../../lib/offline';
import { NotAllowed } from './not-allowed';
import { NotFound } from './not-found';

export interface QueryStateProps<T> {
  /** A TanStack query (or anything with its data/error/isPending). */
  query: { data: T | undefined; error: unknown; isPending: boolean; fetchStatus?: string };
  /** When the data counts as empty; `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  /** The empty state, e.g. 'No Classes to show!'. */
  empty?: ReactNode;
  /** Renders the data. */
  children: (data: T) => ReactNode;
}

/** A short status line: 'Loading...', 'No … to show!'. */
export function StatusText({ children }: { children: ReactNode }) {
  return (
    <Text c="gray.7" role="status" py="sm">
      {children}
    </Text>
  );
}

/** A refusal that replaces the whole page (not allowed, not found) rather than one section of it. */
export const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 403 || error.status === 404);

const ReportRefusal = createContext<((error: ApiError) => void) | null>(null);

/**
 * A page's content (the router wraps every page in it): when any part of the page shows a refusal
 * (403, 404) through ErrorState, that state replaces the whole page until the path changes, so
 * that no heading, filter bar or button of a page the user may not see stays on the screen.
 */
export function RefusalBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [refused, setRefused] = useState<{ error: ApiError; pathname: string } | null>(null);
  const report = useCallback((error: ApiError) => setRefused({ error, pathname }), [pathname]);
  if (refused?.pathname === pathname) return refused.error.status === 403 ? <NotAllowed /> : <NotFound />;
  return <ReportRefusal.Provider value={report}>{children}</ReportRefusal.Provider>;
}

/** The error part of QueryState: 403 not allowed, 404 not found, else the message in the user's language. */
export function ErrorState({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const report = useContext(ReportRefusal);
  const refusal = isRefusal(error) ? error : null;
  // before the browser paints: the page's other parts never show beside the refusal
  useLayoutEffect(() => {
    if (refusal && report) report(refusal);
  }, [refusal, report]);
  if (error instanceof ApiError && error.status === 403) return <NotAllowed />;
  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  return (
    <Alert color="red" variant="outline" title={t('common.errorTitle')} styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}>
      {error instanceof ApiError ? apiErrorMessage(error) : t('errors.codes.NETWORK_ERROR')}
    </Alert>
  );
}

/**
 * The states every page renders the same way: loading ('Loading...'), offline and never loaded here
 * (needs a connection), 403 (not allowed), 404
 * (not found), any other error (the server's message in the user's language), empty, and the data.
 * Queries shown through it should be `meta: { silent: true }`, so no second alert repeats the error.
 */
export function QueryState<T>({ query, isEmpty, empty, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  const { restoring } = useOffline();
  if (query.error) return <ErrorState error={query.error} />;
  // offline and never loaded on this device: waiting would never end (decision 031)
  if (query.data === undefined && query.fetchStatus === 'paused' && !restoring) return <StatusText>{t('offline.needsConnection')}</StatusText>;
  if (query.isPending || query.data === undefined) return <StatusText>{t('common.loading')}</StatusText>;
  if (isEmpty?.(query.data)) return <StatusText>{empty}</StatusText>;
  return <>{children(query.data)}</>;
}
