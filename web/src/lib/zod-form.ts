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
