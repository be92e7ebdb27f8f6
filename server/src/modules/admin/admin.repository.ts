import type { DbOrTx } from '../../db/client';
import { admins } from '../../db/schema/users';

/** Inserts an admin. @throws the unique violation admins_email_unique when the e-mail exists (either case) */
export async function insertAdmin(db: DbOrTx, values: typeof admins.$inferInsert): Promise<{ id: string }> {
  const [row] = await db.insert(admins).values(values).returning({ id: admins.id });
  return row!;
}
