import { sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config';
import type { DbOrTx } from '../db/client';
import { AppError } from './app-error';

/**
 * Fixed-window counter in the database, shared by every API process.
 * Returns the count in the current window after this hit.
 */
export async function hit(db: DbOrTx, key: string, windowMs: number): Promise<number> {
  const res = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowMs / 1000}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowMs / 1000}) then now() else rate_limits.window_start end,
      updated_at = now()
    returning count::int as count`);
  return Number(res.rows[0]?.count ?? 0);
}

/** The count in the current window without counting. */
export async function peek(db: DbOrTx, key: string, windowMs: number): Promise<number> {
  const res = await db.execute<{ count: number }>(sql`
    select count::int as count from rate_limits
    where key = ${key} and window_start >= now() - make_interval(secs => ${windowMs / 1000})`);
  return Number(res.rows[0]?.count ?? 0);
}

/** Forgets a counter (a correct password resets the login failures). */
export async function reset(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/**
 * Counts one hit on `key` and refuses it once the rule's maximum per window is passed.
 * @throws TOO_MANY_REQUESTS with `message`
 */
export async function countHit(db: DbOrTx, input: { key: string; rule: RateLimitRule; message: string }): Promise<void> {
  if ((await hit(db, input.key, input.rule.windowMs)) > input.rule.max) throw new AppError('TOO_MANY_REQUESTS', input.message);
}

/** Takes one hit back (an attempt that turned out not to count, e.g. a correct password). */
export async function uncount(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0), updated_at = now() where key = ${key}`);
}

/** Sets a marker that `peek(key, window)` sees as 1 for one window from now (e.g. a known sign-in). */
export async function mark(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set count = 1, window_start = now(), updated_at = now()`);
}
