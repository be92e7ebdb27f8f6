import { hash, verify } from '@node-rs/argon2';

/**
 * The stored "hash" of an account without a password of its own (an imported student before the
 * invitation, a person who signs in only through the school's provider): no password matches it.
 */
export const NO_PASSWORD = '!invited';

/** An argon2id hash (the library's default algorithm) of a password. */
export const hashPassword = (password: string): Promise<string> => hash(password);

// a hash to verify against when the account does not exist, so timing does not reveal it
let dummyHash: Promise<string> | undefined;

/** Whether the password matches the hash; without a hash it still takes the time of one check. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash('not-a-real-password');
  try {
    return await verify(passwordHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}
