import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { createPortfolioCategoryBody, portfolioTitle } from '@praxisport/contract/portfolio';
import { FormModal } from '../../../components/ui/form-modal';
import { lengthCounter, maxLengthOf, zodResolver } from '../../../lib/zod-form';

const MAX = maxLengthOf(portfolioTitle);

/** The add dialog of a training portfolio category (ADM-24). */
export function TitleOnlyDialog({ opened, onClose, isSubmitting, error, onSubmit }: { opened: boolean; onClose: () => void; isSubmitting: boolean; error?: string | null; onSubmit: (title: string, done: () => void) => void }) {
  const { t } = useTranslation();
  const form = useForm({ mode: 'controlled', initialValues: { title: '' }, validate: zodResolver(createPortfolioCategoryBody) });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <FormModal opened={opened} onClose={close} title={t('portfolio.dialogs.addCategory')} submitLabel={t('common.add')} isSubmitting={isSubmitting} error={error} onSubmit={form.onSubmit(({ title }) => onSubmit(title.trim(), close))}>
      <TextInput label={t('portfolio.fields.title')} withAsterisk data-autofocus description={lengthCounter(form.values.title, MAX)} inputWrapperOrder={['label', 'input', 'description', 'error']} {...form.getInputProps('title')} />
    </FormModal>
  );
}
