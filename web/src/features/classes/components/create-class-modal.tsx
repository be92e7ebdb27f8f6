import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { createClassBody } from '@praxisport/contract/classes';
import { alertError, alertSuccess } from '../../../lib/notify';
import { useUserSession } from '../../../lib/session';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { FormError } from '../../../components/ui/form-error';
import { lengthCounter, maxLengthOf, zodResolver } from '../../../lib/zod-form';
import { useCreateClass } from '../api/create-class';

const nameSchema = createClassBody.pick({ className: true });
const MAX_NAME = maxLengthOf(createClassBody.shape.className);

/** 'Klasse erstellen' modal with the name field and 'Klasse hinzufügen' (CLS-11..15). */
export function CreateClassModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useUserSession();
  const create = useCreateClass(session?.user._id ?? '');
  const form = useForm({ mode: 'controlled', initialValues: { className: '' }, validate: zodResolver(nameSchema) });
  const submitOnce = useSubmitOnce(create, { form, inline: true });

  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };

  // checked before any request (CLS-12, CLS-13); the server enforces both as well
  const submit = form.onSubmit(
    ({ className }) => {
      if (session?.user.userType !== 'supervisor') return alertError(t('classes.create.onlySupervisor'));
      submitOnce(className.trim(), {
        onSuccess: () => {
          alertSuccess(t('classes.create.success'));
          close();
        },
      });
    },
    () => alertError(t('classes.create.fillForm')),
  );

  return (
    <Modal.Root opened={opened} onClose={close} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* a div, not Mantine's <header>: a second banner landmark on the page (axe) */}
        <Modal.Header component="div">
          <Modal.Title fw={600}>{t('classes.create.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('classes.create.close')} />
        </Modal.Header>
        <Modal.Body>
          <form onSubmit={submit} noValidate>
            <TextInput
              label={t('classes.create.name')}
              placeholder={t('classes.create.namePlaceholder')}
              description={lengthCounter(form.values.className, MAX_NAME)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data-autofocus
              {...form.getInputProps('className')}
            />
            <FormError error={submitOnce.error} />
            <Group justify="flex-end" mt="md">
              <Button type="submit" loading={create.isPending}>
                {t('classes.create.submit')}
              </Button>
            </Group>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
