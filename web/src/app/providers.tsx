import type { ReactNode } from 'react';
import { MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { showApiError } from '../lib/notify';

const theme = createTheme({ primaryColor: 'blue', primaryShade: 8, respectReducedMotion: true, fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif' });

// WCAG 2 AA contrast on white: Mantine's error red (#fa5252, 3.3:1) and dimmed gray (#868e96, 3.3:1)
// for field errors, descriptions and counters become red.9 and gray.7 (both above 4.5:1)
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)', '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

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
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-center" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
