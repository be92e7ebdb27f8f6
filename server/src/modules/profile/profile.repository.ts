import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';

const columns = {
  id: users.id,
  firstName: users.firstName,
  name: users.name,
  email: users.email,
  userType: users.userType,
  contact: users.contact,
  profile: users.profile,
  signature: users.signature,
  language: users.language,
};

export async function findProfile(db: DbOrTx, id: string) {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function updateProfile(db: DbOrTx, id: string, values: { contact?: string; profile?: string; signature?: string; language?: string }): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id));
}
