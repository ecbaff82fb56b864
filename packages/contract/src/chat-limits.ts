/**
 * Chat's figures (docs/security.md, "Chat") as plain data, without zod: the server checks with
 * them (chat.ts's schemas) and the web client's chat bounds its fields with the same.
 */
export const CHAT = {
  /** The longest message, in characters after trimming. */
  TEXT_MAX_LENGTH: 500,
  /** Messages a page of history holds by default, and at most. */
  PAGE_SIZE: 50,
  PAGE_MAX: 100,
  /** Messages a player may post in BURST_WINDOW_S seconds, channels and private together. */
  BURST_MESSAGES: 5,
  BURST_WINDOW_S: 10,
  /** Links are refused from an account younger than this, in hours. */
  LINKS_AFTER_HOURS: 24,
  /** New conversations an account younger than LINKS_AFTER_HOURS may start in a day. */
  YOUNG_NEW_CONVERSATIONS_PER_DAY: 3,
  /** An unread count stops at this (the badge shows "99+"). */
  UNREAD_MAX: 100,
  /** The longest mute the operator can give, in minutes (90 days). */
  MUTE_MAX_MINUTES: 90 * 24 * 60,
  /** Friends a player may have, and factories a player may block. */
  FRIENDS_MAX: 200,
  BLOCKS_MAX: 1000,
  /** The longest slow mode the operator can set: a player posts once in a channel per this many seconds at most. */
  SLOW_MODE_MAX_S: 600,
} as const;

/** The server-wide channel; every other channel is a league's, named by its league. */
export const TRADE_CHANNEL = 'trade';

/** Each channel's name as players read it. */
export const CHANNEL_NAMES: Record<string, string> = {
  trade: 'Trade',
  BRONZE: 'Bronze league',
  SILVER: 'Silver league',
  GOLD: 'Gold league',
};

export const REPORT_REASON_MAX_LENGTH = 500;
