import type { ReactNode } from 'react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { ApiError } from './api-client';
import i18n from './i18n';
import { isKeepingAlerts } from './keep-alerts';
import { translateServerMessage } from './server-messages';

// ids of the open alerts, closed when the user moves on to another screen
const openAlerts = new Set<string>();
// the one error message on screen: a new one replaces it, a success closes it
let errorAlert: { id: string; message: string } | null = null;

const isShown = (id: string) => {
  const { notifications: shown, queue } = notificationsStore.getState();
  return shown.some((n) => n.id === id) || queue.some((n) => n.id === id);
};

function show(color: string, message: string, autoClose: number) {
  const id = notifications.show({
    color,
    message,
    withCloseButton: true,
    autoClose,
    closeButtonProps: { 'aria-label': i18n.t('common.closeAlert') },
    onClose: () => {
      openAlerts.delete(id);
      if (errorAlert?.id === id) errorAlert = null;
    },
  });
  openAlerts.add(id);
  return id;
}

/**
 * The app's one error message (D1 §8): it replaces the error shown before, so that errors never
 * stack, and the same text for the same failure shows once.
 */
export function alertError(message: string) {
  if (errorAlert?.message === message && isShown(errorAlert.id)) return;
  closeErrorAlert();
  errorAlert = { id: show('red', message, 8000), message };
}
/** A success closes the error message of the screen: the problem is fixed. */
export function alertSuccess(message: string) {
  closeErrorAlert();
  show('teal', message, 4000);
}
/** Closes the error message (the user changed the input, or a request of the screen succeeded). */
export function closeErrorAlert() {
  if (errorAlert) notifications.hide(errorAlert.id);
  errorAlert = null;
}

/** Called on every change of the path: an alert does not follow the user to the next screen (unless `keepAlerts`). */
export function closeAlertsOfPreviousPage(state: unknown) {
  if (isKeepingAlerts(state)) return;
  for (const id of openAlerts) notifications.hide(id);
  openAlerts.clear();
  errorAlert = null;
}

/**
 * A server message without the field's code name that the server puts before a default message
 * ('rDate: das Datum muss …' → 'Das Datum muss …'): the screen names the field by its label.
 */
export function withoutCodeName(message: string, path: string | undefined): string {
  if (!path) return message;
  const names = [path, ...path.split('.')];
  const colon = message.indexOf(': ');
  if (colon < 0 || !names.includes(message.slice(0, colon))) return message;
  const rest = message.slice(colon + 2);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

const messageText = (m: { message: string; path?: string } | undefined, code: string) => withoutCodeName(translateServerMessage(m?.message, code), m?.path);

/** The first message of a failed call in the user's language (contract messages translated, others by code). */
export function apiErrorMessage(err: ApiError): string {
  return messageText(err.messages[0], err.code);
}

/** The form field a server message's path names ('review.rDate' → 'rDate'), if the form has it. */
function fieldOf(path: string | undefined, values: object): string | undefined {
  const segments = path?.split('.') ?? [];
  for (let i = 0; i < segments.length; i++) {
    let v: unknown = values;
    for (const s of segments.slice(i)) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[s] : undefined;
    if (v !== undefined) return segments.slice(i).join('.');
  }
  return undefined;
}

/**
 * Splits a failed call's messages into those of the form's fields (shown at the field) and the
 * first other one (shown as the screen's one message), each in the user's language.
 */
export function placeApiError(err: ApiError, values: object | undefined): { fields: Record<string, string>; message: string | null } {
  const fields: Record<string, string> = {};
  let message: string | null = null;
  for (const m of err.messages.length ? err.messages : [undefined]) {
    const field = values && err.status === 400 ? fieldOf(m?.path, values) : undefined;
    if (field) fields[field] ??= messageText(m, err.code);
    else message ??= messageText(m, err.code);
  }
  return { fields, message };
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

/** A message that stays, across screens, until the user acts on it or closes it (the update prompt, app/update-prompt). */
export function alertUntilClosed(id: string, title: ReactNode, message: ReactNode) {
  notifications.show({ id, title, message, autoClose: false, withCloseButton: true, closeButtonProps: { 'aria-label': i18n.t('common.closeAlert') } });
}
