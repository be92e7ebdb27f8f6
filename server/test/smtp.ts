import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { mailOutbox } from '../src/db/schema/mail';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Subject and body decoded (quoted-printable), for reading links and texts. */
  text: string;
}

/** Quoted-printable and encoded-word headers undone, enough to read links and texts of our mails. */
export function decodeMail(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  let body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    body = Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  } else if (/content-transfer-encoding:\s*base64/i.test(head)) {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  const subject = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const decodedSubject = subject.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, s: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(s, 'base64').toString('utf8')
      : Buffer.from(s.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
  return `Subject: ${decodedSubject}\n\n${body}`;
}

/** A real SMTP server in the test process that keeps what it receives; it can stop and start again on its port. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text: decodeMail(raw) });
          callback();
        });
      },
    });
  const listen = (s: SMTPServer, port: number) =>
    new Promise<number>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve((s.server.address() as AddressInfo).port));
    });
  let server = make();
  const port = await listen(server, 0);
  let running = true;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Mails to this address. */
    to: (address: string) => received.filter((m) => m.to.includes(address.toLowerCase())),
    stop: async () => {
      if (!running) return;
      running = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    restart: async () => {
      server = make();
      await listen(server, port);
      running = true;
    },
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The first link of a mail's text that contains `part`. */
export const linkIn = (text: string, part: string) => new RegExp(`https?://\\S*${part.replace(/[/?]/g, '\\$&')}\\S*`).exec(text)?.[0];

/**
 * Test files share their worker's database, so the outbox holds the mails of every file before:
 * a test that delivers its own mails first sets the others aside (as sent), so that one pass of
 * the worker does not send hundreds of them.
 */
export async function setAsideMailsExcept(db: Db, addresses: string[]): Promise<void> {
  const keep = addresses.map((a) => a.toLowerCase());
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date() })
    .where(and(eq(mailOutbox.status, 'pending'), keep.length ? notInArray(sql`lower(${mailOutbox.toAddress})`, keep) : undefined));
}
