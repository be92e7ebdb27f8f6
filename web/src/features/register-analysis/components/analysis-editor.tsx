import { Button, Checkbox, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BLOCK_KEYS, blockTimes, type BlockKey } from '@praxisport/contract/attendance';
import {
  ANALYSIS_CONTENT_MAX_LENGTH,
  analysisEntryBody,
  analysisStatuses,
  isAnalysisEntryFilled,
  registerAnalysisAlerts,
  registerAnalysisMessages,
  type AnalysisRecord,
  type AnalysisStatus,
} from '@praxisport/contract/register-analysis';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { alertSuccess } from '../../../lib/notify';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { lengthCounter, zodResolver } from '../../../lib/zod-form';
import { useAnalysis } from '../api/get-analysis';
import { LFCE_CHOICES_STALE_MS, useLfces } from '../../../lib/api/get-lfces';
import { useSupervisors } from '../api/get-supervisors';
import { useSaveAnalysis } from '../api/save-analysis';
import classes from './analysis-editor.module.css';

interface EntryValues {
  time: BlockKey;
  _lfce: string | null;
  _supervisor: string | null;
  content: string;
  status: AnalysisStatus | null;
  forInstructors: boolean;
}
// all four blocks are shown: an analysis with none filled is refused at the first block's content
const schema = z.object({
  entries: z.array(analysisEntryBody).refine((list) => list.some(isAnalysisEntryFilled), { error: registerAnalysisMessages.empty, path: [0, 'content'] }),
});

/** One row per lesson block: the saved entry, or an empty one with the signed-in supervisor (AMB-70). */
function initialEntries(record: AnalysisRecord | null, supervisorId: string): EntryValues[] {
  return BLOCK_KEYS.map((time) => {
    const e = record?.analysis.find((x) => x.time === time);
    return e
      ? { time, _lfce: e._lfce, _supervisor: e._supervisor?._id ?? null, content: e.content, status: e.status, forInstructors: e.forInstructors }
      : { time, _lfce: null, _supervisor: supervisorId, content: '', status: null, forInstructors: false };
  });
}

/** The supervisor's analysis of a day (RA-10..18): LF/CE, supervisor, content, status and "for instructors" per block. */
export function AnalysisEditor({ classId, date, supervisorId }: { classId: string; date: string; supervisorId: string }) {
  const query = useAnalysis(classId, date);
  return (
    <QueryState query={query}>
      {({ classRegisterAnalysis }) => (
        <AnalysisForm
          key={`${date}|${classRegisterAnalysis?.version ?? 0}`}
          classId={classId}
          date={date}
          record={classRegisterAnalysis}
          supervisorId={supervisorId}
        />
      )}
    </QueryState>
  );
}

function AnalysisForm({ classId, date, record, supervisorId }: { classId: string; date: string; record: AnalysisRecord | null; supervisorId: string }) {
  const { t } = useTranslation();
  const lfces = useLfces({ staleTime: LFCE_CHOICES_STALE_MS }).data ?? [];
  const supervisors = useSupervisors().data?.supervisors ?? [];
  const save = useSaveAnalysis();
  const submitOnce = useSubmitOnce(save);
  const form = useForm({ mode: 'controlled', initialValues: { entries: initialEntries(record, supervisorId) }, validate: zodResolver(schema) });
  const lfceOptions = lfces.map((l) => ({ value: l._id, label: l.title }));
  const supervisorOptions = supervisors.map((s) => ({ value: s._id, label: `${s.firstName} ${s.name}` }));
  const statusOptions = analysisStatuses.map((s) => ({ value: s, label: s }));
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(({ entries }) =>
    submitOnce(
      { _id: record?._id ?? null, _grade: classId, date, analysis: entries.filter(isAnalysisEntryFilled), version: record?.version ?? null },
      { onSuccess: () => alertSuccess(registerAnalysisAlerts.saved) },
    ),
  );

  const label = (what: string, time: BlockKey) => `${what} ${blockTimes[time]}`;
  const columns: Column<EntryValues>[] = [
    { key: 'time', header: t('registerAnalysis.block'), label: '', nowrap: true, cell: (e) => <Text fw={600}>{blockTimes[e.time]}</Text> },
    {
      key: 'lfce',
      header: t('registerAnalysis.lfce'),
      label: '',
      cell: (e, i) => (
        <Select label={t('registerAnalysis.lfce')} labelProps={{ className: classes.phoneLabel }} aria-label={label(t('registerAnalysis.lfce'), e.time)} data={lfceOptions} searchable clearable placeholder={t('registerAnalysis.choose')} miw={180} {...form.getInputProps(`entries.${i}._lfce`)} />
      ),
    },
    {
      key: 'supervisor',
      header: t('registerAnalysis.supervisor'),
      label: '',
      cell: (e, i) => (
        <Select label={t('registerAnalysis.supervisor')} labelProps={{ className: classes.phoneLabel }} aria-label={label(t('registerAnalysis.supervisor'), e.time)} data={supervisorOptions} clearable placeholder={t('registerAnalysis.choose')} miw={150} {...form.getInputProps(`entries.${i}._supervisor`)} />
      ),
    },
    {
      key: 'content',
      header: t('registerAnalysis.content'),
      label: '',
      cell: (e, i) => (
        <Textarea
          label={t('registerAnalysis.content')} labelProps={{ className: classes.phoneLabel }} aria-label={label(t('registerAnalysis.content'), e.time)}
          autosize
          minRows={1}
          maxRows={5}
          miw={160}
          description={e.content.length > ANALYSIS_CONTENT_MAX_LENGTH * 0.8 ? lengthCounter(e.content, ANALYSIS_CONTENT_MAX_LENGTH) : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps(`entries.${i}.content`)}
        />
      ),
    },
    {
      key: 'status',
      header: t('registerAnalysis.status'),
      label: '',
      cell: (e, i) => (
        <Select label={t('registerAnalysis.status')} labelProps={{ className: classes.phoneLabel }} aria-label={label(t('registerAnalysis.status'), e.time)} data={statusOptions} clearable placeholder={t('registerAnalysis.choose')} miw={140} {...form.getInputProps(`entries.${i}.status`)} />
      ),
    },
    {
      key: 'forInstructors',
      header: t('registerAnalysis.forInstructors'),
      label: '',
      cell: (e, i) => (
        <Checkbox
          label={t('registerAnalysis.forInstructors')}
          classNames={{ label: classes.phoneLabel }}
          aria-label={t('registerAnalysis.forInstructorsOf', { block: blockTimes[e.time] })}
          size="md"
          {...form.getInputProps(`entries.${i}.forInstructors`, { type: 'checkbox' })}
        />
      ),
    },
  ];

  return (
    <form onSubmit={submit} noValidate aria-labelledby="analysis-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="analysis-heading">
          {t('registerAnalysis.analysis.heading')}
        </Title>
        {!record && (
          <Text c="gray.7" size="sm">
            {t('registerAnalysis.analysis.new')}
          </Text>
        )}
        <ResponsiveTable columns={columns} rows={form.values.entries} rowKey={(e) => e.time} striped={false} />
        <Group justify="flex-end" data-print="hide">
          <Button type="submit" loading={save.isPending}>
            {t('registerAnalysis.analysis.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
