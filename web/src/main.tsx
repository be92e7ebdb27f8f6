// first: zod's configuration before any zod module loads (decision 026: no eval under the CSP)
import './lib/zod-config';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );

// The document may hold the page rendered at build time (decision 029): the app's first render
// replaces it once the route's code and texts are there, in one step (never a spinner in between).
if (router.state.initialized || !document.querySelector('#root > [data-shell]')) render();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
