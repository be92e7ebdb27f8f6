import { hash, verify } from '@node-rs/argon2';
import { authMessages, type LoginBody, type LoginResponse, type RegisterBody, type PublicUser } from '@praxisport/contract/auth';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { hit, reset } from '../../lib/rate-limit';
import { toPublicUser } from '../users/users.mapper';
import { insertUser } from '../users/users.repository';
import { createSession, findAdminByEmail, findUserByEmail } from './auth.repository';
import { assertClaimableImage } from '../uploads/uploads.service';
import { getClassRow } from '../classes/classes.repository';

// argon2id (the library's default algorithm)
export const hashPassword = (password: string) => hash(password);
// a hash to verify against when the account does not exist, so timing does not reveal it
let dummyHash: Promise<string> | undefined;

async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash('not-a-real-password');
  try {
    return await verify(passwordHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}

/**
 * Counts the attempt before the password is checked, so that parallel requests cannot all slip
 * past the limit; a correct password resets the count. Ten failures a minute, then 429.
 */
async function countAttempt(db: Db, config: AppConfig, key: string) {
  const { max, windowMs } = config.rateLimits.loginFailures;
  if ((await hit(db, key, windowMs)) > max) throw new AppError('TOO_MANY_REQUESTS', authMessages.tooManyAttempts);
}

/**
 * Signs a user in (AUTH-06, SEC-10, AMB-29).
 * @throws UNAUTHENTICATED on wrong credentials, FORBIDDEN for a pending account, TOO_MANY_REQUESTS after 10 failures a minute
 */
export async function loginUser(db: Db, config: AppConfig, body: LoginBody, ip: string): Promise<{ token: string; session: LoginResponse }> {
  const key = `login:user:${body.email.toLowerCase()}:${ip}`;
  await countAttempt(db, config, key);
  const user = await findUserByEmail(db, body.email);
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) throw new AppError('UNAUTHENTICATED', authMessages.invalidCredentials);
  await reset(db, key);
  if (user.status !== 'active') throw new AppError('FORBIDDEN', authMessages.pending);
  const token = await createSession(db, { userId: user.id }, config.sessionTtlHours);
  const sessionUser = { _id: user.id, firstName: user.firstName, name: user.name, email: user.email, userType: user.userType };
  return { token, session: { userType: user.userType, user: sessionUser } };
}

/** Signs an admin in (ADM-03, AMB-14). Same failure rules as users. */
export async function loginAdmin(db: Db, config: AppConfig, body: LoginBody, ip: string) {
  const key = `login:admin:${body.email.toLowerCase()}:${ip}`;
  await countAttempt(db, config, key);
  const admin = await findAdminByEmail(db, body.email);
  const ok = await verifyPassword(admin?.passwordHash, body.password);
  if (!admin || !ok) throw new AppError('UNAUTHENTICATED', authMessages.invalidCredentials);
  await reset(db, key);
  const token = await createSession(db, { adminId: admin.id }, config.sessionTtlHours);
  return {
    token,
    session: {
      userType: 'admin' as const,
      admin: { _id: admin.id, email: admin.email, firstName: admin.firstName, name: admin.name, userType: 'admin' as const },
    },
  };
}

/**
 * Registers an account (AUTH-32, SEC-08, SEC-10, SEC-11): students are active at once,
 * supervisors and teachers wait for an admin's approval.
 * @throws CONFLICT for a taken e-mail or username, VALIDATION_ERROR for an unknown class or file
 */
export async function register(
  db: Db,
  config: AppConfig,
  { body, ip, claimantId }: { body: RegisterBody; ip: string; claimantId?: string },
): Promise<PublicUser> {
  const { max, windowMs } = config.rateLimits.register;
  if ((await hit(db, `register:${ip}`, windowMs)) > max) {
    throw new AppError('TOO_MANY_REQUESTS', 'Zu viele Registrierungen von dieser Adresse. Bitte später erneut versuchen.');
  }
  const isStudent = body.userType === 'student';
  if (isStudent && !(await getClassRow(db, body.grade!))) {
    throw new AppError('VALIDATION_ERROR', 'Die gewählte Klasse existiert nicht.', 'grade');
  }
  await assertClaimableImage(db, { address: body.profile, path: 'profile', label: 'Profilbild', claimantId });
  await assertClaimableImage(db, { address: body.signature, path: 'signature', label: 'Unterschrift', claimantId });
  if (await findUserByEmail(db, body.email)) throw new AppError('CONFLICT', authMessages.emailTaken, 'email');
  const row = await insertUser(db, {
    name: body.name,
    firstName: body.firstName,
    username: body.username,
    email: body.email.toLowerCase(),
    passwordHash: await hashPassword(body.password),
    contact: body.contact,
    dob: body.dob,
    userType: body.userType,
    status: isStudent ? 'active' : 'pending',
    profile: body.profile,
    signature: body.signature,
    gradeId: isStudent ? body.grade! : null,
    lfce: body.userType === 'supervisor' ? (body.lfce ?? 'LF') : null,
    impatient1: isStudent ? body.impatient1! : null,
    impatient2: isStudent ? body.impatient2! : null,
    impatient3: isStudent ? body.impatient3! : null,
    impatient4: isStudent ? body.impatient4! : null,
    impatient5: isStudent ? body.impatient5! : null,
  });
  return toPublicUser(row);
}
