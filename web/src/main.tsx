// first: zod's configuration before any zod module loads (decision 026: no eval under the CSP)
import './lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import './app/print.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
if (import.meta.env.PROD) window.addEventListener('load', () => void import('./app/update-prompt').then((m) => m.watchForUpdates()));
