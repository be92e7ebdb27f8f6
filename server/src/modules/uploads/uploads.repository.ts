import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';

/** A stored file's metadata by key, or null. */
export async function findUpload(db: DbOrTx, key: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row ?? null;
}

/** The upload row, locked until the transaction ends: a second claim of the same file waits and then sees the first. */
export async function lockUpload(db: DbOrTx, key: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1).for('update');
  return row ?? null;
}

/** Records a stored file. */
export async function insertUpload(db: DbOrTx, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(values);
}

/** The users whose profile picture or signature is the file with this key (`isSignature`: it is their signature). */
export async function findUsersHoldingFile(db: DbOrTx, key: string) {
  const suffix = `%/api/upload/files/${key}`;
  return db
    .select({ id: users.id, isSignature: sql<boolean>`coalesce(${users.signature} like ${suffix}, false)` })
    .from(users)
    .where(or(sql`${users.profile} like ${suffix}`, sql`${users.signature} like ${suffix}`))
    .limit(5);
}
