import { Alert, Badge, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGermanDateTime } from '../../lib/dates';
import { useIsOnline } from '../../lib/offline';

/** The oldest data the screen shows (its active queries), ms; 0 when none. */
function useOldestShown(enabled: boolean): number {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (l) => (enabled ? cache.subscribe(l) : () => undefined),
    () => {
      if (!enabled) return 0;
      const times = cache
        .findAll({ type: 'active' })
        .map((q) => q.state.dataUpdatedAt)
        .filter((t) => t > 0);
      return times.length ? Math.min(...times) : 0;
    },
  );
}

/**
 * Without a connection: a clear badge and how old the shown data is ("Stand: 28.11.2026, 10:36"),
 * so nobody takes yesterday's list for today's.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  const oldest = useOldestShown(!isOnline);
  if (isOnline) return null;
  return (
    <Alert color="orange" variant="light" mb="md" data-testid="offline-banner" role="status">
      <Group gap="sm" wrap="wrap">
        <Badge color="red.9" variant="filled" tt="none">
          {t('offline.offline')}
        </Badge>
        {oldest > 0 && (
          <Text fw={600} size="sm" data-testid="offline-saved-at">
            {t('offline.savedAt', { time: formatGermanDateTime(new Date(oldest).toISOString()) })}
          </Text>
        )}
      </Group>
      <Text size="sm" mt={4}>
        {t('offline.banner')}
      </Text>
    </Alert>
  );
}
