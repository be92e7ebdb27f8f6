import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  text: string;
  /** the button that goes ahead (red: it drops or deletes something) */
  confirmLabel: string;
  /** the button that keeps everything as it is; it has the focus */
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something is dropped or deleted; closing it (X, Escape, a click outside) cancels. */
export function ConfirmDialog({ opened, title, text, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} closeButtonProps={{ 'aria-label': t('common.closeDialog') }}>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red.9" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
