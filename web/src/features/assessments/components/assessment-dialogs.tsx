import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { assessmentDesc, assessmentTitle, gradeDescriptors, gradeSchema } from '@praxisport/contract/assessments';
import { FormModal } from '../../../components/ui/form-modal';
import { zodResolver } from '../../../lib/zod-form';

interface DialogProps<V> {
  onClose: () => void;
  isSubmitting: boolean;
  /** The failure of the last submit, shown inside the dialog. */
  error?: string | null;
  onSubmit: (values: V, done: () => void) => void;
}

/** Adds an assessment category: a title (ADM-32). */
export function CategoryDialog({ onClose, isSubmitting, error, onSubmit }: DialogProps<{ title: string }>) {
  const { t } = useTranslation();
  const form = useForm({ mode: 'controlled', initialValues: { title: '' }, validate: zodResolver(z.object({ title: assessmentTitle })) });
  return (
    <FormModal opened onClose={onClose} title={t('assessments.dialogs.category')} submitLabel={t('common.add')} isSubmitting={isSubmitting} error={error} onSubmit={form.onSubmit((v) => onSubmit({ title: v.title.trim() }, onClose))}>
      <TextInput label={t('assessments.fields.title')} withAsterisk data-autofocus {...form.getInputProps('title')} />
    </FormModal>
  );
}

/** Adds a category test: a description (ADM-34, AMB-127). */
export function CategoryTestDialog({ onClose, isSubmitting, error, onSubmit }: DialogProps<{ desc: string }>) {
  const { t } = useTranslation();
  const form = useForm({ mode: 'controlled', initialValues: { desc: '' }, validate: zodResolver(z.object({ desc: assessmentDesc })) });
  return (
    <FormModal opened onClose={onClose} title={t('assessments.dialogs.categoryTest')} submitLabel={t('common.add')} isSubmitting={isSubmitting} error={error} onSubmit={form.onSubmit((v) => onSubmit({ desc: v.desc.trim() }, onClose))}>
      <Textarea label={t('assessments.fields.desc')} withAsterisk autosize minRows={2} data-autofocus {...form.getInputProps('desc')} />
    </FormModal>
  );
}

const optionSchema = z.object({ title: assessmentTitle, desc: assessmentDesc, grade: gradeSchema });

/** Adds a test option: title, description and a grade 1–5 (ADM-40, D2 §9). */
export function OptionDialog({ onClose, isSubmitting, error, onSubmit }: DialogProps<{ title: string; desc: string; grade: number }>) {
  const { t } = useTranslation();
  const form = useForm<{ title: string; desc: string; grade: number | string }>({ mode: 'controlled', initialValues: { title: '', desc: '', grade: '' }, validate: zodResolver(optionSchema) });
  const grade = typeof form.values.grade === 'number' ? gradeDescriptors[form.values.grade] : undefined;
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('assessments.dialogs.option')}
      submitLabel={t('common.add')}
      isSubmitting={isSubmitting}
      error={error}
      onSubmit={form.onSubmit((v) => onSubmit({ title: v.title.trim(), desc: v.desc.trim(), grade: Number(v.grade) }, onClose))}
    >
      <TextInput label={t('assessments.fields.title')} withAsterisk data-autofocus {...form.getInputProps('title')} />
      <Textarea label={t('assessments.fields.desc')} withAsterisk autosize minRows={2} {...form.getInputProps('desc')} />
      <NumberInput label={t('assessments.fields.grade')} description={grade ?? t('assessments.gradeHint')} withAsterisk clampBehavior="none" allowDecimal={false} {...form.getInputProps('grade')} />
    </FormModal>
  );
}
