import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';

export type NewUser = typeof users.$inferInsert;

/** The columns of a user's public record (users.presenter): never the password hash. */
const publicColumns = {
  id: users.id,
  name: users.name,
  firstName: users.firstName,
  email: users.email,
  contact: users.contact,
  dob: users.dob,
  userType: users.userType,
  gradeId: users.gradeId,
  lfce: users.lfce,
  status: users.status,
};

/** A user's public record by id, or null. */
export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Staff accounts waiting for approval, oldest first; bounded like every list. */
export async function listPendingStaff(db: DbOrTx) {
  return db
    .select({ id: users.id, firstName: users.firstName, name: users.name, email: users.email, userType: users.userType })
    .from(users)
    .where(eq(users.status, 'pending'))
    .orderBy(asc(users.createdAt))
    .limit(500);
}

/** Sets an account active; null when the id is unknown. */
export async function activateUser(db: DbOrTx, id: string) {
  const [row] = await db.update(users).set({ status: 'active', updatedAt: new Date() }).where(eq(users.id, id)).returning(publicColumns);
  return row ?? null;
}

/** Active supervisors by name (API-13, ENT-16); bounded like every list. */
export async function listActiveSupervisors(db: DbOrTx) {
  return db
    .select({ id: users.id, firstName: users.firstName, name: users.name })
    .from(users)
    .where(and(eq(users.userType, 'supervisor'), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.firstName), asc(users.id))
    .limit(1000);
}

/** Inserts a user. @throws the unique violation users_email_unique or users_username_unique */
export async function insertUser(db: DbOrTx, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning(publicColumns);
  return row!;
}

/** A student by id with the class that decides who may see their records; null when unknown or not a student. */
export async function findStudentRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, gradeId: users.gradeId, firstName: users.firstName, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, 'student')))
    .limit(1);
  return row ?? null;
}
