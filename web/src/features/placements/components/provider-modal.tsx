import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { providerBody, type ProviderBody } from '@praxisport/contract/placements';
import { FormModal } from '../../../components/ui/form-modal';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { lengthCounter, maxLengthOf, zodResolver } from '../../../lib/zod-form';
import { useAddProvider } from '../api/placements';

const NAME_MAX = maxLengthOf(providerBody.shape.name);
const WARD_MAX = maxLengthOf(providerBody.shape.ward);

/** A supervisor adds a provider and ward to the catalogue; closing tells the new provider's id. */
export function ProviderModal({ opened, onClose }: { opened: boolean; onClose: (createdId?: string) => void }) {
  const { t } = useTranslation();
  const mutation = useAddProvider();
  const form = useForm<ProviderBody>({ initialValues: { name: '', ward: '' }, validate: zodResolver<ProviderBody>(providerBody) });
  const submitOnce = useSubmitOnce(mutation, { form, inline: true });
  const send = (v: ProviderBody) =>
    submitOnce(v, {
      onSuccess: ({ provider }) => {
        alertSuccess(t('placements.alerts.providerAdded'));
        form.reset();
        onClose(provider._id);
      },
    });
  return (
    <FormModal opened={opened} onClose={() => onClose()} title={t('placements.providers')} onSubmit={form.onSubmit(send)} submitLabel={t('placements.save')} isSubmitting={mutation.isPending} error={submitOnce.error}>
      <TextInput label={t('placements.form.name')} withAsterisk description={lengthCounter(form.values.name, NAME_MAX)} inputWrapperOrder={['label', 'input', 'description', 'error']} {...form.getInputProps('name')} />
      <TextInput label={t('placements.form.ward')} withAsterisk description={lengthCounter(form.values.ward, WARD_MAX)} inputWrapperOrder={['label', 'input', 'description', 'error']} {...form.getInputProps('ward')} />
    </FormModal>
  );
}
