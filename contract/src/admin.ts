import { z } from 'zod';
import { registerFields } from './auth';
import { idSchema, userTypes } from './common';
import { publicUser, userStatuses } from './users';

/** Rows per page of the accounts list. */
export const ACCOUNTS_PAGE_SIZE = 20;

export const adminMessages = {
  adminExists: 'Ein Admin mit dieser E-Mail existiert bereits.',
  onlyStaffApproval: 'Nur Registrierungen von Praxisanleitungen und Praxisbegleitungen werden freigegeben.',
  notPending: 'Dieses Konto wartet nicht auf eine Freigabe.',
  notActive: 'Nur aktive Konten können deaktiviert werden.',
  notDeactivated: 'Nur deaktivierte Konten können wieder aktiviert werden.',
  searchTooLong: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.',
  pageInvalid: 'Die Seite muss eine ganze Zahl ab 1 sein.',
  userTypeInvalid: 'Unbekannte Rolle.',
  statusInvalid: 'Unbekannter Kontostatus.',
} as const;

/** GET /api/admin/users, the accounts of the back office: search by name or e-mail, role and state filters, paged. */
export const listAccountsQuery = z.object({
  search: z.string().trim().max(100, { error: adminMessages.searchTooLong }).optional(),
  userType: z.enum(userTypes, { error: adminMessages.userTypeInvalid }).optional(),
  status: z.enum(userStatuses, { error: adminMessages.statusInvalid }).optional(),
  page: z.coerce.number({ error: adminMessages.pageInvalid }).int({ error: adminMessages.pageInvalid }).min(1, { error: adminMessages.pageInvalid }).max(100_000, { error: adminMessages.pageInvalid }).default(1),
});
export type ListAccountsQuery = z.infer<typeof listAccountsQuery>;

export const accountRow = z.object({
  _id: idSchema,
  firstName: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  userType: z.enum(userTypes),
  status: z.enum(userStatuses),
  mustChangePassword: z.boolean(),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
});
export type AccountRow = z.infer<typeof accountRow>;
export const accountsResponse = z.object({ users: z.array(accountRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AccountsResponse = z.infer<typeof accountsResponse>;
export const accountResponse = z.object({ user: accountRow });

/** API-P23: an admin creates a kilian account. */
export const createKilianBody = registerFields.pick({ firstName: true, name: true, username: true, email: true, password: true }).extend({
  userType: z.literal('kilian', { error: "Benutzertyp muss 'kilian' sein." }).optional(),
});
export type CreateKilianBody = z.infer<typeof createKilianBody>;
export const createKilianResponse = z.object({ user: publicUser });
