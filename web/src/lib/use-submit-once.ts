import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { ApiError, isNetworkFailure } from './api-client';
import i18n from './i18n';
import { alertError, closeErrorAlert, placeApiError, showApiError } from './notify';

/** What a `@mantine/form` form offers to show a server's field errors at its fields. */
interface FieldForm {
  getValues: () => object;
  setFieldError: (path: string, error: ReactNode) => void;
}

export interface SubmitOnceOptions {
  /** A server 400 whose message names one of this form's fields shows at that field. */
  form?: FieldForm;
  /** The caller shows `error` inside its dialog (`FormModal`'s `error`) instead of the app's one alert. */
  inline?: boolean;
}

/**
 * The one way a button sends a mutation: `mutate` that ignores a second call while the first
 * request is in flight (a double click sends one request, the first answer is shown). Pair it with
 * the button's `loading={mutation.isPending}`: the ref closes the gap before React re-renders the
 * button as disabled.
 *
 * It also shows a failure, once: a field's message at the field (`form`), any other as the app's
 * one error alert, or, with `inline`, as `submit.error` for the dialog to show. The message goes
 * when a later request succeeds or the form's values change.
 */
export function useSubmitOnce<TData, TError, TVariables, TContext>(mutation: UseMutationResult<TData, TError, TVariables, TContext>, { form, inline }: SubmitOnceOptions = {}) {
  const isBusy = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const hasAlerted = useRef(false);
  const values = (form as { values?: unknown } | undefined)?.values;
  useEffect(() => {
    // the user changed the input: the message of the last attempt no longer applies
    setError(null);
    if (hasAlerted.current) closeErrorAlert();
    hasAlerted.current = false;
  }, [values]);
  const alert = (message: string) => {
    hasAlerted.current = true;
    alertError(message);
  };

  const submit = (variables: TVariables, options: MutateOptions<TData, TError, TVariables, TContext> = {}) => {
    if (isBusy.current) return;
    isBusy.current = true;
    setError(null);
    mutation.mutate(variables, {
      ...options,
      onSuccess: (...args) => {
        closeErrorAlert();
        return options.onSuccess?.(...args);
      },
      onError: (...args) => {
        showFailure(args[0], form, inline ? setError : alert);
        return options.onError?.(...args);
      },
      onSettled: (...args) => {
        isBusy.current = false;
        return options.onSettled?.(...args);
      },
    });
  };
  return Object.assign(submit, { error });
}

function showFailure(err: unknown, form: FieldForm | undefined, show: (message: string) => void) {
  // the device has no connection and the write is not one that waits on it: the person must know it is not
  // saved; a server that does not answer while the device is online stays only logged (ERR-03, AUTH-13)
  if (isNetworkFailure(err) && !navigator.onLine) return show(i18n.t('offline.notSent'));
  if (!(err instanceof ApiError) || err.status === 401) return showApiError(err);
  const { fields, message } = placeApiError(err, form?.getValues());
  for (const [field, text] of Object.entries(fields)) form!.setFieldError(field, text);
  if (message) show(message);
}
