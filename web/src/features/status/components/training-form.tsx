import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { plannedEndOf, trainingBody, type TrainingBody, type TrainingRow } from '@praxisport/contract/status';
import { FULL_TIME_YEARS } from '@praxisport/contract/training-rules';
import { alertSuccess } from '../../../lib/notify';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { zodResolver } from '../../../lib/zod-form';
import { useSetTraining } from '../api/status';

/**
 * The class's supervisor sets the training period: the start and the planned end (three years
 * full-time, up to five part-time), checked by the contract's schema before and by the server after.
 * Keyed by the saved period by its caller, so that a saved form is its loaded state again.
 */
export function TrainingForm({ studentId, training }: { studentId: string; training: TrainingRow | null }) {
  const { t } = useTranslation();
  const save = useSetTraining();
  const form = useForm<TrainingBody>({
    initialValues: { start: training?.start ?? '', plannedEnd: training?.plannedEnd ?? '' },
    validate: zodResolver<TrainingBody>(trainingBody),
  });
  const submitOnce = useSubmitOnce(save, { form });
  useUnsavedChanges(form.isDirty());
  const send = (body: TrainingBody) =>
    submitOnce(
      { studentId, body },
      {
        onSuccess: () => {
          form.resetDirty();
          alertSuccess(t('status.training.saved'));
        },
      },
    );
  const startProps = form.getInputProps('start');
  return (
    <form onSubmit={form.onSubmit(send)} noValidate data-print="hide" data-testid="training-form">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('status.training.start')}
          withAsterisk
          min="1900-01-01"
          max="2099-12-31"
          w={{ base: '100%', xs: 200 }}
          {...startProps}
          onChange={(e) => {
            const start = e.currentTarget.value;
            form.setFieldValue('start', start);
            // the full-time end as a first suggestion; part-time is changed by hand
            if (!form.values.plannedEnd && /^\d{4}-\d{2}-\d{2}$/.test(start)) form.setFieldValue('plannedEnd', plannedEndOf(start, FULL_TIME_YEARS));
          }}
        />
        <TextInput
          type="date"
          label={t('status.training.plannedEnd')}
          withAsterisk
          min="1900-01-01"
          max="2099-12-31"
          w={{ base: '100%', xs: 320 }}
          description={t('status.training.endHint')}
          // the hint under the field, so that both fields stand on one line
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('plannedEnd')}
        />
      </Group>
      <Button type="submit" mt="sm" loading={save.isPending}>
        {t('status.training.save')}
      </Button>
    </form>
  );
}
