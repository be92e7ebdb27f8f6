import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonLabels } from '@praxisport/contract/attendance';
import { AUDIT_ACTOR_MAX, AUDIT_ENTITIES } from '@praxisport/contract/audit';
import { AuditEventList } from '../../../components/audit/audit-history';
import { QueryState } from '../../../components/ui/query-state';
import { useAllClasses } from '../../../lib/api/get-all-classes';
import { useAdminAudit, type AuditFilters } from '../api/admin-audit';

const none: AuditFilters = { entity: '', actor: '', classId: '', from: '', to: '' };

/** /admin/audit: every recorded change, filterable by kind, actor, class and days, newest first. */
export function AdminAuditPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>(none);
  const [filters, setFilters] = useState<AuditFilters>(none);
  const events = useAdminAudit(filters);
  const classes = useAllClasses();
  const set = (key: keyof AuditFilters) => (value: string | null) => setDraft((d) => ({ ...d, [key]: value ?? '' }));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...draft, actor: draft.actor.trim() });
  };
  const loaded = events.data?.pages.flatMap((p) => p.events);
  // the reasons of a day's attendance by their labels, as the attendance list's own history shows them
  const names = Object.assign({ ...reasonLabels }, ...(events.data?.pages.map((p) => p.names) ?? [])) as Record<string, string>;
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} fz={28}>
          {t('audit.admin.title')}
        </Title>
        <Text c="gray.7" size="sm" mt={4}>
          {t('audit.admin.intro')}
        </Text>
      </div>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={apply} aria-label={t('audit.admin.filters')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Select
            label={t('audit.admin.entity')}
            placeholder={t('audit.admin.allEntities')}
            data={AUDIT_ENTITIES.map((value) => ({ value, label: t(`audit.entities.${value}`) }))}
            value={draft.entity || null}
            onChange={set('entity')}
            clearable
          />
          <TextInput label={t('audit.admin.actor')} value={draft.actor} onChange={(e) => set('actor')(e.currentTarget.value)} maxLength={AUDIT_ACTOR_MAX} />
          <Select
            label={t('audit.admin.class')}
            placeholder={t('audit.admin.allClasses')}
            data={(classes.data?.classes ?? []).map((c) => ({ value: c._id, label: c.className }))}
            value={draft.classId || null}
            onChange={set('classId')}
            searchable
            clearable
          />
          <TextInput type="date" label={t('audit.admin.from')} value={draft.from} onChange={(e) => set('from')(e.currentTarget.value)} />
          <TextInput type="date" label={t('audit.admin.to')} value={draft.to} onChange={(e) => set('to')(e.currentTarget.value)} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button
            variant="default"
            onClick={() => {
              setDraft(none);
              setFilters(none);
            }}
          >
            {t('audit.admin.reset')}
          </Button>
          <Button type="submit">{t('audit.admin.apply')}</Button>
        </Group>
      </Paper>
      <QueryState query={{ data: loaded, error: events.error, isPending: events.isPending }} isEmpty={(d) => d.length === 0} empty={t('audit.empty')}>
        {(list) => (
          <Stack gap="sm">
            <Text size="sm" c="gray.7" role="status">
              {t('audit.admin.count', { count: list.length })}
            </Text>
            <AuditEventList events={list} names={names} />
            {events.hasNextPage && (
              <Group justify="center">
                <Button variant="light" onClick={() => void events.fetchNextPage()} loading={events.isFetchingNextPage}>
                  {t('audit.admin.more')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export default AdminAuditPage;
