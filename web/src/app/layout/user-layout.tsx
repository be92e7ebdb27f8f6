import { AppShell, Box, Group, Image, Menu, Select, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { homePathFor, sessionStore, useUserSession } from '../../lib/session';
import { TopBarProvider, useTopBarMenu } from '../../lib/top-bar-context';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { NotificationBell } from '../../features/notifications/components/notification-bell';

/** The top bar of every page after sign-in (TOP-01..06). */
export function TopBar() {
  const { t } = useTranslation();
  const session = useUserSession();
  const menu = useTopBarMenu();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userName = session ? `${session.user.firstName} ${session.user.name}` : '';
  const logout = async () => {
    await apiRequest('/api/user/auth/logout', { method: 'POST', keepOn401: true }).catch(() => undefined);
    sessionStore.clearUser();
    queryClient.clear();
    void navigate('/signin', { replace: true });
  };
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      {/* the accessible name starts with the visible text 'PraxisPort' (WCAG 2.5.3 label in name) */}
      <UnstyledButton component={Link} to={session ? homePathFor(session) : '/signin'} aria-label={t('topBar.home')}>
        <Group gap="xs" wrap="nowrap">
          <Image src="/logo.svg" alt={t('topBar.logo')} w={32} h={32} />
          <Text fw={700} visibleFrom="sm">
            PraxisPort
          </Text>
        </Group>
      </UnstyledButton>
      <Group gap="sm" wrap="nowrap">
        {menu && (
          <Select
            aria-label={t('topBar.class')}
            placeholder={t('topBar.class')}
            data={menu.classes.map((c) => ({ value: c._id, label: c.className }))}
            value={menu.selectedId}
            onChange={(v) => v && menu.onSelect(v)}
            allowDeselect={false}
            w={{ base: 130, sm: 180 }}
            data-testid="topbar-class-select"
          />
        )}
        {session && <NotificationBell owner={session.user._id} />}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton aria-label={t('topBar.userMenu', { name: userName })} data-testid="user-menu">
              <Text fw={500} truncate="end" maw={{ base: menu ? 110 : 220, sm: 280 }}>
                {userName}
              </Text>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Box px="sm" py={4}>
              <LanguageSwitch />
            </Box>
            <Menu.Divider />
            <Menu.Item component={Link} to="/profile">
              {t('profile.menu')}
            </Menu.Item>
            <Menu.Item onClick={() => void logout()}>{t('topBar.logout')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}

export function UserLayout() {
  return (
    <TopBarProvider>
      <AppShell header={{ height: 60 }} padding="md">
        <AppShell.Header>
          <TopBar />
        </AppShell.Header>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </TopBarProvider>
  );
}
