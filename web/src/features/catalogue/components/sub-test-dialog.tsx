import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { createSubTestBody, type CreateSubTestBody } from '@praxisport/contract/catalogue';
import { FormModal } from '../../../components/ui/form-modal';
import { zodResolver } from '../../../lib/zod-form';
import { useCreateSubTest } from '../api/create-sub-test';
import { useSubmitOnce } from '../../../lib/use-submit-once';

const schema = createSubTestBody.omit({ _competencyCatOptionTest: true });
type Values = Omit<CreateSubTestBody, '_competencyCatOptionTest'>;
const empty: Values = { title: '', subTitle: '', videoLink: '', audioLink: '', pdfLink1: '', pdfLink2: '' };

/** Adds a sub-test with its sub title and four links to the selected test (ADM-14, ADM-16, AMB-128). */
export function SubTestDialog({ opened, onClose, testId }: { opened: boolean; onClose: () => void; testId: string }) {
  const { t } = useTranslation();
  const create = useCreateSubTest();
  const form = useForm<Values>({ mode: 'controlled', initialValues: empty, validate: zodResolver(schema) });
  const submitOnce = useSubmitOnce(create, { form, inline: true });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('catalogue.dialogs.subTest')}
      submitLabel={t('common.add')}
      isSubmitting={create.isPending}
      error={submitOnce.error}
      onSubmit={form.onSubmit((values) => submitOnce({ ...values, _competencyCatOptionTest: testId }, { onSuccess: close }))}
    >
      <TextInput label={t('catalogue.fields.title')} withAsterisk data-autofocus {...form.getInputProps('title')} />
      <TextInput label={t('catalogue.fields.subTitle')} withAsterisk {...form.getInputProps('subTitle')} />
      <LinkFields form={form} />
    </FormModal>
  );
}

type LinkForm = { getInputProps: (path: 'videoLink' | 'audioLink' | 'pdfLink1' | 'pdfLink2') => object };

/** The four link inputs (video, audio, PDF 1 and 2), all absolute http(s) addresses. */
export function LinkFields({ form }: { form: LinkForm }) {
  const { t } = useTranslation();
  return (
    <>
      {(['videoLink', 'audioLink', 'pdfLink1', 'pdfLink2'] as const).map((field) => (
        <TextInput key={field} type="url" inputMode="url" label={t(`catalogue.fields.${field}`)} placeholder="https://" withAsterisk {...form.getInputProps(field)} />
      ))}
    </>
  );
}
