import { CHAT } from '@forgeworks/contract';
import type { FastifyReply } from 'fastify';
import { find as findLinks } from 'linkifyjs';
import { countAttempt } from '../account/rate-limits.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../errors.js';

/**
 * What keeps talk civil before a message is stored (docs/security.md, "Chat"): the burst limit,
 * counted in the database so every process counts together, repeats, links from new accounts.
 */

/** A post past the burst limit or the slow mode: 429, and when the player may post again. */
export class TooFast extends HttpError {
  constructor(
    readonly retryAfterS: number,
    message = `You are posting too fast: wait ${retryAfterS} seconds`,
  ) {
    super(429, message);
  }
}

/** Counts a post (every attempt counts, refused or not) and refuses one past the burst limit. */
export async function countPost(db: Pick<Db, 'execute'>, factoryId: string): Promise<void> {
  const { attempts, retryAfterS } = await countAttempt(db, `chat:${factoryId}`, CHAT.BURST_WINDOW_S);
  if (attempts > CHAT.BURST_MESSAGES) throw new TooFast(retryAfterS);
}

/** Runs `post`, answering a TooFast with its Retry-After header. */
export async function withRetryAfter<T>(reply: FastifyReply, post: () => Promise<T>): Promise<T> {
  try {
    return await post();
  } catch (error) {
    if (error instanceof TooFast) reply.header('retry-after', String(error.retryAfterS));
    throw error;
  }
}

/** Two texts a reader would take for the same message: case and spacing aside. */
const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').toLowerCase() === b.replace(/\s+/g, ' ').toLowerCase();

/** The player's standing to post, as chat/service.ts reads it in one query. */
export interface Standing {
  accountCreatedAt: Date;
  mute: { until: Date; reason: string } | null;
  lastText: string | undefined;
  /** Seconds since the player's last post in the channel posted to; undefined for none, or a direct message. */
  sinceLastHere: number | undefined;
}

/** Whether an account is still new: links and many new conversations wait until it is not. */
export const isYoung = (standing: Standing, now = Date.now()) =>
  now - standing.accountCreatedAt.getTime() < CHAT.LINKS_AFTER_HOURS * 3600_000;

/** Refuses a post by a muted player, a repeat of their last message, a link from a new account. */
export function checkPost(standing: Standing, text: string): void {
  if (standing.mute)
    throw new HttpError(403, `You are muted until ${standing.mute.until.toISOString()}: ${standing.mute.reason}`);
  if (standing.lastText !== undefined && sameText(standing.lastText, text))
    throw new HttpError(409, 'You just sent that message');
  if (isYoung(standing) && findLinks(text).length > 0)
    throw new HttpError(403, `Links can be posted once an account is ${CHAT.LINKS_AFTER_HOURS} hours old`);
}

/** Refuses a channel post sooner after the player's last one there than the slow mode allows. */
export function checkSlowMode(standing: Standing, slowModeSeconds: number): void {
  if (slowModeSeconds === 0 || standing.sinceLastHere === undefined) return;
  const wait = Math.ceil(slowModeSeconds - standing.sinceLastHere);
  if (wait > 0)
    throw new TooFast(wait, `Slow mode is on: one post every ${slowModeSeconds} seconds here, wait ${wait} seconds`);
}
