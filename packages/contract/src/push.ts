import { z } from 'zod';
import { success } from './envelope.js';

/**
 * What a device can be told while the game is closed (Web Push), as the player picks them:
 * `breakdown` a machine automatic maintenance could not repair; `cash` cash about to run out or a
 * loan taken; `exchange` an offer of the player's expired; `challenge` the day's challenge
 * completed or about to end; `leaderboard` passed by another factory at the hour's standings;
 * `sale` another player bought from an offer of the player's (a kind of its own: issue 39);
 * `bid-fills` another player sold into a bid of the player's (issue 48), whose lapses are `exchange`'s;
 * `message` a direct message from another factory while the player is away.
 */
export const NotificationKind = z.enum([
  'breakdown',
  'cash',
  'exchange',
  // A seller hears of each fill of their offers (issue 39).
  'sale',
  // A bidder hears of each fill of their bids (issue 48).
  'bid-fills',
  'challenge',
  'leaderboard',
  // Contracts (issue 36): an offer received; an offer of the player's accepted or declined; a
  // delivery; a contract completed or defaulted; one due within the hour with the seller short.
  'contract-offers',
  'contract-answers',
  'contract-deliveries',
  'contract-outcomes',
  'contract-due',
  // Chat (issue 34): a direct message while the player is away.
  'message',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** A push service's address: an absolute URL (which services the server sends to is its own check). */
const Endpoint = z.url({ protocol: /^https?$/ }).max(2048);

/** Unpadded base64url of exactly `bytes` bytes. */
const base64url = (bytes: number, what: string) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3))
    .regex(/^[\w-]+$/, `is not ${what}`);

/** What `PushSubscription.toJSON()` gives, and the kinds this device wants. */
export const PushSubscribeBody = z
  .object({
    endpoint: Endpoint,
    keys: z
      .object({
        /** The browser's P-256 public key, uncompressed (65 bytes). */
        p256dh: base64url(65, 'a P-256 public key').refine((key) => key.startsWith('B'), 'is not an uncompressed key'),
        /** The browser's authentication secret (16 bytes). */
        auth: base64url(16, 'an authentication secret'),
      })
      .strict(),
    kinds: z
      .array(NotificationKind)
      .max(NotificationKind.options.length)
      .refine((kinds) => new Set(kinds).size === kinds.length, 'names a kind twice'),
  })
  .strict();
export type PushSubscribeBody = z.infer<typeof PushSubscribeBody>;

export const PushUnsubscribeBody = z.object({ endpoint: Endpoint }).strict();
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

/** A time of day, `HH:MM`, 24-hour. */
const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'is not a time of day (HH:MM)');

/** An IANA time zone name as browsers give it (`Europe/Paris`); the server checks it is one it knows. */
const TimeZone = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][\w+/-]*$/, 'is not a time zone');

/** The player's quiet hours: nothing is sent from `from` to `until` in `timeZone` (it may span midnight). */
export const QuietHours = z
  .object({ from: TimeOfDay, until: TimeOfDay, timeZone: TimeZone })
  .strict()
  .refine((q) => q.from !== q.until, 'starts and ends at the same time');
export type QuietHours = z.infer<typeof QuietHours>;

export const QuietHoursBody = z.object({ quietHours: QuietHours.nullable() }).strict();
export type QuietHoursBody = z.infer<typeof QuietHoursBody>;

/** One of the player's devices with notifications on. */
export const PushDevice = z.object({
  id: z.string(),
  /** Its push service address: the page finds its own device by it. */
  endpoint: z.string(),
  kinds: z.array(NotificationKind),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type PushDevice = z.infer<typeof PushDevice>;

/** GET /api/push: the server's public key (the browser subscribes with it), the quiet hours, the devices. */
export const PushSettings = z.object({
  /** The VAPID public key, base64url: `applicationServerKey` of `pushManager.subscribe`. */
  publicKey: z.string(),
  quietHours: QuietHours.nullable(),
  devices: z.array(PushDevice),
});
export type PushSettings = z.infer<typeof PushSettings>;
export const PushSettingsResponse = success(PushSettings);

export const PushUnsubscribeResponse = success(z.object({ removed: z.number().int().nonnegative() }));
export type PushUnsubscribed = z.infer<typeof PushUnsubscribeResponse>['data'];

/** What a push message carries (encrypted end to end): the service worker shows it as it is. */
export const PushMessage = z.object({
  /** The event's own id: the same event never comes twice, whichever process sent it. */
  id: z.string(),
  kind: NotificationKind,
  title: z.string(),
  body: z.string(),
  /** The page the event is about: a click opens it. */
  url: z.string(),
  /** Messages of one tag replace each other on the device (one line per machine, per offer…). */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof PushMessage>;
