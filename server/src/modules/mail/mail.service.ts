import { mailMessages, type OutboxMailResponse, type OutboxResponse } from '@praxisport/contract/mail';
import type { DbOrTx } from '../../db/client';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { toOutboxMail } from './mail.presenter';
import { findMail, insertMail, listMails } from './mail.repository';
import type { MailText } from './mail.texts';

export { mailTexts, notificationLine, type MailLanguage, type MailText } from './mail.texts';

/** Line breaks and other control characters out of a header value (header injection). */
// eslint-disable-next-line no-control-regex
export const headerSafe = (s: string, max = 200) => s.replace(/[\u0000-\u001F\u007F]+/g, ' ').trim().slice(0, max);

/**
 * Puts a mail into the outbox; pass the transaction of the change that causes it, so that the mail
 * exists exactly when the change does. The worker sends it later; nothing here can fail
 * because of the mail server.
 */
export async function enqueueMail(tx: DbOrTx, mail: { to: string; name?: string; text: MailText }): Promise<void> {
  await insertMail(tx, {
    toAddress: headerSafe(mail.to, 254),
    toName: mail.name ? headerSafe(mail.name, 200) : null,
    subject: headerSafe(mail.text.subject, 300),
    body: mail.text.body,
  });
}

/** An absolute link into the app for a mail. */
export const appLink = (config: AppConfig, path: string) => `${config.mail.appUrl}${path}`;

/** The latest mails for the back office (ADR 022). */
export async function listOutbox(db: DbOrTx, config: AppConfig): Promise<OutboxResponse> {
  return { smtp: Boolean(config.mail.smtpUrl), mails: (await listMails(db)).map(toOutboxMail) };
}

/** @throws NOT_FOUND */
export async function getOutboxMail(db: DbOrTx, id: string): Promise<OutboxMailResponse> {
  const row = await findMail(db, id);
  if (!row) throw new AppError('NOT_FOUND', mailMessages.notFound);
  return { ...toOutboxMail(row), body: row.body };
}
