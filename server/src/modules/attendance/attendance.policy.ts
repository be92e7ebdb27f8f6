import type { UserActor } from '../../lib/actor';

/** A student sees only their own absence figures (SEC-04); others go through the class's access rule. */
export function isOwnFigures(actor: UserActor, studentId: string): boolean {
  return actor.userType === 'student' && actor.id === studentId;
}
