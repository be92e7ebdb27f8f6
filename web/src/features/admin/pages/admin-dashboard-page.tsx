import { Button, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { alertSuccess } from '../../../lib/notify';
import { useApproveUser } from '../api/approve-user';
import { usePendingUsers } from '../api/get-pending-users';

/** Pending staff accounts with an approve button per row (SEC-10, API-P21, API-P22). */
function PendingApprovals() {
  const { t } = useTranslation();
  const pending = usePendingUsers();
  const approve = useApproveUser();
  const rows = pending.data ?? [];

  let body: React.ReactNode;
  if (pending.isLoading) body = <Text>{t('admin.approvals.loading')}</Text>;
  else if (!rows.length) body = <Text c="gray.7">{t('admin.approvals.empty')}</Text>;
  else {
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.approvals.name')}</Table.Th>
              <Table.Th>{t('admin.approvals.email')}</Table.Th>
              <Table.Th>{t('admin.approvals.type')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('admin.approvals.action')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((u) => {
              const name = `${u.firstName} ${u.name}`;
              const isBusy = approve.isPending && approve.variables === u._id;
              return (
                <Table.Tr key={u._id}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td>{t(`admin.userTypes.${u.userType}`)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      loading={isBusy}
                      aria-label={t('admin.approvals.approveLabel', { name })}
                      onClick={() => approve.mutate(u._id, { onSuccess: () => alertSuccess(t('admin.approvals.approved', { name })) })}
                    >
                      {t('admin.approvals.approve')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

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
