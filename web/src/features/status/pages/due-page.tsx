import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { dueKinds, type DueItem } from '@praxisport/contract/status';
import { LightBadge } from '../../../components/ui/light-badge';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { useDue } from '../api/status';
import { useStatusFormat } from '../components/format';

/**
 * /due "Was ist fällig": the supervisor's list across the classes they created, grouped by kind
 * (the visits first, "Fällige Besuche"), the most urgent first within a group, each item linking to
 * the place to act.
 */
export function DuePage() {
  const f = useStatusFormat();
  const { t } = f;
  const query = useDue();
  const columns: Column<DueItem>[] = [
    {
      key: 'student',
      header: t('status.due.student'),
      label: '',
      cell: (item) => (
        <div>
          <Text size="sm" fw={600}>{`${item.student.name}, ${item.student.firstName}`}</Text>
          <Text size="xs" c="gray.7">
            {item.className}
          </Text>
        </div>
      ),
    },
    { key: 'text', header: t('status.due.what'), cell: (item) => item.text },
    { key: 'dueBy', header: t('status.due.dueBy'), nowrap: true, cell: (item) => (item.dueBy ? f.day(item.dueBy) : t('status.due.noDate')) },
    { key: 'light', header: t('status.due.light'), nowrap: true, cell: (item) => <LightBadge light={item.light}>{f.light(item.light)}</LightBadge> },
    {
      key: 'link',
      header: t('status.due.act'),
      label: '',
      nowrap: true,
      cell: (item) => {
        const action = t(`status.due.actions.${item.kind}`);
        return (
          <Anchor component={Link} to={item.link} size="sm" fw={600} aria-label={t('status.due.actionFor', { action, name: `${item.student.firstName} ${item.student.name}` })}>
            {action}
          </Anchor>
        );
      },
    },
  ];
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('status.due.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('status.due.intro')}
        </Text>
      </div>
      <QueryState query={query} isEmpty={(d) => d.items.length === 0} empty={t('status.due.empty')}>
        {(data) =>
          dueKinds.map((kind) => {
            const items = data.items.filter((i) => i.kind === kind);
            if (items.length === 0) return null;
            return (
              <section key={kind} aria-labelledby={`due-${kind}`} data-testid={`due-${kind}`}>
                <Group gap="xs" mb="xs" align="baseline">
                  <Title order={2} size="h4" id={`due-${kind}`}>
                    {f.dueKind(kind)}
                  </Title>
                  <Text size="sm" c="gray.7">
                    {t('status.due.count', { count: items.length })}
                  </Text>
                </Group>
                <ResponsiveTable columns={columns} rows={items} rowKey={(i) => `${i.kind}|${i.link}|${i.text}`} rowHref={(i) => i.link} />
              </section>
            );
          })
        }
      </QueryState>
    </Stack>
  );
}

export default DuePage;
