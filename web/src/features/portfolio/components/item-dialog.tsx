import { Select, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { itemLearnedSchema, portfolioItemFields, portfolioItemTypes, portfolioTitle, type PortfolioItemFields, type PortfolioItemRow } from '@praxisport/contract/portfolio';
import { FormModal } from '../../../components/ui/form-modal';
import { lengthCounter, maxLengthOf, zodResolver } from '../../../lib/zod-form';

const TITLE_MAX = maxLengthOf(portfolioTitle);
const LEARNED_MAX = maxLengthOf(itemLearnedSchema);

export interface ItemDialogProps {
  /** The item to change, or undefined to add one. */
  item?: PortfolioItemRow;
  onClose: () => void;
  isSubmitting: boolean;
  /** The failure of the last submit, shown inside the dialog. */
  error?: string | null;
  onSubmit: (values: PortfolioItemFields, done: () => void) => void;
}

/** Adds or changes a portfolio item: title, itemLearned and one of the four types (ADM-26, ADM-28, AMB-91). */
export function ItemDialog({ item, onClose, isSubmitting, error, onSubmit }: ItemDialogProps) {
  const { t } = useTranslation();
  const form = useForm<{ title: string; itemLearned: string; type: string | null }>({
    mode: 'controlled',
    initialValues: { title: item?.title ?? '', itemLearned: item?.itemLearned ?? '', type: item?.type ?? null },
    validate: zodResolver(portfolioItemFields),
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={item ? t('portfolio.dialogs.updateItem') : t('portfolio.dialogs.addItem')}
      submitLabel={item ? t('common.update') : t('common.add')}
      isSubmitting={isSubmitting}
      error={error}
      onSubmit={form.onSubmit((values) => onSubmit(portfolioItemFields.parse(values), onClose))}
    >
      <TextInput label={t('portfolio.fields.title')} withAsterisk data-autofocus description={lengthCounter(form.values.title, TITLE_MAX)} inputWrapperOrder={['label', 'input', 'description', 'error']} {...form.getInputProps('title')} />
      <Textarea label={t('portfolio.fields.itemLearned')} withAsterisk autosize minRows={2} description={lengthCounter(form.values.itemLearned, LEARNED_MAX)} inputWrapperOrder={['label', 'input', 'description', 'error']} {...form.getInputProps('itemLearned')} />
      <Select label={t('portfolio.fields.type')} withAsterisk data={[...portfolioItemTypes]} allowDeselect={false} comboboxProps={{ withinPortal: true }} {...form.getInputProps('type')} />
    </FormModal>
  );
}
