import { isUuid } from '../../../lib/ids';
import { useUserSession } from '../../../lib/session';

/**
 * Whose answers a screen shows: the student id of the path (or `?student=`), else the signed-in
 * student themself; undefined for a teacher without a student. `invalid` for a malformed id.
 */
export function useSubject(studentId: string | null | undefined) {
  const session = useUserSession();
  const self = session?.user._id;
  const isStudent = session?.user.userType === 'student';
  if (studentId) return { invalid: !isUuid(studentId), subject: studentId, canEdit: isStudent && studentId === self, isStudent };
  return { invalid: false, subject: isStudent ? self : undefined, canEdit: isStudent, isStudent };
}

/** The query that carries a student id to the answer screen (teachers only; the student's own id is implied). */
export const studentQuery = (subject: string | undefined, isStudent: boolean) => (subject && !isStudent ? `?student=${encodeURIComponent(subject)}` : '');
