import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';

/** Accounts holding any of these e-mails (lower case), with their type and class. */
export async function findByEmails(db: DbOrTx, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: sql<string>`lower(${users.email})`, userType: users.userType, gradeId: users.gradeId })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
}

/** A user's address and language (for the invitation mail). */
export async function findMailOf(db: DbOrTx, id: string) {
  const [row] = await db.select({ email: users.email, language: users.language }).from(users).where(sql`${users.id} = ${id}`).limit(1);
  return row ?? null;
}
