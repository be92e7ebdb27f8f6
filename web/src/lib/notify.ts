import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client';

/** The app's alerts: a notification with the text (D1 §8). */
export function alertError(message: string) {
  notifications.show({ color: 'red', message, withCloseButton: true, autoClose: 6000 });
}
export function alertSuccess(message: string) {
  notifications.show({ color: 'teal', message, withCloseButton: true, autoClose: 4000 });
}

/** Shows messages[0].message of a failed call; network failures are only logged (AUTH-13). */
export function showApiError(err: unknown) {
  if (err instanceof ApiError) {
    if (err.status === 401) return; // the client already went to the sign-in page
    alertError(err.messages[0]?.message ?? err.message);
    return;
  }
  console.error(err);
}
