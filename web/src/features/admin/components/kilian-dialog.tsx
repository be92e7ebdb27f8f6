import { PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { createKilianBody, type CreateKilianBody } from '@praxisport/contract/admin';
import { FormModal } from '../../../components/ui/form-modal';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { zodResolver } from '../../../lib/zod-form';
import { useCreateKilian } from '../api/create-kilian';

const empty: CreateKilianBody = { firstName: '', name: '', username: '', email: '', password: '' };

/** Creates a kilian account with a one-time password, changed at the first sign-in (AMB-07, ADR 014). */
export function KilianDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateKilian();
  const form = useForm<CreateKilianBody>({ mode: 'controlled', initialValues: empty, validate: zodResolver(createKilianBody) });
  const submitOnce = useSubmitOnce(create, { form, inline: true });
  const submit = form.onSubmit((values) =>
    submitOnce(values, {
      onSuccess: (user) => {
        alertSuccess(t('admin.kilian.created', { name: `${user.firstName} ${user.name}` }));
        onClose();
      },
    }),
  );
  return (
    <FormModal opened onClose={onClose} title={t('admin.kilian.title')} submitLabel={t('admin.kilian.submit')} isSubmitting={create.isPending} error={submitOnce.error} onSubmit={submit}>
      <TextInput label={t('admin.kilian.firstName')} withAsterisk data-autofocus {...form.getInputProps('firstName')} />
      <TextInput label={t('admin.kilian.name')} withAsterisk {...form.getInputProps('name')} />
      <TextInput label={t('admin.kilian.username')} withAsterisk {...form.getInputProps('username')} />
      <TextInput label={t('admin.kilian.email')} type="email" withAsterisk {...form.getInputProps('email')} />
      <PasswordInput label={t('admin.kilian.password')} description={t('admin.kilian.passwordHint')} withAsterisk {...form.getInputProps('password')} />
    </FormModal>
  );
}
