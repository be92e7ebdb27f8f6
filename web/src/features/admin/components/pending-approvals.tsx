import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useApproveUser } from '../api/approve-user';
import { usePendingUsers, type PendingUser } from '../api/get-pending-users';
import { useRejectUser } from '../api/reject-user';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';

/** Pending staff accounts with approve and reject per row (SEC-10, API-P21, API-P22, ADR 014). */
export function PendingApprovals() {
  const { t } = useTranslation();
  const pending = usePendingUsers();
  const approve = useApproveUser();
  const reject = useRejectUser();
  const approveOnce = useSubmitOnce(approve);
  const rejectOnce = useSubmitOnce(reject);
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
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <Button
              size="xs"
              loading={approve.isPending && approve.variables === u._id}
              aria-label={t('admin.approvals.approveLabel', { name })}
              onClick={() => approveOnce(u._id, { onSuccess: () => alertSuccess(t('admin.approvals.approved', { name })) })}
            >
              {t('admin.approvals.approve')}
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={reject.isPending && reject.variables === u._id}
              aria-label={t('admin.approvals.rejectLabel', { name })}
              onClick={() => rejectOnce(u._id, { onSuccess: () => alertSuccess(t('admin.approvals.rejected', { name })) })}
            >
              {t('admin.approvals.reject')}
            </Button>
          </Group>
        );
      },
    },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="approvals-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="approvals-title">
          {t('admin.approvals.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('admin.approvals.intro')}
        </Text>
        <QueryState query={pending} isEmpty={(rows) => rows.length === 0} empty={t('admin.approvals.empty')}>
          {(rows) => <ResponsiveTable columns={columns} rows={rows} rowKey={(u) => u._id} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}
