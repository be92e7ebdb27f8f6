import { Alert } from '@mantine/core';

/**
 * A failed submit's message inside its dialog or form (`useSubmitOnce(mutation, { inline: true }).error`):
 * next to what the user is doing, not a notification behind or over the dialog.
 */
export function FormError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {error}
    </Alert>
  );
}
