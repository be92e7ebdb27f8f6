import { AppError } from './app-error';

/**
 * The cursor of a list paged newest first by (timestamp, id) (comments, notifications,
 * audit trail): opaque to clients, base64url of `[timestamp, id]`, checked when it comes back.
 */
export interface TimeCursor {
  /** a timestamptz as PostgreSQL writes it: '2024-06-01 08:00:00.123456+00' */
  at: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

export const encodeTimeCursor = (c: TimeCursor): string => Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');

/** @throws VALIDATION_ERROR (with `message` at `path`) a cursor this server did not hand out */
export function decodeTimeCursor(cursor: string, message: string, path: string): TimeCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && UUID.test(id) && TIMESTAMP.test(at)) return { at, id };
  } catch {
    // not ours
  }
  throw new AppError('VALIDATION_ERROR', message, path);
}
