import { useState } from 'react';
import { Badge, Button, Group, Pagination, Paper, Select, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountRow } from '@praxisport/contract/admin';
import { userTypes } from '@praxisport/contract/common';
import { userStatuses } from '@praxisport/contract/users';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useAccounts, type AccountsFilter } from '../api/get-accounts';
import { useDeactivateUser } from '../api/deactivate-user';
import { useReactivateUser } from '../api/reactivate-user';

const statusColor = { active: 'teal.9', pending: 'indigo.9', rejected: 'red.9', deactivated: 'gray.8' } as const;

/** Every account: search by name or e-mail, role and state filters, 20 a page; deactivate and reactivate (ADR 014). */
export function AccountsTable() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [filter, setFilter] = useState<Omit<AccountsFilter, 'search'>>({ userType: '', status: '', page: 1 });
  const accounts = useAccounts({ ...filter, search: debounced });
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  const deactivateOnce = useSubmitOnce(deactivate);
  const reactivateOnce = useSubmitOnce(reactivate);
  const done = (key: string) => (u: AccountRow) => alertSuccess(t(key, { name: `${u.firstName} ${u.name}` }));

  const columns: Column<AccountRow>[] = [
    { key: 'name', header: t('admin.accounts.name'), cell: (u) => `${u.firstName} ${u.name}` },
    { key: 'email', header: t('admin.accounts.email'), cell: (u) => u.email, nowrap: true },
    { key: 'type', header: t('admin.accounts.type'), cell: (u) => t(`admin.userTypes.${u.userType}`) },
    {
      key: 'status',
      header: t('admin.accounts.status'),
      cell: (u) => (
        <Badge variant="filled" color={statusColor[u.status]}>
          {t(`admin.statuses.${u.status}`)}
        </Badge>
      ),
    },
    {
      key: 'action',
      header: <VisuallyHidden>{t('admin.accounts.action')}</VisuallyHidden>,
      label: '',
      align: 'right',
      cell: (u) => {
        const name = `${u.firstName} ${u.name}`;
        const privacy = (
          <Button size="xs" variant="subtle" component={Link} to={`/admin/accounts/${u._id}/privacy`} aria-label={t('privacy.openLabel', { name })}>
            {t('privacy.open')}
          </Button>
        );
        if (u.status === 'active')
          return (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              {privacy}
              <Button size="xs" variant="default" color="red" aria-label={t('admin.accounts.deactivateLabel', { name })} loading={deactivate.isPending && deactivate.variables === u._id} onClick={() => deactivateOnce(u._id, { onSuccess: done('admin.accounts.deactivated') })}>
                {t('admin.accounts.deactivate')}
              </Button>
            </Group>
          );
        if (u.status === 'deactivated')
          return (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              {privacy}
              <Button size="xs" variant="default" aria-label={t('admin.accounts.reactivateLabel', { name })} loading={reactivate.isPending && reactivate.variables === u._id} onClick={() => reactivateOnce(u._id, { onSuccess: done('admin.accounts.reactivated') })}>
                {t('admin.accounts.reactivate')}
              </Button>
            </Group>
          );
        return privacy;
      },
    },
  ];
  const set = (patch: Partial<typeof filter>) => setFilter((f) => ({ ...f, page: 1, ...patch }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="accounts-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="accounts-title">
          {t('admin.accounts.title')}
        </Title>
        <Group grow preventGrowOverflow={false} wrap="wrap" align="flex-end">
          <TextInput label={t('admin.accounts.search')} placeholder={t('admin.accounts.searchPlaceholder')} value={search} onChange={(e) => { setSearch(e.currentTarget.value); set({}); }} miw={200} />
          <Select label={t('admin.accounts.type')} data={[{ value: '', label: t('admin.accounts.all') }, ...userTypes.map((v) => ({ value: v, label: t(`admin.userTypes.${v}`) }))]} value={filter.userType} onChange={(v) => set({ userType: (v ?? '') as AccountsFilter['userType'] })} allowDeselect={false} miw={160} />
          <Select label={t('admin.accounts.status')} data={[{ value: '', label: t('admin.accounts.all') }, ...userStatuses.map((v) => ({ value: v, label: t(`admin.statuses.${v}`) }))]} value={filter.status} onChange={(v) => set({ status: (v ?? '') as AccountsFilter['status'] })} allowDeselect={false} miw={160} />
        </Group>
        <QueryState query={accounts}>
          {(data) => (
            <Stack gap="xs">
              <ResponsiveTable columns={columns} rows={data.users} rowKey={(u) => u._id} empty={t('admin.accounts.empty')} />
              <Group justify="space-between">
                <Text size="sm" c="gray.7">
                  {t('admin.accounts.total', { count: data.total })}
                </Text>
                {data.total > data.pageSize ? (
                  <Pagination
                    total={Math.ceil(data.total / data.pageSize)}
                    value={data.page}
                    onChange={(page) => setFilter((f) => ({ ...f, page }))}
                    getControlProps={(control) => ({ 'aria-label': t(`admin.accounts.page.${control}`) })}
                    getItemProps={(page) => ({ 'aria-label': t('admin.accounts.page.number', { page }) })}
                  />
                ) : null}
              </Group>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
