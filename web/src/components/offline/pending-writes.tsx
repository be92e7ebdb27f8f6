import { Badge, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePendingWrites, type QueuedWrite } from '../../lib/offline';

/** "wartet auf Verbindung" (or "nicht angenommen") beside what a queued write changes. */
export function PendingBadge({ scope }: { scope: string }) {
  const writes = usePendingWrites(scope);
  return writes.length ? <WriteBadge write={writes[writes.length - 1]!} /> : null;
}

export function WriteBadge({ write }: { write: Pick<QueuedWrite, 'state'> }) {
  const { t } = useTranslation();
  const refused = write.state === 'conflict';
  return (
    <Badge color={refused ? "red.9" : "yellow.3"} c={refused ? undefined : "dark.9"} variant="filled" tt="none" data-testid="pending-badge">
      {refused ? t('offline.refused') : t('offline.waiting')}
    </Badge>
  );
}

/** The queued writes that add something (a guidance record, a comment), listed where they will appear. */
export function PendingWrites({ scope }: { scope: string }) {
  const writes = usePendingWrites(scope);
  if (!writes.length) return null;
  return (
    <List listStyleType="none" spacing="xs" data-testid="pending-writes">
      {writes.map((w) => (
        <List.Item key={w.seq}>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {w.label} <WriteBadge write={w} />
            </Text>
            {w.mine.map((l) => (
              <Text key={l.label} size="sm" c="gray.7">
                {l.label}: {l.value}
              </Text>
            ))}
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
