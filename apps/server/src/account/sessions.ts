import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { session, user } from '../db/schema.js';
import { tokenDigest } from './token-digest.js';

// Times go in as JavaScript dates, as better-auth writes them: the columns carry no time zone,
// so the database's now() could be read in another one.

/** How long a session lasts after the player was last seen (better-auth's `session.expiresIn`). */
export const SESSION_LIFETIME_S = 7 * 24 * 3600;
/**
 * How often a session in use is written back (its last-seen time, and its end pushed out by
 * SESSION_LIFETIME_S): once an hour at most, so a busy player costs reads, never a write a request.
 */
export const SESSION_SEEN_EVERY_S = 3600;

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  /** The session this request was made with. */
  session: { id: string; token: string };
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** A signed-in player as the database had them, and until when that may be trusted. */
export interface SessionCheck {
  user: SignedInUser;
  /** When the session ends (ms since the epoch). */
  expiresAt: number;
  /** When its last-seen time was last written (ms since the epoch). */
  seenAt: number;
}

/**
 * The player a session token belongs to, asked of the database (one query on the unique index of
 * the tokens' digests). Its last-seen time and end are pushed out at most every SESSION_SEEN_EVERY_S.
 */
export async function findSignedIn(db: Db, token: string): Promise<SessionCheck | null> {
  const [row] = await db
    .select({
      sessionId: session.id,
      seenAt: session.updatedAt,
      expiresAt: session.expiresAt,
      id: user.id,
      email: user.email,
      name: user.name,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, tokenDigest(token)), gt(session.expiresAt, new Date())));
  if (!row) return null;
  let seenAt = row.seenAt.getTime();
  let expiresAt = row.expiresAt.getTime();
  if (Date.now() - seenAt > SESSION_SEEN_EVERY_S * 1000) {
    seenAt = Date.now();
    expiresAt = seenAt + SESSION_LIFETIME_S * 1000;
    await db
      .update(session)
      .set({ updatedAt: new Date(seenAt), expiresAt: new Date(expiresAt) })
      .where(eq(session.id, row.sessionId));
  }
  const player = { id: row.id, email: row.email, name: row.name, session: { id: row.sessionId, token } };
  return { user: player, expiresAt, seenAt };
}

/** Of the sessions `ids`, those still running (one query), for connections that outlive a request. */
export async function runningSessions(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(inArray(session.id, ids), gt(session.expiresAt, new Date())));
  return new Set(rows.map((r) => r.id));
}

/** Whether a check read earlier may still answer for the session now, without the database. */
export const stillTrusted = (check: SessionCheck, now: number) =>
  now < check.expiresAt && now - check.seenAt <= SESSION_SEEN_EVERY_S * 1000;

/** The player's sessions still running, newest first; never their tokens. */
export async function listSessions(db: Db, userId: string) {
  return db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      lastSeenAt: session.updatedAt,
      expiresAt: session.expiresAt,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
}

/** Ends one of the player's sessions; answers how many ended (0 when it is not theirs). */
export async function endSession(db: Db, userId: string, sessionId: string): Promise<number> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return ended.length;
}

/** Ends every session of the player, or every one but `keep`. */
export async function endSessions(db: Db, userId: string, keep?: string): Promise<number> {
  const ended = await db
    .delete(session)
    .where(keep ? and(eq(session.userId, userId), ne(session.id, keep)) : eq(session.userId, userId))
    .returning({ id: session.id });
  return ended.length;
}
