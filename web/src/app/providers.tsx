import type { ReactNode } from 'react';
import { MantineProvider, createTheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { showApiError } from '../lib/notify';

const theme = createTheme({ primaryColor: 'blue', primaryShade: 8, respectReducedMotion: true, fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif' });

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    // meta.silent: the page itself shows the failure (e.g. a not-allowed or not-found state)
    onError: (err, query) => {
      if (!query.meta?.silent) showApiError(err);
    },
  }),
  mutationCache: new MutationCache({
    onError: (err, _v, _c, mutation) => {
      if (!mutation.meta?.silent) showApiError(err);
    },
  }),
  defaultOptions: {
    queries: { retry: (n, err) => !(err instanceof ApiError) && n < 2, staleTime: 10_000, refetchOnWindowFocus: false },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-center" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
