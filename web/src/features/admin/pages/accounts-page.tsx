import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountsTable } from '../components/accounts-table';
import { KilianDialog } from '../components/kilian-dialog';
import { PendingApprovals } from '../components/pending-approvals';

/** /admin/accounts: pending sign-ups, every account, new kilian accounts (ADR 014). */
export function AccountsPage() {
  const { t } = useTranslation();
  const [isCreating, setCreating] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} fz={28}>
          {t('admin.accounts.pageTitle')}
        </Title>
        <Button onClick={() => setCreating(true)}>{t('admin.kilian.open')}</Button>
      </Group>
      <PendingApprovals />
      <AccountsTable />
      {isCreating ? <KilianDialog onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
export default AccountsPage;
