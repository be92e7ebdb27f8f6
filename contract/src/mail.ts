import { z } from 'zod';
import { idSchema } from './common';

/** The mail outbox as the admin sees it: what was sent, or would have been without SMTP. */
export const mailMessages = {
  notFound: 'Diese E-Mail gibt es nicht.',
} as const;

export const outboxMail = z.object({
  _id: idSchema,
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  /** Written as a .eml file (no SMTP server configured). */
  file: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const outboxResponse = z.object({ smtp: z.boolean(), mails: z.array(outboxMail) });
export type OutboxResponse = z.infer<typeof outboxResponse>;

export const outboxMailResponse = outboxMail.extend({ body: z.string() });
export type OutboxMailResponse = z.infer<typeof outboxMailResponse>;
