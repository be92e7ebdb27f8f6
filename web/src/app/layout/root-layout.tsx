import { useEffect, useRef } from 'react';
import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { closeAlertsOfPreviousPage } from '../../lib/notify';

/** Around every route: an alert of one screen does not follow the user to the next. */
export function RootLayout() {
  const { pathname, state } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    closeAlertsOfPreviousPage(state);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the path counts
  }, [pathname]);
  return <Outlet />;
}

/** Shown while the first page's code loads (React Router's HydrateFallback). */
export function RouteLoading() {
  return (
    <Center h="100vh" component="main">
      <div role="status">
        <Loader />
        <VisuallyHidden>Loading...</VisuallyHidden>
      </div>
    </Center>
  );
}
