import type { OutboxMail } from '@praxisport/contract/mail';
import type { OutboxRow } from './mail.repository';

/** An outbox mail as the back office lists it (ADR 022); the body only with `getOutboxMail`. */
export const toOutboxMail = (r: OutboxRow): OutboxMail => ({
  _id: r.id,
  to: r.toName ? `${r.toName} <${r.toAddress}>` : r.toAddress,
  subject: r.subject,
  status: r.status as 'pending' | 'sent' | 'failed',
  attempts: r.attempts,
  file: r.fileName,
  lastError: r.lastError,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});
