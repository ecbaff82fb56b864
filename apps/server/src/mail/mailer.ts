import { createTransport } from 'nodemailer';
import type { MailOptions } from '../config.js';

/** A plain-text mail to one player. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Answers once the SMTP server has taken the mail; throws if it refused it or could not be reached. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Bounds on one SMTP conversation (nodemailer's own are minutes long): a server that does not
 * answer fails the mail, which is logged, rather than holding it for long.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Mail through the SMTP server of SMTP_URL (nodemailer), from MAIL_FROM. */
export function smtpMailer(options: MailOptions): Mailer {
  const transport = createTransport({ url: options.smtpUrl, ...TIMEOUTS });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
    close: () => transport.close(),
  };
}
