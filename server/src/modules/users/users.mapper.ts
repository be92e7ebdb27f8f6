import type { PublicUser } from '@praxisport/contract/auth';
import type { users } from '../../db/schema/users';

type UserRow = typeof users.$inferSelect;

/** Maps a user row to the API's field names, never with the password (SEC-07). */
export function toPublicUser(u: UserRow): PublicUser {
  return {
    _id: u.id,
    name: u.name,
    firstName: u.firstName,
    username: u.username,
    email: u.email,
    contact: u.contact,
    dob: u.dob,
    userType: u.userType,
    profile: u.profile,
    signature: u.signature,
    grade: u.gradeId,
    lfce: (u.lfce as 'LF' | 'CE' | null) ?? null,
    impatient1: u.impatient1,
    impatient2: u.impatient2,
    impatient3: u.impatient3,
    impatient4: u.impatient4,
    impatient5: u.impatient5,
    status: u.status,
  };
}
