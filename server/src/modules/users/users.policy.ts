import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classTeachers, users } from '../../db/schema/users';
import type { Actor } from '../../lib/actor';

/**
 * Who may see a user's record (SEC-04, AMB-47): admins, the user themselves, and teachers who
 * joined the class of that student.
 */
export async function canViewUser(db: DbOrTx, actor: Actor, userId: string): Promise<boolean> {
  if (actor.kind === 'admin' || actor.id === userId) return true;
  if (actor.userType !== 'teacher') return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(classTeachers, and(eq(classTeachers.classId, users.gradeId), eq(classTeachers.teacherId, actor.id)))
    .where(and(eq(users.id, userId), eq(users.userType, 'student')))
    .limit(1);
  return Boolean(row);
}
