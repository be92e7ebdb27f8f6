import type { Actor } from '../../lib/actor';

/** Teachers (practice instructors) see only the entries meant for instructors; supervisors and admins all (AMB-69). */
export function seesOnlyInstructorEntries(actor: Actor): boolean {
  return actor.kind === 'user' && actor.userType === 'teacher';
}
