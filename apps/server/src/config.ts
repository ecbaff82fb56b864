import { isIP } from 'node:net';
import { OPERATOR_CONTACT_MAX } from '@forgeworks/contract';
import { z } from 'zod';

/** A proxy's address or network, as Fastify's trustProxy takes them: `10.0.0.1`, `10.0.0.0/8`, `::1`. */
const isAddressOrNetwork = (entry: string) => {
  const [address = '', bits, ...rest] = entry.trim().split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/** `true`/`false`, or the comma-separated addresses of the proxies whose X-Forwarded-* headers count. */
const TrustProxy = z.union([
  z.stringbool(),
  z
    .string()
    .refine((list) => list.split(',').every(isAddressOrNetwork), 'true, false or proxy addresses separated by commas'),
]);

/** Comma-separated email addresses, each compared as the accounts' emails are kept: trimmed, in lower case. */
const EmailList = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email.length > 0),
  )
  .pipe(z.array(z.email('is not an email address')));

/** Who mail comes from: `game@forge.example.com`, or `Forgeworks <game@forge.example.com>`. */
const MailFrom = z
  .string()
  .trim()
  .regex(/^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'an address, or a name and <address>');

/** Every environment variable the server reads; the README documents each. */
const Env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    TICK_INTERVAL_MS: z.coerce.number().int().positive().default(300_000),
    TICK_BATCH: z.coerce.number().int().min(1).max(10_000).default(500),
    TICK_BATCHES_IN_FLIGHT: z.coerce.number().int().min(1).max(8).optional(),
    ADMIN_TOKEN: z.string().min(16).optional(),
    METRICS_TOKEN: z.string().min(16).optional(),
    /** Read only to carry an upgraded game's operators over once (moderation/operators.ts); it grants nothing. */
    OPERATOR_EMAILS: EmailList.optional(),
    AUTH_SECRET: z.string().min(32).optional(),
    PASSWORD_GUESSES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    PASSWORD_GUESSES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
    PASSWORD_GUESS_WINDOW_S: z.coerce.number().int().min(1).default(900),
    SIGN_UPS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
    SIGN_UP_WINDOW_S: z.coerce.number().int().min(1).default(3600),
    PASSWORD_RESETS_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
    PASSWORD_RESETS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
    PASSWORD_RESET_WINDOW_S: z.coerce.number().int().min(1).default(3600),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: MailFrom.optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** How players reach the operator (a mail address, a chat handle), shown on the sign-in page's "Forgot password?". */
    OPERATOR_CONTACT: z.string().trim().min(1).max(OPERATOR_CONTACT_MAX).optional(),
    TRUST_PROXY: TrustProxy.optional(),
    RIVALS: z.coerce.number().int().min(0).max(10_000).optional(),
    /** The league channels and Trade; direct messages stay whatever it says (docs/security.md, "Chat"). */
    CHAT_CHANNELS: z.stringbool().default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^B[\w-]{86}$/, 'a P-256 public key, base64url (npx web-push generate-vapid-keys)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[\w-]{43}$/, 'a P-256 private key, base64url (npx web-push generate-vapid-keys)')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: address or an https:// URL')
      .optional(),
    PUSH_SERVICE_ORIGINS: z
      .string()
      .refine(
        (list) => list.split(',').every((o) => URL.canParse(o.trim()) && new URL(o.trim()).origin === o.trim()),
        'origins (scheme://host[:port]) separated by commas',
      )
      .optional(),
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    path: ['VAPID_PRIVATE_KEY'],
  })
  .refine((env) => env.SMTP_URL === undefined || env.MAIL_FROM !== undefined, {
    message: 'SMTP_URL needs MAIL_FROM, the address mail is sent from',
    path: ['MAIL_FROM'],
  })
  // The mailed link opens PUBLIC_URL, never the address a request named (docs/security.md, "Accounts").
  .refine((env) => env.SMTP_URL === undefined || env.PUBLIC_URL !== undefined, {
    message: 'SMTP_URL needs PUBLIC_URL, the address the mailed links open',
    path: ['PUBLIC_URL'],
  });

export type Config = z.infer<typeof Env>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

/** At most `max` attempts in each window of `windowS` seconds. */
export interface Limit {
  max: number;
  windowS: number;
}

/** The attempts each purpose allows, per client address and per account (account/rate-limits.ts). */
export interface AttemptLimits {
  passwordGuesses: { perAddress: Limit; perAccount: Limit };
  signUps: { perAddress: Limit };
  passwordResets: { perAddress: Limit; perAccount: Limit };
}

export function attemptLimits(config: Omit<Config, 'HOST'>): AttemptLimits {
  const guessWindow = config.PASSWORD_GUESS_WINDOW_S;
  return {
    passwordGuesses: {
      perAddress: { max: config.PASSWORD_GUESSES_PER_ADDRESS, windowS: guessWindow },
      perAccount: { max: config.PASSWORD_GUESSES_PER_ACCOUNT, windowS: guessWindow },
    },
    signUps: { perAddress: { max: config.SIGN_UPS_PER_ADDRESS, windowS: config.SIGN_UP_WINDOW_S } },
    passwordResets: {
      perAddress: { max: config.PASSWORD_RESETS_PER_ADDRESS, windowS: config.PASSWORD_RESET_WINDOW_S },
      perAccount: { max: config.PASSWORD_RESETS_PER_ACCOUNT, windowS: config.PASSWORD_RESET_WINDOW_S },
    },
  };
}

/** Rivals a server on the embedded database keeps when RIVALS is not given: one of each of the first personalities. */
export const DEFAULT_RIVALS = 4;

/**
 * The computer-run factories to keep (rivals/roster.ts): RIVALS when given; else a handful on the
 * embedded database, so a fresh game has company, and none on PostgreSQL, whose operator sizes the game.
 */
export function rivalCount(config: Pick<Config, 'RIVALS' | 'DATABASE_URL'>): number {
  return config.RIVALS ?? (config.DATABASE_URL ? 0 : DEFAULT_RIVALS);
}

/** How the server signs and where it may send push messages (push/, plugins/app/push.ts). */
export interface PushOptions {
  /** Both, or neither: the database's pair then. */
  publicKey?: string;
  privateKey?: string;
  /** Who push services can reach about this server's messages (RFC 8292). */
  subject: string;
  /** Push service origins allowed besides the browsers' own. */
  extraOrigins: string[];
}

export function pushOptions(config: Omit<Config, 'HOST'>): PushOptions {
  const publicUrl = config.PUBLIC_URL?.startsWith('https:') ? new URL(config.PUBLIC_URL).origin : undefined;
  return {
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT ?? publicUrl ?? 'mailto:operator@forgeworks.invalid',
    extraOrigins: (config.PUSH_SERVICE_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}

/** How the server sends mail (mail/), or null: without SMTP_URL it sends none. */
export interface MailOptions {
  /** nodemailer's SMTP transport URL. */
  smtpUrl: string;
  from: string;
}

export function mailOptions(config: Omit<Config, 'HOST'>): MailOptions | null {
  if (!config.SMTP_URL || !config.MAIL_FROM) return null;
  return { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM };
}
