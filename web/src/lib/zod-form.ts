import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { translateIssue } from './server-messages';

/**
 * The @mantine/form resolver for a contract schema: every issue at once, one message per field
 * (`path.join('.')`, e.g. 'impatient3'), in the user's language.
 */
export function zodResolver<T>(schema: z.ZodType) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= translateIssue(issue as Parameters<typeof translateIssue>[0]);
    }
    return errors;
  };
}

/** The `max` of a contract string schema (`z.string().max(n)`), so a limit is typed once. */
export function maxLengthOf(schema: z.ZodType): number {
  const max = (schema as unknown as { maxLength?: number | null }).maxLength;
  if (typeof max !== 'number') throw new Error('schema has no maximum length');
  return max;
}

/** The visible counter of a length-limited field: '123/5000'. */
export const lengthCounter = (value: string, max: number) => `${value.length}/${max}`;

/**
 * `zodResolver` for a contract schema that is loaded when the form is first used, so that a page
 * keeps zod out of its load (the sign-in page: bundle budget). `prefetch` starts the load
 * (give it to the form's `onFocus`: the user's first field); `whenReady` wraps the form's submit
 * handler: a submit starts the load if needed, waits for the schema, then validates as usual.
 * @example const lazy = useLazyResolver(() => import('@praxisport/contract/auth').then((m) => m.loginBody));
 *          const form = useForm({ validate: lazy.validate });
 *          <form onFocus={lazy.prefetch} onSubmit={lazy.whenReady(form.onSubmit(send))}>
 */
export function useLazyResolver<T>(load: () => Promise<z.ZodType>) {
  const [state] = useState<{ schema?: z.ZodType; ready?: Promise<void> }>(() => ({}));
  const prefetch = () => {
    state.ready ??= load().then((schema) => {
      state.schema = schema;
    });
    return state.ready;
  };
  const validate = (values: T): Record<string, string> => (state.schema ? zodResolver<T>(state.schema)(values) : {});
  const whenReady = (handler: (e?: FormEvent<HTMLFormElement>) => void) => (e?: FormEvent<HTMLFormElement>) => {
    e?.preventDefault();
    void prefetch().then(() => handler());
  };
  return { validate, whenReady, prefetch: () => void prefetch() };
}
