import { and, asc, eq } from 'drizzle-orm';
import { authMessages } from '@praxisport/contract/auth';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function listPendingStaff(db: Db) {
  return db
    .select({ _id: users.id, firstName: users.firstName, name: users.name, email: users.email, userType: users.userType })
    .from(users)
    .where(eq(users.status, 'pending'))
    .orderBy(asc(users.createdAt))
    .limit(500);
}

export async function activateUser(db: Db, id: string) {
  const [row] = await db
    .update(users)
    .set({ status: 'active', updatedAt: new Date() })
    .where(and(eq(users.id, id)))
    .returning();
  return row ?? null;
}

/** Active supervisors by name (API-13, ENT-16); bounded like every list. */
export async function listActiveSupervisors(db: Db) {
  return db
    .select({ _id: users.id, firstName: users.firstName, name: users.name })
    .from(users)
    .where(and(eq(users.userType, 'supervisor'), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.firstName), asc(users.id))
    .limit(1000);
}

/** Inserts a user. @throws CONFLICT when the e-mail or the username is taken (either case) */
export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  try {
    const [row] = await db.insert(users).values(values).returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_unique')) throw new AppError('CONFLICT', authMessages.emailTaken, 'email');
    if (isUniqueViolation(err, 'users_username_unique')) throw new AppError('CONFLICT', authMessages.usernameTaken, 'username');
    throw err;
  }
}
