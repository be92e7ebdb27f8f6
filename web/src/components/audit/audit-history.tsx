import { Badge, Group, List, Modal, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEvent, AuditEventsResponse } from '@praxisport/contract/audit';
import { formatDate, formatDateTime } from '../../lib/dates';
import { QueryState } from '../ui/query-state';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Nested values as `path → value` (a day's entries: `attendance.<student>.8 → true`). */
function flatten(value: unknown, prefix: string[] = [], out = new Map<string, { path: string[]; value: unknown }>()) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, [...prefix, k], out);
  } else if (prefix.length) out.set(prefix.join('\u0000'), { path: prefix, value });
  return out;
}

/** Where a field's choices have their labels (the same the screens use), by kind of entry and field. */
const choiceLabels: Record<string, string> = {
  'account.status': 'admin.statuses',
  'guidance.status': 'placements.status',
  'talk.talkType': 'talks.types',
};

export interface Change {
  path: string[];
  before: unknown;
  after: unknown;
}

/** What an event changed: every value that differs between before and after (the kind of entry left out). */
export function changesOf(event: Pick<AuditEvent, 'before' | 'after'>): Change[] {
  const before = flatten(event.before);
  const after = flatten(event.after);
  const changes: Change[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(key);
    const a = after.get(key);
    const path = (a ?? b)!.path;
    if (path.at(-1) === 'kind' || path.at(-1) === 'version') continue;
    if (JSON.stringify(b?.value ?? null) === JSON.stringify(a?.value ?? null)) continue;
    // a day's first save: the list showed everyone present without a reason, only the other marks changed anything
    if (path[0] === 'attendance' && !b && (a?.value === true || a?.value === '')) continue;
    changes.push({ path, before: b?.value, after: a?.value });
  }
  return changes;
}

/**
 * The history of a record: who changed it when, and each value before and after, as the screens
 * name them: `names` turns ids into names (people, catalogue entries …), a choice shows its label,
 * a day as the app shows days; an id nobody knows any more is "unbekannter Eintrag", never the id.
 */
export function AuditEventList({ events, names = {} }: { events: AuditEvent[]; names?: Record<string, string> }) {
  const { t } = useTranslation();
  const label = (seg: string) => names[seg] ?? (UUID.test(seg) ? t('audit.someone') : t(`audit.fields.${seg}`, { defaultValue: seg }));
  const show = (v: unknown, field: string, entity: string): string => {
    if (v === undefined || v === null || v === '') return '–';
    if (v === true) return '✓';
    if (v === false) return '✗';
    if (Array.isArray(v)) return v.length ? v.map((x) => show(x, field, entity)).join(', ') : '–';
    if (typeof v !== 'string') return JSON.stringify(v);
    if (names[v]) return names[v];
    if (UUID.test(v)) return t('audit.unknownRecord');
    const choices = choiceLabels[`${entity}.${field}`];
    if (choices) return t(`${choices}.${v}`, { defaultValue: v });
    if (field === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return formatDate(v);
    return v;
  };
  return (
    <Stack gap="sm" role="list" aria-label={t('audit.history')}>
      {events.map((e) => {
        const changes = changesOf(e);
        return (
          <Paper key={e._id} withBorder radius="md" p="sm" role="listitem" data-testid="audit-event">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {e.actor ? `${e.actor.firstName} ${e.actor.name}` : t('audit.system')}
              </Text>
              <Text size="sm" c="gray.7">
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </Text>
            </Group>
            <Group gap="xs" mt={4} wrap="wrap">
              <Badge variant="outline" color="blue.9" tt="none">
                {t(`audit.actions.${e.action}`, { defaultValue: e.action })}
              </Badge>
              {e.student && <Text size="sm">{`${e.student.firstName} ${e.student.name}`}</Text>}
              {e.className && (
                <Text size="sm" c="gray.7">
                  {e.className}
                </Text>
              )}
            </Group>
            {changes.length > 0 && (
              <List size="sm" mt="xs" spacing={2} aria-label={t('audit.changes')}>
                {changes.map((c) => {
                  const field = c.path.at(-1)!;
                  return (
                    <List.Item key={c.path.join('.')} style={{ overflowWrap: 'anywhere' }}>
                      {`${c.path.map(label).join(' · ')}: ${show(c.before, field, e.entity)} → ${show(c.after, field, e.entity)}`}
                    </List.Item>
                  );
                })}
              </List>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** A record's history in a dialog (the caller runs the query while `opened`). */
export default function AuditHistoryDialog({
  opened,
  onClose,
  title,
  query,
  names,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  query: { data: AuditEventsResponse | undefined; error: unknown; isPending: boolean };
  names?: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': t('common.closeDialog') }}>
      <QueryState query={query} isEmpty={(d) => d.events.length === 0} empty={t('audit.empty')}>
        {(d) => <AuditEventList events={d.events} names={{ ...d.names, ...names }} />}
      </QueryState>
    </Modal>
  );
}
