import { NumberInput, Select, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  absenceBody,
  competenceAreas,
  decideGuidanceBody,
  guidanceBody,
  guidanceKinds,
  COMMENT_MAX,
  MAX_ABSENT_DAYS,
  MAX_MINUTES_PER_DAY,
  TOPIC_MAX,
  type AbsenceBody,
  type DecideGuidanceBody,
  type GuidanceBody,
  type PlacementRow,
} from '@praxisport/contract/placements';
import { FormModal } from '../../../components/ui/form-modal';
import { formatGermanDate } from '../../../lib/dates';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { lengthCounter, maxLengthOf, zodResolver } from '../../../lib/zod-form';
import { useDecideGuidance, useRecordAbsence, useRecordGuidance } from '../api/placements';

const talkTypes = ['initialconsultation', 'intermtalk', 'finaltalk'] as const;
const num = (v: number | string) => (v === '' ? Number.NaN : Number(v));
/** The absence note's limit, from the contract (a counter, never a silent cut). */
const NOTE_MAX = maxLengthOf(absenceBody.shape.note.unwrap());

interface GuidanceValues {
  date: string;
  minutes: number | string;
  kind: string;
  talkType: string;
  topic: string;
  competenceArea: string;
}

const toGuidanceBody = (v: GuidanceValues) =>
  ({
    ...(v.kind === 'talk' && v.talkType ? { talkType: v.talkType } : { date: v.date }),
    minutes: num(v.minutes),
    kind: v.kind,
    topic: v.topic,
    competenceArea: v.competenceArea || null,
  }) as GuidanceBody;

/** The assigned instructor records a guidance session; a talk of the talks module counts with its own date. */
export function GuidanceModal({ placement, onClose }: { placement: PlacementRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useRecordGuidance();
  const form = useForm<GuidanceValues>({
    initialValues: { date: '', minutes: '', kind: 'guidance', talkType: '', topic: '', competenceArea: '' },
    validate: (v) => {
      const errors = zodResolver<GuidanceBody>(guidanceBody)(toGuidanceBody(v));
      if (!(v.kind === 'talk' && v.talkType) && !v.date) errors.date ??= t('errors.validation.required');
      return errors;
    },
  });
  const submitOnce = useSubmitOnce(mutation, { form, inline: true });
  const fromTalk = form.values.kind === 'talk' && !!form.values.talkType;
  const send = (v: GuidanceValues) => {
    const body = toGuidanceBody(v);
    const when = body.date ? formatGermanDate(body.date) : t(`placements.guidance.talks.${v.talkType}`);
    const mine = [
      { label: t('offline.line.date'), value: when },
      { label: t('offline.line.minutes'), value: String(body.minutes) },
      { label: t('offline.line.kind'), value: t(`placements.kinds.${body.kind}`) },
      { label: t('offline.line.topic'), value: body.topic },
    ];
    submitOnce(
      { placement: placement!, body, label: t('offline.label.guidance', { date: when }), mine },
      {
        onSuccess: (sent) => {
          alertSuccess(sent.queued ? t('offline.queued') : t('placements.alerts.recorded'));
          form.reset();
          onClose();
        },
      },
    );
  };
  return (
    <FormModal opened={!!placement} onClose={onClose} title={t('placements.recordGuidance')} onSubmit={form.onSubmit(send)} submitLabel={t('placements.save')} isSubmitting={mutation.isPending} error={submitOnce.error}>
      <Select label={t('placements.guidance.kind')} withAsterisk allowDeselect={false} data={guidanceKinds.map((k) => ({ value: k, label: t(`placements.kinds.${k}`) }))} {...form.getInputProps('kind')} />
      {form.values.kind === 'talk' && (
        <Select
          label={t('placements.guidance.talk')}
          clearable
          placeholder={t('placements.guidance.talkNone')}
          data={talkTypes.map((k) => ({ value: k, label: t(`placements.guidance.talks.${k}`) }))}
          {...form.getInputProps('talkType')}
          onChange={(v) => form.setFieldValue('talkType', v ?? '')}
        />
      )}
      {!fromTalk && (
        <TextInput type="date" label={t('placements.guidance.date')} withAsterisk min={placement?.from} max={placement?.until} {...form.getInputProps('date')} />
      )}
      <NumberInput label={t('placements.guidance.minutes')} withAsterisk min={1} max={MAX_MINUTES_PER_DAY} clampBehavior="none" allowDecimal={false} {...form.getInputProps('minutes')} />
      <TextInput label={t('placements.guidance.topic')} withAsterisk description={lengthCounter(form.values.topic, TOPIC_MAX)} inputWrapperOrder={['label', 'input', 'description', 'error']} {...form.getInputProps('topic')} />
      <Select
        label={t('placements.guidance.area')}
        clearable
        placeholder={t('placements.guidance.areaNone')}
        data={competenceAreas.map((a) => ({ value: a, label: a }))}
        {...form.getInputProps('competenceArea')}
        onChange={(v) => form.setFieldValue('competenceArea', v ?? '')}
      />
    </FormModal>
  );
}

interface AbsenceValues {
  from: string;
  days: number | string;
  note: string;
}

/** The assigned instructor records absent days in a placement. */
export function AbsenceModal({ placement, onClose }: { placement: PlacementRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useRecordAbsence();
  const toBody = (v: AbsenceValues) => ({ from: v.from, days: num(v.days), ...(v.note.trim() ? { note: v.note } : {}) }) as AbsenceBody;
  const form = useForm<AbsenceValues>({ initialValues: { from: '', days: 1, note: '' }, validate: (v) => zodResolver<AbsenceBody>(absenceBody)(toBody(v)) });
  const submitOnce = useSubmitOnce(mutation, { form, inline: true });
  const send = (v: AbsenceValues) =>
    submitOnce(
      { placementId: placement!._id, body: toBody(v) },
      {
        onSuccess: () => {
          alertSuccess(t('placements.alerts.absenceRecorded'));
          form.reset();
          onClose();
        },
      },
    );
  return (
    <FormModal opened={!!placement} onClose={onClose} title={t('placements.recordAbsence')} onSubmit={form.onSubmit(send)} submitLabel={t('placements.save')} isSubmitting={mutation.isPending} error={submitOnce.error}>
      <TextInput type="date" label={t('placements.form.absenceFrom')} withAsterisk min={placement?.from} max={placement?.until} {...form.getInputProps('from')} />
      <NumberInput label={t('placements.form.days')} withAsterisk min={1} max={MAX_ABSENT_DAYS} clampBehavior="none" allowDecimal={false} {...form.getInputProps('days')} />
      <TextInput label={t('placements.form.note')} description={lengthCounter(form.values.note, NOTE_MAX)} inputWrapperOrder={['label', 'input', 'description', 'error']} {...form.getInputProps('note')} />
    </FormModal>
  );
}

/** The student disputes a guidance record, with a reason. */
export function DisputeModal({ recordId, onClose }: { recordId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useDecideGuidance();
  const form = useForm<{ comment: string }>({
    initialValues: { comment: '' },
    validate: (v) => zodResolver<DecideGuidanceBody>(decideGuidanceBody)({ decision: 'dispute', comment: v.comment }),
  });
  const submitOnce = useSubmitOnce(mutation, { form, inline: true });
  const send = (v: { comment: string }) =>
    submitOnce(
      { recordId: recordId!, body: { decision: 'dispute', comment: v.comment } },
      {
        onSuccess: () => {
          alertSuccess(t('placements.alerts.disputed'));
          form.reset();
          onClose();
        },
      },
    );
  return (
    <FormModal opened={!!recordId} onClose={onClose} title={t('placements.dispute')} onSubmit={form.onSubmit(send)} submitLabel={t('placements.dispute')} isSubmitting={mutation.isPending} error={submitOnce.error}>
      <Textarea
        label={t('placements.guidance.comment')}
        withAsterisk
        autosize
        minRows={3}
        description={lengthCounter(form.values.comment, COMMENT_MAX)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('comment')}
      />
    </FormModal>
  );
}
