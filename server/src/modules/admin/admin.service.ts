import type { CreateKilianBody } from '@praxisport/contract/admin';
import type { PublicUser } from '@praxisport/contract/auth';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/users';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { hashPassword } from '../auth/auth.service';
import { toPublicUser } from '../users/users.mapper';
import { insertUser } from '../users/users.repository';

/** @throws CONFLICT for a taken e-mail or username */
export async function createKilianUser(db: Db, body: CreateKilianBody): Promise<PublicUser> {
  const row = await insertUser(db, {
    firstName: body.firstName,
    name: body.name,
    username: body.username,
    email: body.email.toLowerCase(),
    passwordHash: await hashPassword(body.password),
    userType: 'kilian',
    status: 'active',
  });
  return toPublicUser(row);
}

/** Creates an admin account (CLI for a production database). @throws CONFLICT when the e-mail exists */
export async function createAdmin(db: Db, input: { email: string; password: string; firstName: string; name: string }) {
  try {
    const [row] = await db
      .insert(admins)
      .values({ email: input.email.toLowerCase(), firstName: input.firstName, name: input.name, passwordHash: await hashPassword(input.password) })
      .returning({ id: admins.id });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'Ein Admin mit dieser E-Mail existiert bereits.');
    throw err;
  }
}
