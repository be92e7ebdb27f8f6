import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes } from '../../db/schema/classes';

export async function getClassRow(db: Db, id: string) {
  const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
  return row ?? null;
}

/** Names only, for the anonymous sign-up form (API-P14, AMB-28). */
export async function listSignupClasses(db: Db) {
  return db.select({ _id: classes.id, className: classes.className }).from(classes).orderBy(asc(classes.className)).limit(1000);
}
