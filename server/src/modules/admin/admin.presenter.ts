import type { AccountRow } from '@praxisport/contract/admin';
import type { AccountRecord } from './admin.repository';

export const toAccountRow = (r: AccountRecord): AccountRow => ({
  _id: r.id,
  firstName: r.firstName,
  name: r.name,
  username: r.username,
  email: r.email,
  userType: r.userType,
  status: r.status,
  mustChangePassword: r.mustChangePassword,
  createdAt: r.createdAt.toISOString(),
});
