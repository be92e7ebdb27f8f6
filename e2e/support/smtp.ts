import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** The port playwright.config.ts passes to the app as SMTP_URL (E2E_PORT + 50). */
export const smtpPort = () => Number(process.env.E2E_PORT ?? 3100) + 50;

export interface Mail {
  to: string[];
  text: string;
}

/** Quoted-printable undone (our mails are plain text), enough to read links. */
function decode(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return body;
  return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}

/** A real SMTP server inside the Playwright test process (issue 15); the app delivers to it. */
export async function startSmtp() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), text: decode(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort(), '127.0.0.1', () => resolve());
  });
  void (server.server.address() as AddressInfo);
  return {
    mails,
    /** Waits for a mail to `address` whose text contains `part` and returns the first link with `part`. */
    async linkTo(address: string, part: string, timeoutMs = 20_000): Promise<string> {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.filter((m) => m.to.includes(address.toLowerCase())).reverse().find((m) => m.text.includes(part));
        const link = mail && new RegExp(`https?://\\S*${part.replace(/[?]/g, '\\?')}\\S*`).exec(mail.text)?.[0];
        if (link) return link;
        if (Date.now() > end) throw new Error(`no mail to ${address} with ${part}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
