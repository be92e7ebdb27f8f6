import type { ReactNode } from 'react';
import { MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { onlineManager, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { showApiError } from '../lib/notify';
import { SAVED_DATA_MAX_AGE_MS } from '../lib/offline';

const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  // a dialog's title bar is no page banner: Mantine's <header> inside the dialog made a second banner landmark
  components: { ModalHeader: { defaultProps: { component: 'div' } } },
});

// WCAG 2 AA contrast on white: Mantine's error red (#fa5252, 3.3:1) and dimmed gray (#868e96, 3.3:1)
// for field errors, descriptions and counters become red.9 and gray.7 (both above 4.5:1)
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)', '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

// TanStack Query counts itself online until the browser's next online/offline event: an app opened without a
// connection would fetch, fail and show errors instead of the data kept on the device (decision 031)
onlineManager.setOnline(navigator.onLine);

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    // meta.silent: the page itself shows the failure (e.g. a not-allowed or not-found state)
    onError: (err, query) => {
      if (!query.meta?.silent) showApiError(err);
    },
  }),
  // no mutation handler here: a mutation's failure is shown by the button that sent it (lib/use-submit-once),
  // at its field, in its dialog or as the one alert, never twice
  defaultOptions: {
    // gcTime: the data of a screen stays in memory as long as it is kept on the device for offline use
    queries: { retry: (n, err) => !(err instanceof ApiError) && n < 2, staleTime: 10_000, refetchOnWindowFocus: false, gcTime: SAVED_DATA_MAX_AGE_MS },
    // a write is tried at once, online or not: it either waits on the device (lib/offline) or its failure is shown
    mutations: { networkMode: 'always' },
  },
});

/** Alerts at the top on wide screens; on phones at the bottom, where they cover no heading. */
function AppNotifications() {
  const isPhone = useMediaQuery('(max-width: 48em)');
  return <Notifications position={isPhone ? 'bottom-center' : 'top-center'} />;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <AppNotifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
