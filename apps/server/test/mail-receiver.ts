import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the receiver took it: its envelope's recipients, headers and plain-text body. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

/** A quoted-printable body (RFC 2045) as text: soft line breaks joined, `=XX` bytes decoded. */
function fromQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Splits a message into its headers (names in lower case, folded lines joined) and its decoded body. */
function parse(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map(
    head.split('\r\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? fromQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

/**
 * A local SMTP server that keeps every mail it is given (the `smtp-server` package), for a test
 * to read what the game mailed: plain SMTP on 127.0.0.1, any sender, no sign-in.
 */
export class MailReceiver {
  readonly mails: ReceivedMail[] = [];
  private waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, text } = parse(Buffer.concat(chunks).toString('utf8'));
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          from: headers.get('from') ?? '',
          subject: headers.get('subject') ?? '',
          text,
        };
        this.mails.push(mail);
        for (const waiter of this.waiting.filter((w) => mail.to.includes(w.to))) waiter.resolve(mail);
        this.waiting = this.waiting.filter((w) => !mail.to.includes(w.to));
        done();
      });
    },
  });

  /** Listens on `port` (any free one by default); answers the SMTP_URL that reaches it. */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** The next mail to `to` (one already taken counts), or a failure after `timeoutMs`. */
  mailTo(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const kept = this.mails.find((mail) => mail.to.includes(to));
    if (kept) return Promise.resolve(kept);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
      this.waiting.push({
        to,
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      });
    });
  }

  /** The mails to `to` so far. */
  mailsTo(to: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(to));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
