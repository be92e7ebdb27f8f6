import { Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PointRow } from '@praxisport/contract/reviews';
import { formatDateTime } from '../../../lib/dates';
import { PendingBadge } from '../../../components/offline/pending-writes';
import { pointScope } from '../api/update-point';

/**
 * The points of an item, each with name, description and a done switch (ITEM-01); the switch is
 * disabled for everyone but teachers (AMB-52). Each shows who changed it last and when.
 */
export function PointList({ itemId, points, canToggle, onToggle }: { itemId: string; points: PointRow[]; canToggle: boolean; onToggle: (point: PointRow, done: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {points.map((p) => (
        <Paper key={p._id} withBorder p="sm" component="li">
          <Switch
            size="md"
            checked={p.done}
            disabled={!canToggle}
            onChange={(e) => onToggle(p, e.currentTarget.checked)}
            label={
              <Text fw={600} component="span">
                {p.name} <PendingBadge scope={pointScope(itemId, p._id)} />
              </Text>
            }
            description={
              <>
                <Text size="sm" c="gray.8" component="span" display="block">
                  {p.desc}
                </Text>
                <Text size="xs" c="gray.7" component="span" display="block" mt={4}>
                  {p.changedBy && p.changedAt
                    ? t('reviews.item.lastChange', { name: `${p.changedBy.firstName} ${p.changedBy.name}`, date: formatDateTime(p.changedAt) })
                    : t('reviews.item.neverChanged')}
                </Text>
              </>
            }
            styles={{ body: { alignItems: 'flex-start' }, track: { cursor: canToggle ? 'pointer' : 'not-allowed' } }}
          />
        </Paper>
      ))}
    </Stack>
  );
}
