import { Anchor, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatGermanDateTime } from '../../lib/dates';
import { loadEngine, useIsOnline, useOffline, type Line, type QueuedWrite } from '../../lib/offline';
import type { Resolution } from '../../lib/offline/engine';
import { WriteBadge } from './pending-writes';

function Lines({ title, lines, testId }: { title: string; lines: Line[] | null; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} data-testid={testId}>
      <Text fw={700} size="sm">
        {title}
      </Text>
      {lines === null ? (
        <Text size="sm">{t('offline.conflict.serverUnknown')}</Text>
      ) : (
        lines.map((l, i) => (
          <Text key={i} size="sm">
            {l.label}: {l.value}
          </Text>
        ))
      )}
    </Stack>
  );
}

/** A refused write: why, both states side by side, and the person's choice. */
function Conflict({ write, onClose }: { write: QueuedWrite; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const decide = async (choice: Resolution) => {
    if (busy) return;
    setBusy(true);
    try {
      await (await loadEngine()).resolve(write.seq, choice);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder padding="sm" data-testid="sync-conflict">
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Text fw={700}>{write.label}</Text>
          <WriteBadge write={write} />
        </Group>
        <Text size="sm" c="red.9" data-testid="sync-conflict-message">
          {write.conflict?.message}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Lines title={t('offline.conflict.mine')} lines={write.mine} testId="sync-conflict-mine" />
          <Lines title={t('offline.conflict.server')} lines={write.conflict?.server ?? null} testId="sync-conflict-server" />
        </SimpleGrid>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" onClick={() => void decide('mine')} loading={busy}>
            {t('offline.conflict.keepMine')}
          </Button>
          <Button size="xs" variant="default" onClick={() => void decide('server')} disabled={busy}>
            {t('offline.conflict.takeServer')}
          </Button>
          <Button size="xs" variant="default" color="red.9" onClick={() => void decide('discard')} disabled={busy}>
            {t('offline.conflict.discard')}
          </Button>
          <Anchor component={Link} to={write.href} size="sm" onClick={onClose}>
            {t('offline.conflict.open')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

/** The details of the sync status: what waits, what was refused, the last send, "send now". */
export default function SyncDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  const { writes, lastSync, sending } = useOffline();
  const waiting = writes.filter((w) => w.state === 'waiting');
  const refused = writes.filter((w) => w.state === 'conflict');
  return (
    <Modal opened onClose={onClose} title={t('offline.sync.title')} size="lg" closeButtonProps={{ 'aria-label': t('common.closeDialog') }}>
      <Stack gap="sm">
        <Text fw={600} c={isOnline ? 'teal.9' : 'orange.9'} data-testid="sync-connection">
          {isOnline ? t('offline.sync.online') : t('offline.sync.offline')}
        </Text>
        <Text data-testid="sync-summary">
          {waiting.length ? t('offline.sync.waiting', { count: waiting.length }) : refused.length ? t('offline.sync.refused', { count: refused.length }) : t('offline.sync.nothingWaiting')}
        </Text>
        <Text size="sm" c="gray.7" data-testid="sync-last">
          {lastSync ? t('offline.sync.lastSync', { time: formatGermanDateTime(new Date(lastSync).toISOString()) }) : t('offline.sync.neverSynced')}
        </Text>
        <Group>
          <Button onClick={() => void loadEngine().then((e) => e.send())} loading={sending} disabled={!isOnline || !waiting.length}>
            {t('offline.sync.sendNow')}
          </Button>
        </Group>
        {refused.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('offline.sync.refused', { count: refused.length })}
            </Title>
            {refused.map((w) => (
              <Conflict key={w.seq} write={w} onClose={onClose} />
            ))}
          </Stack>
        )}
        {waiting.length > 0 && (
          <Stack gap={4} data-testid="sync-waiting">
            {waiting.map((w) => (
              <Group key={w.seq} gap="xs">
                <Text size="sm">{w.label}</Text>
                <WriteBadge write={w} />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
