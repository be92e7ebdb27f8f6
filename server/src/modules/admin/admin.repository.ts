import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ListAccountsQuery } from '@praxisport/contract/admin';
import type { UserStatus } from '@praxisport/contract/users';
import type { DbOrTx } from '../../db/client';
import { admins, users } from '../../db/schema/users';

/** Inserts an admin. @throws the unique violation admins_email_unique when the e-mail exists (either case) */
export async function insertAdmin(db: DbOrTx, values: typeof admins.$inferInsert): Promise<{ id: string }> {
  const [row] = await db.insert(admins).values(values).returning({ id: admins.id });
  return row!;
}

export type AccountRecord = Pick<
  typeof users.$inferSelect,
  'id' | 'firstName' | 'name' | 'username' | 'email' | 'userType' | 'status' | 'mustChangePassword' | 'createdAt'
>;

const accountColumns = {
  id: users.id,
  firstName: users.firstName,
  name: users.name,
  username: users.username,
  email: users.email,
  userType: users.userType,
  status: users.status,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
};

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of accounts, by last name, first name; with the number of all matches. */
export async function listAccounts(db: DbOrTx, q: ListAccountsQuery, pageSize: number): Promise<{ rows: AccountRecord[]; total: number }> {
  const filters: SQL[] = [];
  if (q.search) {
    const p = likePattern(q.search);
    filters.push(or(ilike(users.firstName, p), ilike(users.name, p), ilike(users.email, p), ilike(users.username, p))!);
  }
  if (q.userType) filters.push(eq(users.userType, q.userType));
  if (q.status) filters.push(eq(users.status, q.status));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select(accountColumns)
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.firstName), asc(users.id))
    .limit(pageSize)
    .offset((q.page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findAccount(db: DbOrTx, id: string): Promise<AccountRecord | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Sets an account's state; null when the id is unknown. */
export async function setAccountStatus(db: DbOrTx, id: string, status: UserStatus): Promise<AccountRecord | null> {
  const [row] = await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id)).returning(accountColumns);
  return row ?? null;
}
