import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from './form-error';

export interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  onSubmit: (e?: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  isSubmitting?: boolean;
  /** The failure of the last submit (`useSubmitOnce(mutation, { inline: true }).error`), shown inside the dialog. */
  error?: string | null;
  size?: number | string;
  children: ReactNode;
}

/** A dialog with a form; closing it (X, Escape, a click outside) saves nothing. A failed submit's message shows inside it. */
export function FormModal({ opened, onClose, title, onSubmit, submitLabel, isSubmitting, error, size = 'md', children }: FormModalProps) {
  const { t } = useTranslation();
  // a message of an earlier opening does not greet the user when the dialog opens again
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) setDismissed(error ?? null);
  }, [opened, error]);
  useEffect(() => {
    if (!error) setDismissed(null);
  }, [error]);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} closeButtonProps={{ 'aria-label': t('common.closeDialog') }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <FormError error={error && error !== dismissed ? error : null} />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
