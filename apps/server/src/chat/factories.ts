import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { factories } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { listed } from '../moderation/listed.js';

/** The player a chat route acts for: their factory (its name now) and account. */
export interface Talker {
  factoryId: string;
  userId: string;
  name: string;
}

/** Another factory a player names in a chat route: its id, name and player. */
export interface OtherFactory {
  id: string;
  name: string;
  userId: string;
  rival: boolean;
  /** Its tick: what it hears of is numbered after it (events/own-events.ts). */
  tick: number;
}

/**
 * The factory `factoryId` as `me` may name it: 404 when it does not exist (or, with `listedOnly`,
 * is suspended, as its profile is), 400 when it is `me`'s own.
 */
export async function otherFactory(
  db: Db | Tx,
  me: string,
  factoryId: string,
  opts: { listedOnly?: boolean; people?: boolean } = {},
): Promise<OtherFactory> {
  const [row] = await db
    .select({
      id: factories.id,
      name: factories.name,
      userId: factories.userId,
      rivalSlot: factories.rivalSlot,
      tick: factories.tick,
    })
    .from(factories)
    .where(and(eq(factories.id, factoryId), opts.listedOnly ? listed(factories.id) : undefined));
  if (!row) throw new HttpError(404, 'factory not found');
  if (row.id === me) throw new HttpError(400, 'That is your own factory');
  if (opts.people && row.rivalSlot !== null)
    throw new HttpError(400, `${row.name} is a rival run by the computer: it reads no messages`);
  return { id: row.id, name: row.name, userId: row.userId, rival: row.rivalSlot !== null, tick: row.tick };
}
