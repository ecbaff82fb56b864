import type { ActionResult, StoredResource } from '@forgeworks/engine';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { factories } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { currentMarket } from '../market/state.js';

/** The engine's refusal codes as statuses, as the factory service answers them (the rest are 409). */
const STATUS: Record<string, number> = { NOT_FOUND: 404, INVALID_INPUT: 400, NOT_SELLABLE: 400 };

/** The market's price of `resource` as of the last tick, read in the transaction that trades at it. */
export const marketPriceOf = async (tx: Tx | Db, resource: StoredResource) =>
  (await currentMarket(tx)).resources[resource].sellPrice;

/** Throws the engine's refusal as the API answers it. */
export function refused(result: ActionResult): never {
  if (result.ok) throw new Error('not a refusal');
  throw new HttpError(STATUS[result.error.code] ?? 409, result.error.message);
}

export const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The id of a player's factory, or a 404. */
export async function factoryIdOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ id: factories.id }).from(factories).where(eq(factories.userId, userId));
  if (!row) throw new HttpError(404, 'Factory not found');
  return row.id;
}
