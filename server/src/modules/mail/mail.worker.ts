import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import { claimDue, markFailed, markSent, type ClaimedMail } from './mail.repository';

export interface MailWorkerOptions {
  /** How often the outbox is looked at. */
  pollMs?: number;
  /** First retry delay; doubles per attempt up to `maxRetryMs`. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /** After this many attempts a mail is marked failed (about two days with the defaults). */
  maxAttempts?: number;
  leaseSeconds?: number;
  log?: { warn: (obj: unknown, msg?: string) => void; info: (obj: unknown, msg?: string) => void };
}

type Send = (mail: ClaimedMail) => Promise<string | null>;

/** SMTP when `SMTP_URL` is set, else .eml files under DATA_DIR/outbox (returns the file name). */
function makeSender(config: AppConfig): { send: Send; close: () => void } {
  const from = config.mail.from;
  const message = (m: ClaimedMail) => ({
    from,
    to: m.to_name ? { name: m.to_name, address: m.to_address } : m.to_address,
    subject: m.subject,
    text: m.body,
    messageId: `<${m.id}@praxisport>`,
  });
  if (config.mail.smtpUrl) {
    const smtp: Transporter = nodemailer.createTransport({ url: config.mail.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never);
    return {
      send: async (m) => {
        await smtp.sendMail(message(m));
        return null;
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (m) => {
      const info = await files.sendMail(message(m));
      await fs.mkdir(config.mail.outboxDir, { recursive: true });
      const name = `${m.id}.eml`;
      await fs.writeFile(path.join(config.mail.outboxDir, name), info.message as Buffer);
      return name;
    },
    close: () => files.close(),
  };
}

/**
 * One pass over the outbox: claims due mails and sends each; a failure schedules a retry.
 * Returns how many were sent.
 */
export async function deliverDue(db: Db, send: Send, o: Required<Omit<MailWorkerOptions, 'log' | 'pollMs'>> & Pick<MailWorkerOptions, 'log'>): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await claimDue(db, { limit: 10, leaseSeconds: o.leaseSeconds });
    if (batch.length === 0) return sent;
    for (const mail of batch) {
      try {
        const file = await send(mail);
        await markSent(db, mail.id, file);
        sent += 1;
      } catch (err) {
        const retryInMs = Math.min(o.retryBaseMs * 2 ** (mail.attempts - 1), o.maxRetryMs);
        const final = mail.attempts >= o.maxAttempts;
        // a mail server that is down is routine (info); a mail given up is not (warn)
        const log = final ? o.log?.warn : o.log?.info;
        log?.call(o.log, { mailId: mail.id, attempts: mail.attempts, err: String(err) }, final ? 'mail delivery failed for good' : 'mail delivery failed; retrying later');
        await markFailed(db, mail.id, { error: String((err as Error)?.message ?? err), retryInMs, final });
      }
    }
  }
}

export interface MailWorker {
  /** Runs one pass now (tests; after a change that should go out soon). */
  runOnce: () => Promise<number>;
  stop: () => Promise<void>;
}

/** The worker of a server process: polls the outbox; any number of processes may run one. */
export function startMailWorker(db: Db, config: AppConfig, options: MailWorkerOptions = {}): MailWorker {
  const o = {
    retryBaseMs: options.retryBaseMs ?? 30_000,
    maxRetryMs: options.maxRetryMs ?? 30 * 60_000,
    maxAttempts: options.maxAttempts ?? 100,
    leaseSeconds: options.leaseSeconds ?? 120,
    log: options.log,
  };
  const sender = makeSender(config);
  let running: Promise<number> | null = null;
  let stopped = false;
  const runOnce = () => {
    running ??= deliverDue(db, sender.send, o)
      .catch((err) => {
        o.log?.warn({ err: String(err) }, 'mail worker pass failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void runOnce();
  }, options.pollMs ?? 5000);
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      sender.close();
    },
  };
}
