import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client';
import i18n from './i18n';
import { isKeepingAlerts } from './keep-alerts';
import { translateServerMessage } from './server-messages';

// ids of the open alerts, closed when the user moves on to another screen
const openAlerts = new Set<string>();

function show(color: string, message: string, autoClose: number) {
  const id = notifications.show({
    color,
    message,
    withCloseButton: true,
    autoClose,
    closeButtonProps: { 'aria-label': i18n.t('common.closeAlert') },
  });
  openAlerts.add(id);
}

/** The app's alerts: a notification with the text (D1 §8). */
export function alertError(message: string) {
  show('red', message, 6000);
}
export function alertSuccess(message: string) {
  show('teal', message, 4000);
}

/** Called on every change of the path: an alert does not follow the user to the next screen (unless `keepAlerts`). */
export function closeAlertsOfPreviousPage(state: unknown) {
  if (isKeepingAlerts(state)) return;
  for (const id of openAlerts) notifications.hide(id);
  openAlerts.clear();
}

/** The first message of a failed call in the user's language (contract messages translated, others by code). */
export function apiErrorMessage(err: ApiError): string {
  return translateServerMessage(err.messages[0]?.message, err.code);
}

/** Shows messages[0].message of a failed call; network failures are only logged (AUTH-13). */
export function showApiError(err: unknown) {
  if (err instanceof ApiError) {
    if (err.status === 401) return; // the client already went to the sign-in page
    alertError(apiErrorMessage(err));
    return;
  }
  console.error(err);
}
