import { z } from 'zod';
import { idSchema } from './common';

/** Data protection (DSGVO): an admin exports everything about a person, or erases their personal data. */
export const privacyMessages = {
  userNotFound: 'Konto nicht gefunden.',
  alreadyErased: 'Die persönlichen Daten dieses Kontos wurden bereits gelöscht.',
  confirmMismatch: 'Zur Bestätigung bitte die E-Mail-Adresse des Kontos genau eingeben.',
} as const;

export const privacyParams = z.object({ userId: idSchema });

/** DELETE /api/admin/privacy/{userId}: the account's e-mail address, typed again, confirms the erasure. */
export const eraseBody = z.object({ confirmEmail: z.string({ error: privacyMessages.confirmMismatch }).trim().max(254, { error: privacyMessages.confirmMismatch }) });
export type EraseBody = z.infer<typeof eraseBody>;

export const eraseResponse = z.object({
  _id: idSchema,
  /** ISO 8601 UTC. */
  erasedAt: z.string(),
  /** Files deleted with the personal data (profile picture, signature, own uploads). */
  removedFiles: z.number().int(),
  /** Rows deleted (sessions, notifications, tokens, mails to the address). */
  removedRows: z.number().int(),
  /** Training records kept under the pseudonym, per table. */
  keptRecords: z.record(z.string(), z.number().int()),
});
export type EraseResponse = z.infer<typeof eraseResponse>;

/** What the admin sees before deciding (GET /api/admin/privacy/{userId}). */
export const privacySummary = z.object({
  _id: idSchema,
  firstName: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.string(),
  erasedAt: z.string().nullable(),
  /** Rows that refer to the person, per table. */
  records: z.record(z.string(), z.number().int()),
  files: z.number().int(),
});
export type PrivacySummary = z.infer<typeof privacySummary>;
