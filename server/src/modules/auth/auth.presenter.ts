import type { AdminLoginResponse, LoginResponse } from '@praxisport/contract/auth';
import type { admins, users } from '../../db/schema/users';

/** The login answer of a user, stored by the client as its session (AUTH-07, AUTH-35). */
export function toLoginResponse(
  u: Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'name' | 'email' | 'userType' | 'mustChangePassword'> & { providerOnly?: boolean },
): LoginResponse {
  const session: LoginResponse = { userType: u.userType, user: { _id: u.id, firstName: u.firstName, name: u.name, email: u.email, userType: u.userType } };
  if (u.mustChangePassword) session.mustChangePassword = true;
  if (u.providerOnly) session.providerOnly = true;
  return session;
}

/** The login answer of an admin (ADM-03). */
export function toAdminLoginResponse(a: Pick<typeof admins.$inferSelect, 'id' | 'firstName' | 'name' | 'email'>): AdminLoginResponse {
  return { userType: 'admin', admin: { _id: a.id, email: a.email, firstName: a.firstName, name: a.name, userType: 'admin' } };
}
