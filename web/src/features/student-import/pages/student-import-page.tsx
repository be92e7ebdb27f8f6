import { useState } from 'react';
import { Alert, Anchor, Button, FileInput, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ImportPreview, ImportResult, ImportRow } from '@praxisport/contract/student-import';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { QueryState } from '../../../components/ui/query-state';
import { useClassStudents } from '../../../lib/api/get-class-students';
import { alertSuccess } from '../../../lib/notify';
import { translateServerMessage } from '../../../lib/server-messages';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { toBase64, usePreviewImport, useRunImport } from '../api/student-import';

const MAX_BYTES = 1024 * 1024;

/**
 * /students/{classId}/import: a supervisor uploads (or pastes) a CSV of students, sees each row
 * valid or with its error, and imports the valid ones at once; each gets an invitation mail.
 */
export function StudentImportPage() {
  const { classId = '' } = useParams();
  // the class is read first: another supervisor's class shows only the refusal, not the form
  const klass = useClassStudents(classId);
  return (
    <QueryState query={klass}>
      {() => <StudentImport classId={classId} />}
    </QueryState>
  );
}

function StudentImport({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const previewImport = usePreviewImport(classId);
  const runImport = useRunImport(classId);
  const previewOnce = useSubmitOnce(previewImport);
  const runOnce = useSubmitOnce(runImport);
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [data, setData] = useState<string | null>(null);
  const [sourceError, setSourceError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const check = async () => {
    setResult(null);
    setPreview(null);
    const source: Blob | null = file ?? (pasted.trim() ? new Blob([pasted], { type: 'text/csv' }) : null);
    if (!source) return setSourceError(t('studentImport.chooseFirst'));
    if (source.size > MAX_BYTES) return setSourceError(t('studentImport.tooLarge'));
    setSourceError(null);
    const encoded = await toBase64(source);
    setData(encoded);
    previewOnce(encoded, { onSuccess: setPreview });
  };
  const run = () => {
    if (!data) return;
    runOnce(data, {
      onSuccess: (r) => {
        setResult(r);
        setPreview(null);
        alertSuccess(t('studentImport.done', { count: r.created }));
      },
    });
  };

  const columns: Column<ImportRow>[] = [
    { key: 'line', header: t('studentImport.line'), cell: (r) => r.line },
    { key: 'name', header: t('studentImport.name'), cell: (r) => `${r.name}, ${r.firstName}` },
    { key: 'email', header: t('studentImport.email'), cell: (r) => r.email, nowrap: true },
    { key: 'contact', header: t('studentImport.phone'), cell: (r) => r.contact ?? '–' },
    { key: 'dob', header: t('studentImport.dob'), cell: (r) => r.dob ?? '–' },
    { key: 'training', header: t('studentImport.training'), cell: (r) => (r.trainingStart && r.plannedEnd ? `${r.trainingStart} – ${r.plannedEnd}` : '–'), nowrap: true },
    {
      key: 'status',
      header: t('studentImport.status'),
      cell: (r) =>
        r.error ? (
          <Text size="sm" c="red.9" data-testid="row-error">
            {translateServerMessage(r.error, 'VALIDATION_ERROR')}
          </Text>
        ) : (
          <Text size="sm" fw={600} data-testid="row-ok">
            {r.existing ? t('studentImport.existing') : `✓ ${t('studentImport.valid')}`}
          </Text>
        ),
    },
  ];
  const newRows = preview ? preview.rows.filter((r) => !r.error && !r.existing).length : 0;

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Anchor component={Link} to={`/students/${classId}`} size="sm">
        {t('studentImport.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('studentImport.title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('studentImport.intro')}
      </Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <FileInput
            label={t('studentImport.file')}
            placeholder={t('studentImport.filePlaceholder')}
            accept=".csv,text/csv,text/plain"
            value={file}
            onChange={(f) => {
              setFile(f);
              setPreview(null);
              setSourceError(null);
            }}
            error={sourceError}
            clearable
            clearButtonProps={{ 'aria-label': t('studentImport.clearFile') }}
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            fileInputProps={{ 'data-testid': 'import-file' } as React.ComponentProps<'input'>}
          />
          <Textarea
            label={t('studentImport.paste')}
            description={t('studentImport.pasteHint')}
            autosize
            minRows={3}
            maxRows={10}
            value={pasted}
            onChange={(e) => {
              setPasted(e.currentTarget.value);
              setPreview(null);
              setSourceError(null);
            }}
            disabled={!!file}
          />
          <Group>
            <Button onClick={() => void check()} loading={previewImport.isPending}>
              {t('studentImport.check')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {preview && (
        <Stack gap="sm">
          <Text fw={600} role="status">
            {t('studentImport.summary', { valid: preview.valid, invalid: preview.invalid })}
          </Text>
          <ResponsiveTable columns={columns} rows={preview.rows} rowKey={(r) => String(r.line)} />
          <Group>
            <Button onClick={run} loading={runImport.isPending} disabled={newRows === 0 && preview.valid === 0}>
              {t('studentImport.import', { count: newRows })}
            </Button>
          </Group>
        </Stack>
      )}
      {result && (
        <Alert color="green" variant="outline" role="status" styles={{ message: { color: 'var(--mantine-color-dark-7)' } }} data-testid="import-result">
          {t('studentImport.result', result)}
        </Alert>
      )}
    </Stack>
  );
}
export default StudentImportPage;
