import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alertError, alertSuccess } from '../../../lib/notify';
import { useUserSession } from '../../../lib/session';
import { useCreateClass } from '../api/create-class';

/** 'Klasse erstellen' modal with the name field and 'Klasse hinzufügen' (CLS-11..15). */
export function CreateClassModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useUserSession();
  const [className, setClassName] = useState('');
  const create = useCreateClass(session?.user._id ?? '');

  const close = () => {
    setClassName('');
    create.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = className.trim();
    // checked before any request (CLS-12, CLS-13); the server enforces both as well
    if (!name) return alertError(t('classes.create.fillForm'));
    if (session?.user.userType !== 'supervisor') return alertError(t('classes.create.onlySupervisor'));
    create.mutate(name, {
      onSuccess: () => {
        alertSuccess(t('classes.create.success'));
        close();
      },
    });
  };

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
              value={className}
              onChange={(e) => setClassName(e.currentTarget.value)}
              maxLength={200}
              data-autofocus
            />
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
