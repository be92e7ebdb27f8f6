import { AppError } from './app-error';

/** Postgres unique violation, for both drivers. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const code = (e as { code?: string })?.code;
  if (code !== '23505') return false;
  if (!constraint) return true;
  const c = e as { constraint?: string; message?: string };
  return c.constraint === constraint || (c.message ?? '').includes(constraint);
}

/** Postgres foreign-key violation (a referenced row is gone), for both drivers; with `column`, only one naming it. */
export function isForeignKeyViolation(err: unknown, column?: string): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  if ((e as { code?: string })?.code !== '23503') return false;
  if (!column) return true;
  const c = e as { constraint?: string; detail?: string; message?: string };
  return [c.constraint, c.detail, c.message].some((t) => (t ?? '').includes(column));
}

/** The 409 answer for one unique constraint: its message and the request field it concerns. */
export interface UniqueConflict {
  message: string;
  path?: string;
}

/**
 * Awaits a write and turns a violation of one of the named unique constraints into CONFLICT (409).
 * @throws CONFLICT with the constraint's message; any other error unchanged
 * @example await withUniqueConflict(insert, { users_email_unique: { message: authMessages.emailTaken, path: 'email' } })
 */
export async function withUniqueConflict<T>(write: Promise<T>, conflicts: Record<string, UniqueConflict>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    for (const [constraint, { message, path }] of Object.entries(conflicts)) {
      if (isUniqueViolation(err, constraint)) throw new AppError('CONFLICT', message, path);
    }
    throw err;
  }
}
