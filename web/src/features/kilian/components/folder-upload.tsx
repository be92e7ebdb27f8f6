import { Button, FileButton, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KILIAN_MAX_FILE_BYTES, KILIAN_MAX_FILES, kilianUploadTypes, type KilianFolderType } from '@praxisport/contract/kilian';
import { ApiError } from '../../../lib/api-client';
import { alertError, apiErrorMessage } from '../../../lib/notify';
import { uploadToFolder, useRefreshFolder } from '../api/kilian-uploads';

type Status = { state: 'waiting' | 'uploading' | 'done' } | { state: 'refused'; reason: string };
interface Entry {
  id: number;
  name: string;
  progress: number;
  status: Status;
}

// what the file chooser offers; the server checks the content (magic bytes) in any case
const accept = [...kilianUploadTypes, '.pdf', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.docx', '.xlsx', '.pptx', '.txt'].join(',');
let nextId = 1;

/**
 * Multi-file upload into a folder (UPL-09, UPL-10, AMB-124): one file after another through the
 * pre-signed flow, each with its progress bar; a refused file shows its reason beside its name
 * while the others go on. Checks here are for the user's benefit; the server repeats them.
 */
export function FolderUpload({ folder }: { folder: { studentId: string; subTestId: string; type: KilianFolderType } }) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshFolder();

  const update = (id: number, patch: Partial<Entry>) => setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e)));

  const precheck = (file: File): string | null => {
    if (file.size === 0) return t('kilian.upload.empty');
    if (file.size > KILIAN_MAX_FILE_BYTES) return t('kilian.upload.tooLarge');
    if (!(kilianUploadTypes as readonly string[]).includes(file.type)) return t('kilian.upload.typeNotAllowed');
    return null;
  };

  const start = async (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > KILIAN_MAX_FILES) {
      alertError(t('kilian.upload.tooMany', { max: KILIAN_MAX_FILES }));
      return;
    }
    const batch = files.map((f) => ({ file: f, entry: { id: nextId++, name: f.name, progress: 0, status: { state: 'waiting' } as Status } }));
    setEntries(batch.map((b) => b.entry));
    setBusy(true);
    for (const { file, entry } of batch) {
      const reason = precheck(file);
      if (reason) {
        update(entry.id, { status: { state: 'refused', reason } });
        continue;
      }
      update(entry.id, { status: { state: 'uploading' } });
      try {
        await uploadToFolder(file, folder, (share) => update(entry.id, { progress: Math.round(share * 100) }));
        update(entry.id, { progress: 100, status: { state: 'done' } });
        void refresh(folder.studentId, folder.subTestId, folder.type);
      } catch (err) {
        const why = err instanceof ApiError ? apiErrorMessage(err) : t('errors.codes.NETWORK_ERROR');
        update(entry.id, { status: { state: 'refused', reason: why } });
      }
    }
    setBusy(false);
  };

  const statusText = (s: Status) => (s.state === 'refused' ? t('kilian.upload.refused', { reason: s.reason }) : t(`kilian.upload.${s.state}`));

  return (
    <Stack gap="sm" component="section" aria-labelledby="kilian-upload-heading">
      <Title order={2} size="h4" id="kilian-upload-heading">
        {t('kilian.upload.heading')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('kilian.upload.limits')}
      </Text>
      <Group>
        <FileButton multiple accept={accept} onChange={(files) => void start(files)} disabled={busy}>
          {(props) => (
            <Button {...props} loading={busy}>
              {t('kilian.upload.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
      {entries.length > 0 && (
        <List spacing="sm" listStyleType="none" p={0} aria-live="polite" data-testid="kilian-upload-list">
          {entries.map((e) => (
            <List.Item key={e.id} data-testid="kilian-upload-entry" data-state={e.status.state} styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}>
              <Stack gap={4}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {e.name}
                  </Text>
                  <Text size="sm" c={e.status.state === 'refused' ? 'red.8' : e.status.state === 'done' ? 'teal.9' : 'gray.8'}>
                    {statusText(e.status)}
                  </Text>
                </Group>
                {e.status.state !== 'refused' && <Progress value={e.progress} aria-label={t('kilian.upload.progress', { name: e.name })} size="sm" />}
              </Stack>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
