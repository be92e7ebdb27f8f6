import { Button, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { alertSuccess } from '../../../lib/notify';
import { useApproveUser } from '../api/approve-user';
import { usePendingUsers, type PendingUser } from '../api/get-pending-users';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';

/** Pending staff accounts with an approve button per row (SEC-10, API-P21, API-P22). */
function PendingApprovals() {
  const { t } = useTranslation();
  const pending = usePendingUsers();
  const approve = useApproveUser();
  const columns: Column<PendingUser>[] = [
    { key: 'name', header: t('admin.approvals.name'), cell: (u) => `${u.firstName} ${u.name}` },
    { key: 'email', header: t('admin.approvals.email'), cell: (u) => u.email },
    { key: 'type', header: t('admin.approvals.type'), cell: (u) => t(`admin.userTypes.${u.userType}`) },
    {
      key: 'action',
      header: <VisuallyHidden>{t('admin.approvals.action')}</VisuallyHidden>,
      label: '',
      align: 'right',
      cell: (u) => {
        const name = `${u.firstName} ${u.name}`;
        return (
          <Button
            size="xs"
            loading={approve.isPending && approve.variables === u._id}
            aria-label={t('admin.approvals.approveLabel', { name })}
            onClick={() => approve.mutate(u._id, { onSuccess: () => alertSuccess(t('admin.approvals.approved', { name })) })}
          >
            {t('admin.approvals.approve')}
          </Button>
        );
      },
    },
  ];
  const body = (
    <QueryState query={pending} isEmpty={(rows) => rows.length === 0} empty={t('admin.approvals.empty')}>
      {(rows) => <ResponsiveTable columns={columns} rows={rows} rowKey={(u) => u._id} />}
    </QueryState>
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="approvals-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="approvals-title">
          {t('admin.approvals.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('admin.approvals.intro')}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}

/** /admin/dashboard: approvals now; the four catalogue tables (ADM-08..ADM-21) follow. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {t('admin.dashboard.title')}
      </Title>
      <PendingApprovals />
      <Text size="sm" c="gray.7">
        {t('admin.dashboard.cataloguesFollow')}
      </Text>
    </Stack>
  );
}
export default AdminDashboardPage;
