import { ActionIcon, Badge, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationRow } from '@praxisport/contract/notifications';
import { formatDateTime } from '../../../lib/dates';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';
import { useSubmitOnce } from '../../../lib/use-submit-once';

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/**
 * The bell in the top bar: the unread count and the latest notifications; opening one
 * marks it read and goes to its page. `owner` keys the cache (user or admin id).
 */
export function NotificationBell({ owner }: { owner: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const query = useNotifications(owner);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const markReadOnce = useSubmitOnce(markRead);
  const markAllOnce = useSubmitOnce(markAll);
  const unread = query.data?.pages[0]?.unread ?? 0;
  const rows = query.data?.pages.flatMap((p) => p.notifications);
  const open = (n: NotificationRow) => {
    if (!n.read) markReadOnce(n._id);
    setOpened(false);
    void navigate(n.link);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} withinPortal shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          onClick={() => setOpened((o) => !o)}
          aria-label={unread > 0 ? t('notifications.bellCount', { count: unread }) : t('notifications.bell')}
          data-testid="notification-bell"
        >
          {/* the count inside the button: aria-expanded stays on the button (axe aria-allowed-attr) */}
          <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red" offset={2} data-testid="bell-count">
            <BellIcon />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label={t('notifications.title')}>
        <Group justify="space-between" px="sm" py="xs" gap={4}>
          <Text fw={700}>{t('notifications.title')}</Text>
          <Button size="compact-xs" variant="subtle" disabled={unread === 0} loading={markAll.isPending} onClick={() => markAllOnce()}>
            {t('notifications.markAllRead')}
          </Button>
        </Group>
        <ScrollArea.Autosize mah={360}>
          {query.isError && (
            <Text size="sm" px="sm" py="xs" c="red.8">
              {t('notifications.loadError')}
            </Text>
          )}
          {rows && rows.length === 0 && (
            <Text size="sm" px="sm" py="xs" c="gray.7">
              {t('notifications.empty')}
            </Text>
          )}
          <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows?.map((n) => (
              <li key={n._id}>
                <UnstyledButton
                  onClick={() => open(n)}
                  px="sm"
                  py="xs"
                  w="100%"
                  style={{ borderTop: '1px solid var(--mantine-color-gray-3)', background: n.read ? undefined : 'var(--mantine-color-blue-0)' }}
                  data-testid="notification-item"
                >
                  <Text size="sm" fw={n.read ? 400 : 600}>
                    {/* a talk's type chooses the sentence that names the talk (talkSubmitted_intermtalk) */}
                    {t(`notifications.kinds.${n.kind}`, { ...n.params, context: n.params.talkType })}
                  </Text>
                  <Group gap="xs">
                    <Text size="xs" c="gray.7">
                      {formatDateTime(n.createdAt)}
                    </Text>
                    {!n.read && (
                      <Badge size="xs" variant="filled" color="blue.9">
                        {t('notifications.unread')}
                      </Badge>
                    )}
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
          {query.hasNextPage && (
            <Group justify="center" py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
              <Button size="compact-sm" variant="subtle" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                {t('notifications.more')}
              </Button>
            </Group>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
