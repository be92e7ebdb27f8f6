import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EraseResponse } from '@praxisport/contract/privacy';
import { QueryState } from '../../../components/ui/query-state';
import { NotFound } from '../../../components/ui/not-found';
import { formatDate } from '../../../lib/dates';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { exportUrl, useErasePerson, usePrivacySummary } from '../api/privacy';

const isUuid = (s: string | undefined) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s ?? '');

/** /admin/accounts/{userId}/privacy: what is stored about a person, its export and the erasure of their personal data (DSGVO Art. 15, 17, 20). */
export function PrivacyPage() {
  const { userId } = useParams();
  if (!isUuid(userId)) return <NotFound />;
  return <Privacy userId={userId!} />;
}

function Privacy({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const summary = usePrivacySummary(userId);
  const erase = useErasePerson(userId);
  const eraseOnce = useSubmitOnce(erase);
  const [confirm, setConfirm] = useState('');
  const [result, setResult] = useState<EraseResponse | null>(null);
  // the server counts per table; a person reads what the records are
  const tableLabel = (table: string) => t(`privacy.tables.${table}`, { defaultValue: t('privacy.otherTable') });
  return (
    <QueryState query={summary}>
      {(p) => (
        <Stack gap="lg" maw={760}>
          <Title order={1} fz={28}>
            {t('privacy.title', { name: `${p.firstName} ${p.name}` })}
          </Title>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="privacy-stored">
            <Stack gap="sm">
              <Title order={2} fz={20} id="privacy-stored">
                {t('privacy.stored')}
              </Title>
              <Group gap="xs">
                <Text>{p.email}</Text>
                <Badge variant="filled" color="blue.9">{t(`admin.userTypes.${p.userType}`, { defaultValue: p.userType })}</Badge>
                {p.erasedAt ? <Badge color="gray">{t('privacy.erasedOn', { date: formatDate(p.erasedAt) })}</Badge> : null}
              </Group>
              {Object.keys(p.records).length ? (
                <List size="sm" aria-label={t('privacy.records')}>
                  {Object.entries(p.records).map(([table, n]) => (
                    <List.Item key={table}>{t('privacy.recordLine', { table: tableLabel(table), count: n })}</List.Item>
                  ))}
                </List>
              ) : (
                <Text c="gray.7">{t('privacy.noRecords')}</Text>
              )}
              <Text size="sm">{t('privacy.files', { count: p.files })}</Text>
              <Group>
                <Button component="a" href={exportUrl(userId)} download variant="default">
                  {t('privacy.export')}
                </Button>
              </Group>
              <Text size="sm" c="gray.7">
                {t('privacy.exportHint')}
              </Text>
            </Stack>
          </Paper>
          {p.erasedAt ? null : (
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="privacy-erase" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  eraseOnce(confirm, {
                    onSuccess: (r) => {
                      setResult(r);
                      alertSuccess(t('privacy.erased'));
                    },
                  });
                }}
              >
                <Stack gap="sm">
                  <Title order={2} fz={20} id="privacy-erase">
                    {t('privacy.eraseTitle')}
                  </Title>
                  <Text size="sm">{t('privacy.eraseText')}</Text>
                  <TextInput label={t('privacy.confirmLabel')} description={t('privacy.confirmHint', { email: p.email })} value={confirm} onChange={(e) => setConfirm(e.currentTarget.value)} autoComplete="off" required />
                  <Group>
                    <Button type="submit" color="red" loading={erase.isPending} disabled={confirm.trim().toLowerCase() !== p.email.toLowerCase()}>
                      {t('privacy.erase')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Paper>
          )}
          {result ? (
            <Paper withBorder radius="md" p="md" component="section" aria-label={t('privacy.erased')}>
              <Text size="sm">
                {t('privacy.result', { files: result.removedFiles, rows: result.removedRows })}{' '}
                {Object.entries(result.keptRecords)
                  .map(([table, n]) => t('privacy.recordLine', { table: tableLabel(table), count: n }))
                  .join(', ')}
              </Text>
            </Paper>
          ) : null}
          <Anchor component={Link} to="/admin/accounts">{t('privacy.back')}</Anchor>
        </Stack>
      )}
    </QueryState>
  );
}
export default PrivacyPage;
