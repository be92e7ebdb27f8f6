import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { catalogueTitle } from '@praxisport/contract/catalogue';
import { FormModal } from '../../../components/ui/form-modal';
import { lengthCounter, maxLengthOf, zodResolver } from '../../../lib/zod-form';

const schema = z.object({ title: catalogueTitle });
const MAX = maxLengthOf(catalogueTitle);

export interface TitleDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog title, e.g. 'Add Category'. */
  title: string;
  isSubmitting: boolean;
  /** The failure of the last submit, shown inside the dialog. */
  error?: string | null;
  /** Sends the title; `done` closes and clears the dialog after a success. */
  onSubmit: (title: string, done: () => void) => void;
}

/** The add dialog of a catalogue table that needs only a title (ADM-14, ADM-15). */
export function TitleDialog({ opened, onClose, title, isSubmitting, error, onSubmit }: TitleDialogProps) {
  const { t } = useTranslation();
  const form = useForm({ mode: 'controlled', initialValues: { title: '' }, validate: zodResolver(schema) });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={title}
      submitLabel={t('common.add')}
      isSubmitting={isSubmitting}
      error={error}
      onSubmit={form.onSubmit(({ title: value }) => onSubmit(value.trim(), close))}
    >
      <TextInput label={t('catalogue.fields.title')} withAsterisk data-autofocus description={lengthCounter(form.values.title, MAX)} inputWrapperOrder={['label', 'input', 'description', 'error']} {...form.getInputProps('title')} />
    </FormModal>
  );
}
