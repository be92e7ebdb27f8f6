import { AppShell, Box, Burger, Group, Image, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';

// after the page's own code (its place kept), as in the users' top bar
const NotificationBell = lazy(() => import('../../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })));

/** The back office: sidebar 240 wide with Dashboard, Training Portfolio, LFCE, Accounts, Log out (ADM-06, ADM-07). */
export function AdminLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opened, { toggle, close }] = useDisclosure(false);
  const logout = async () => {
    await apiRequest('/api/admin/auth/logout', { method: 'POST', keepOn401: true }).catch(() => undefined);
    sessionStore.clearAdmin();
    queryClient.clear();
    void navigate('/admin/signin', { replace: true });
  };
  const links: { to: string; label: string; also?: string }[] = [
    { to: '/admin/dashboard', label: t('admin.nav.dashboard') },
    { to: '/admin/trainingportfolio', label: t('admin.nav.trainingPortfolio') },
    { to: '/admin/lfce', label: t('admin.nav.lfce') },
    { to: '/admin/accounts', label: t('admin.nav.accounts') },
    { to: '/admin/outbox', label: t('mail.nav') },
    // the read-only status is opened from the placements, so it stays under their entry
    { to: '/admin/placements', label: t('placements.admin.nav'), also: '/admin/status' },
    { to: '/admin/audit', label: t('audit.admin.title') },
  ];
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" gap="xs">
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('admin.nav.toggle')} />
          <Image src="/logo.svg" alt={t('topBar.logo')} w={32} h={32} />
          <Text fw={700}>PraxisPort Admin</Text>
          <Box ml="auto">
            <Suspense fallback={<Box w={30} h={30} />}>
              <NotificationBell owner="admin" />
            </Suspense>
          </Box>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('admin.nav.label')}>
        {links.map((l) => (
          <NavLink key={l.to} component={Link} to={l.to} label={l.label} active={location.pathname.startsWith(l.to) || (!!l.also && location.pathname.startsWith(l.also))} variant="filled" onClick={close} />
        ))}
        <NavLink component="button" label={t('admin.nav.logout')} onClick={() => void logout()} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
