import { Group, Radio, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { visitBody, visitForms, visitMessages, VISIT_NOTES_MAX, type VisitBody, type VisitForm, type VisitPlacement } from '@praxisport/contract/visits';
import { FormModal } from '../../../components/ui/form-modal';
import { formatDayIn } from '../../../lib/dates';
import { alertSuccess } from '../../../lib/notify';
import { translateServerMessage } from '../../../lib/server-messages';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { lengthCounter, zodResolver } from '../../../lib/zod-form';
import { useRecordVisit } from '../api/visits';
import { formLabel, typeLabel } from './format';

interface Values {
  date: string;
  form: VisitForm | '';
  notes: string;
}

const initialValues: Values = { date: '', form: 'onSite', notes: '' };
const toBody = (v: Values) => ({ date: v.date, form: v.form, ...(v.notes.trim() ? { notes: v.notes } : {}) }) as VisitBody;

export interface VisitModalProps {
  /** The placement visited; the dialog is closed while null. */
  placement: VisitPlacement | null;
  /** The school's day (Europe/Berlin, from the server): a visit is recorded once it happened. */
  today: string;
  onClose: () => void;
}

/**
 * "Besuch erfassen": the class's supervisor records a visit (date within the placement and not in the
 * future, on site or a talk, notes). The server checks the same; its refusals show at the field.
 */
export function VisitModal({ placement, today, onClose }: VisitModalProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const mutation = useRecordVisit();
  const form = useForm<Values>({
    initialValues,
    validate: (v) => {
      const errors = zodResolver<VisitBody>(visitBody)(toBody(v));
      if (!v.date) errors.date = t('errors.validation.required');
      else if (!errors.date && v.date > today) errors.date = translateServerMessage(visitMessages.inFuture);
      else if (!errors.date && placement && (v.date < placement.from || v.date > placement.until)) errors.date = translateServerMessage(visitMessages.outsidePlacement);
      return errors;
    },
  });
  const submitOnce = useSubmitOnce(mutation, { form, inline: true });
  // a closed dialog forgets its input and its messages: the next opening starts clean
  const close = () => {
    form.reset();
    onClose();
  };
  const send = (v: Values) =>
    submitOnce(
      { placementId: placement!._id, body: toBody(v) },
      {
        onSuccess: () => {
          alertSuccess(t('visits.alerts.recorded'));
          close();
        },
      },
    );
  const latest = placement && placement.until < today ? placement.until : today;
  return (
    <FormModal opened={!!placement} onClose={close} title={t('visits.record')} onSubmit={form.onSubmit(send)} submitLabel={t('visits.save')} isSubmitting={mutation.isPending} error={submitOnce.error}>
      {placement && (
        <TextInput
          type="date"
          label={t('visits.form.date')}
          description={t('visits.form.dateHint', { from: formatDayIn(placement.from, lang), until: formatDayIn(latest, lang), placement: typeLabel(t, placement.type) })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          withAsterisk
          min={placement.from}
          max={latest}
          {...form.getInputProps('date')}
        />
      )}
      <Radio.Group label={t('visits.form.form')} withAsterisk {...form.getInputProps('form')}>
        <Group gap="md" mt={4}>
          {visitForms.map((f) => (
            <Radio key={f} value={f} label={formLabel(t, f)} />
          ))}
        </Group>
      </Radio.Group>
      <Textarea
        label={t('visits.form.notes')}
        autosize
        minRows={3}
        description={lengthCounter(form.values.notes, VISIT_NOTES_MAX)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('notes')}
      />
    </FormModal>
  );
}
