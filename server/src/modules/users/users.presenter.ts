import type { PendingUser, PublicUser, SupervisorRow } from '@praxisport/contract/users';
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

/** A staff account waiting for approval (API-P21). */
export function toPendingUser(u: Pick<UserRow, 'id' | 'firstName' | 'name' | 'email' | 'userType'>): PendingUser {
  return { _id: u.id, firstName: u.firstName, name: u.name, email: u.email, userType: u.userType };
}

/** A supervisor of the supervisor filter (API-13). */
export function toSupervisorRow(u: Pick<UserRow, 'id' | 'firstName' | 'name'>): SupervisorRow {
  return { _id: u.id, firstName: u.firstName, name: u.name };
}
