import { useState } from 'react';
import { Alert, Button, Code, Modal, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxMail } from '@praxisport/contract/mail';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { formatDateTime } from '../../../lib/dates';
import { useOutbox, useOutboxMail } from '../api/outbox';

/** /admin/outbox: what the app sent, or without SMTP_URL wrote as .eml under DATA_DIR/outbox. */
export function OutboxPage() {
  const { t } = useTranslation();
  const outbox = useOutbox();
  const [openId, setOpenId] = useState<string | null>(null);
  const mail = useOutboxMail(openId);
  const columns: Column<OutboxMail>[] = [
    { key: 'createdAt', header: t('mail.createdAt'), cell: (m) => formatDateTime(m.createdAt), nowrap: true },
    { key: 'to', header: t('mail.to'), cell: (m) => m.to },
    { key: 'subject', header: t('mail.subject'), cell: (m) => m.subject },
    {
      key: 'status',
      header: t('mail.status'),
      nowrap: true,
      cell: (m) => (
        <Text size="sm" fw={600} c={m.status === 'failed' ? 'red.9' : undefined}>
          {t(`mail.statuses.${m.status}`)}
        </Text>
      ),
    },
    {
      key: 'open',
      // a column header with a name (an empty one says nothing to a screen reader)
      header: <VisuallyHidden>{t('mail.show')}</VisuallyHidden>,
      label: '',
      cell: (m) => (
        <Button size="compact-sm" variant="light" onClick={() => setOpenId(m._id)}>
          {t('mail.show')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('mail.title')}
      </Title>
      <QueryState query={outbox}>
        {(d) => (
          <>
            <Alert color="blue" variant="outline" styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}>
              {d.smtp ? t('mail.viaSmtp') : t('mail.noSmtp')}
            </Alert>
            <ResponsiveTable columns={columns} rows={d.mails} rowKey={(m) => m._id} empty={t('mail.empty')} />
          </>
        )}
      </QueryState>
      <Modal opened={!!openId} onClose={() => setOpenId(null)} title={mail.data?.subject ?? t('mail.title')} size="lg">
        <QueryState query={mail}>
          {(m) => (
            <Stack gap="xs">
              <Text size="sm">
                {t('mail.to')}: {m.to}
              </Text>
              {m.file && (
                <Text size="sm">
                  {t('mail.file')}: <Code>{m.file}</Code>
                </Text>
              )}
              {m.lastError && (
                <Text size="sm" c="red.9">
                  {m.lastError}
                </Text>
              )}
              <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.body}
              </Code>
            </Stack>
          )}
        </QueryState>
      </Modal>
    </Stack>
  );
}
export default OutboxPage;
