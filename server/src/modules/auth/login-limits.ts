import { authMessages } from '@praxisport/contract/auth';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { countHit, hit, mark, peek, reset, uncount } from '../../lib/rate-limit';

/** How long a successful sign-in makes its (account, address) pair known. */
export const KNOWN_PAIR_MS = 30 * 24 * 3600_000;

export interface LoginAttempt {
  /** Call once the password was right: the attempt no longer counts as a failure. */
  succeeded: () => Promise<void>;
}

/**
 * Failed sign-in limits (decision 026), counted in `rate_limits` so that every process shares them,
 * before the password is checked (parallel requests cannot slip past, and a refusal says nothing
 * about the password) and taken back when it was right, so that only failures count:
 * - per (account, address): 10 failures (`loginFailures`) a minute when the account signed in from
 *   there in the last 30 days, else in 15 minutes. A stranger elsewhere cannot lock a user out.
 * - per address: failures on at most `loginFailuresPerAddress` accounts (30 in 15 minutes), against
 *   password spraying. Past it, a sign-in to another account is refused; an account that already
 *   failed there goes on under its own limit (people behind a school's address who mistyped), and
 *   one that signed in there in the last 30 days is not counted. A success frees the account's place.
 * User and admin sign-ins are counted apart: users' failures never block an admin.
 * @throws TOO_MANY_REQUESTS past a limit
 */
export async function countLoginAttempt(db: Db, config: AppConfig, { kind, email, ip }: { kind: 'user' | 'admin'; email: string; ip: string }): Promise<LoginAttempt> {
  const account = email.trim().toLowerCase();
  const pairKey = `login:${kind}:${account}:${ip}`;
  const knownKey = `login:known:${kind}:${account}:${ip}`;
  const addressKey = `login:accounts:${kind}:${ip}`;
  const { loginFailures, loginFailuresPerAddress: perAddress } = config.rateLimits;
  if ((await peek(db, knownKey, KNOWN_PAIR_MS)) > 0) {
    await countHit(db, { key: pairKey, rule: loginFailures, message: authMessages.tooManyAttempts });
    return {
      succeeded: async () => {
        await reset(db, pairKey);
        await mark(db, knownKey);
      },
    };
  }
  // an account without failures here takes one of the address's places (asked before its own count,
  // so that a parallel attempt on it cannot pass as "already failing" while this one is refused)
  if ((await peek(db, pairKey, perAddress.windowMs)) === 0 && (await hit(db, addressKey, perAddress.windowMs)) > perAddress.max) {
    await uncount(db, addressKey);
    throw new AppError('TOO_MANY_REQUESTS', authMessages.tooManyAttemptsFromAddress);
  }
  await countHit(db, { key: pairKey, rule: { max: loginFailures.max, windowMs: perAddress.windowMs }, message: authMessages.tooManyAttemptsFromAddress });
  return {
    succeeded: async () => {
      await reset(db, pairKey);
      await uncount(db, addressKey);
      await mark(db, knownKey);
    },
  };
}
