import { createBrowserRouter } from 'react-router';
import { setUnauthenticatedHandler } from '../lib/api-client';
import { routes } from './routes';

// the route table is its own module, so that the build can render pages without a browser (app/prerender.tsx)
export { routes };

export const router = createBrowserRouter(routes);

setUnauthenticatedHandler((to) => {
  if (!window.location.pathname.startsWith(to)) void router.navigate(to, { replace: true });
});
