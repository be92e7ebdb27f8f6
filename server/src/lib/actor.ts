import type { UserType } from '@praxisport/contract/common';

/** A signed-in user (supervisor, teacher, student, kilian). */
export interface UserActor {
  kind: 'user';
  id: string;
  firstName: string;
  name: string;
  email: string;
  userType: UserType;
  /** Signed in with a one-time password not yet replaced: only the password change and sign-out are open. */
  mustChangePassword?: boolean;
}

/** A signed-in admin (back office). */
export interface AdminActor {
  kind: 'admin';
  id: string;
  firstName: string;
  name: string;
  email: string;
}

/** Whoever calls a route that admits users and admins. */
export type Actor = UserActor | AdminActor;
