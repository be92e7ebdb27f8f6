import { AppShell, Box, Group, Image, Menu, Select, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { LogoutResponse } from '@praxisport/contract/auth';
import { apiRequest } from '../../lib/api-client';
import { homePathFor, sessionStore, useUserSession } from '../../lib/session';
import { TopBarProvider, useTopBarMenu } from '../../lib/top-bar-context';
import { UnsavedChangesProvider, useConfirmDiscard } from '../../lib/unsaved-changes';
import { LANGUAGES } from '../../components/ui/language-switch';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { loadEngine, offlineStore, useOffline } from '../../lib/offline';

/** The top bar of every page after sign-in (TOP-01..06). */
// loaded after the page's own code: nothing of a page's first paint waits for them (the bell's place is kept)
const NotificationBell = lazy(() => import('../../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })));
const OfflineBanner = lazy(() => import('../../components/offline/offline-banner').then((m) => ({ default: m.OfflineBanner })));
const SyncStatus = lazy(() => import('../../components/offline/sync-status').then((m) => ({ default: m.SyncStatus })));

export function TopBar() {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith('en') ? 'en' : 'de';
  const session = useUserSession();
  const menu = useTopBarMenu();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmDiscard = useConfirmDiscard();
  const userName = session ? `${session.user.firstName} ${session.user.name}` : '';
  const { writes } = useOffline();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  // a shared device: what the person leaves (saved data, unsent changes) goes with them
  const logout = async () => {
    setConfirmingLogout(false);
    // 204, or the school's provider's sign-out address when the session came from it
    const answer = await apiRequest<LogoutResponse | undefined>('/api/user/auth/logout', { method: 'POST', keepOn401: true }).catch(() => undefined);
    if (session) await (await loadEngine()).forget(session.user._id).catch(() => undefined);
    sessionStore.clearUser();
    queryClient.clear();
    // the provider ends its own session too, then sends the browser back to /signin
    if (answer?.endSessionUrl) return window.location.assign(answer.endSessionUrl);
    void navigate('/signin', { replace: true });
  };
  const askLogout = () => (writes.length ? setConfirmingLogout(true) : void logout());
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
            // the list is wider than the field on phones, so a long class name wraps at its spaces instead of being cut
            comboboxProps={{ width: 'max-content', position: 'bottom-end' }}
            styles={{ dropdown: { maxWidth: 'min(22rem, calc(100vw - 1rem))' } }}
            data-testid="topbar-class-select"
          />
        )}
        {session && (
          <Suspense fallback={<Box w={30} h={30} />}>
            <SyncStatus />
            <NotificationBell owner={session.user._id} />
          </Suspense>
        )}
        {/* no focus placeholder: a menu may hold only items (axe aria-required-children); focus goes to the first item */}
        <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <UnstyledButton aria-label={t('topBar.userMenu', { name: userName })} data-testid="user-menu">
              {/* on phones a long name takes two lines rather than being cut; the button's name holds it whole */}
              <Text fw={500} fz={{ base: 'sm', sm: 'md' }} lh={1.2} lineClamp={2} maw={{ base: menu ? 110 : 220, sm: 280 }} title={userName} data-testid="user-name">
                {userName}
              </Text>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {/* the languages as menu items: a menu holds only items (a switch inside it is not reachable as one) */}
            <Menu.Label>{t('common.language')}</Menu.Label>
            {LANGUAGES.map((l) => (
              <Menu.Item
                key={l.value}
                aria-current={language === l.value || undefined}
                lang={l.value}
                rightSection={language === l.value ? <span aria-hidden>✓</span> : null}
                onClick={() => void i18n.changeLanguage(l.value)}
              >
                {l.label}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item component={Link} to="/profile">
              {t('profile.menu')}
            </Menu.Item>
            {/* the static screens (documents, question sets, learning goals …) for every role, whatever its first page */}
            {/* the supervisor's list of what is due across their classes (visits, assessments, guidance, absences) */}
            {session?.user.userType === 'supervisor' && (
              <Menu.Item component={Link} to="/due">
                {t('topBar.due')}
              </Menu.Item>
            )}
            <Menu.Item component={Link} to="/accompanyingmaterial">
              {t('topBar.documents')}
            </Menu.Item>
            <Menu.Item onClick={() => confirmDiscard(askLogout)}>{t('topBar.logout')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <ConfirmDialog
        opened={confirmingLogout}
        title={t('offline.logout.title')}
        text={t('offline.logout.text', { count: writes.length })}
        confirmLabel={t('offline.logout.confirm')}
        cancelLabel={t('offline.logout.cancel')}
        onConfirm={() => void logout()}
        onCancel={() => setConfirmingLogout(false)}
      />
    </Group>
  );
}

/** Offline use for the signed-in user: their saved data and queued writes (lib/offline). */
function useOfflineUse() {
  const session = useUserSession();
  const queryClient = useQueryClient();
  const owner = session?.user._id;
  useEffect(() => {
    if (!owner) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    offlineStore.set({ restoring: true });
    void loadEngine()
      .then((engine) => engine.start(owner, queryClient))
      .then((s) => (cancelled ? s() : (stop = s)))
      // no IndexedDB (a private window of some browsers): the app works online as before
      .catch(() => offlineStore.set({ restoring: false }));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [owner, queryClient]);
}

export function UserLayout() {
  useOfflineUse();
  return (
    <UnsavedChangesProvider>
      <TopBarProvider>
        <AppShell header={{ height: 60 }} padding="md">
          <AppShell.Header>
            <TopBar />
          </AppShell.Header>
          <AppShell.Main>
            <Suspense fallback={null}>
              <OfflineBanner />
            </Suspense>
            <Outlet />
          </AppShell.Main>
        </AppShell>
      </TopBarProvider>
    </UnsavedChangesProvider>
  );
}
