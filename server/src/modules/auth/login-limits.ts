import { authMessages } from '@praxisport/contract/auth';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { countHit, mark, peek, reset, uncount } from '../../lib/rate-limit';

/** How long a successful sign-in makes its (account, address) pair known. */
export const KNOWN_PAIR_MS = 30 * 24 * 3600_000;

export interface LoginAttempt {
  /** Call once the password was right: the attempt no longer counts as a failure. */
  succeeded: () => Promise<void>;
}

/**
 * Failed sign-in limits (SEC-10), counted in `rate_limits` so that every process
 * shares them. Two counters, both counted before the password is checked (so that parallel
 * requests cannot slip past) and taken back when it was right:
 * - per (account, address) pair: `loginFailures` (10 a minute). A stranger elsewhere cannot lock
 *   a user out: their failures count on their own pair.
 * - per address across all accounts: `loginFailuresPerAddress` (30 in 15 minutes), against
 *   password spraying. A pair that signed in successfully in the last 30 days is exempt, so that
 *   someone spraying from a school's shared address does not lock out the users who sign in there.
 * User and admin sign-ins have their own pairs and share the address counter.
 * @throws TOO_MANY_REQUESTS past either limit
 */
export async function countLoginAttempt(db: Db, config: AppConfig, { kind, email, ip }: { kind: 'user' | 'admin'; email: string; ip: string }): Promise<LoginAttempt> {
  const account = email.trim().toLowerCase();
  const pairKey = `login:${kind}:${account}:${ip}`;
  const knownKey = `login:known:${kind}:${account}:${ip}`;
  const addressKey = `login:address:${ip}`;
  await countHit(db, { key: pairKey, rule: config.rateLimits.loginFailures, message: authMessages.tooManyAttempts });
  const known = (await peek(db, knownKey, KNOWN_PAIR_MS)) > 0;
  if (!known) await countHit(db, { key: addressKey, rule: config.rateLimits.loginFailuresPerAddress, message: authMessages.tooManyAttemptsFromAddress });
  return {
    succeeded: async () => {
      await reset(db, pairKey);
      if (!known) await uncount(db, addressKey);
      await mark(db, knownKey);
    },
  };
}
