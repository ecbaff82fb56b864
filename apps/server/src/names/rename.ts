import { RENAME_DAYS } from '@forgeworks/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { factories, factoryFormerNames } from '../db/schema.js';
import { HttpError } from '../errors.js';
import type { NameChanger } from './names.js';
import { isNameTaken, keepFormerName, nameKey } from './names.js';

/** A factory's rename, by its player or the operator: look-alikes refused, the player's bounded to one in RENAME_DAYS. */

const DAY_MS = 86_400_000;

export const NAME_TAKEN_MESSAGE = "Another factory's name looks the same as this one; choose another name";

/** For a rename's `.catch`: the unique index's refusal as the player reads it (two renames raced), else the error. */
export function refuseTakenName(error: unknown): never {
  if (isNameTaken(error)) throw new HttpError(409, NAME_TAKEN_MESSAGE);
  throw error;
}

/** When the factory's player may next rename it, or null if now (their last rename is RENAME_DAYS old). */
export async function nextRenameAt(db: Db | Tx, factoryId: string): Promise<Date | null> {
  const [last] = await db
    .select({ at: factoryFormerNames.createdAt })
    .from(factoryFormerNames)
    .where(and(eq(factoryFormerNames.factoryId, factoryId), eq(factoryFormerNames.changedBy, 'player')))
    .orderBy(desc(factoryFormerNames.id))
    .limit(1);
  if (!last) return null;
  const next = new Date(new Date(last.at).getTime() + RENAME_DAYS * DAY_MS);
  return next.getTime() > Date.now() ? next : null;
}

/**
 * Renames the factory in `tx`, which holds its row locked: the new name's key must be free (else 409),
 * and the player's own rename must be the first in RENAME_DAYS (else 429, saying when). The old name
 * joins the former names; only the last FORMER_NAMES_SHOWN are kept, and the player's renames of the
 * last RENAME_DAYS, which the limit reads. Answers whether anything changed.
 */
export async function rename(
  tx: Tx,
  factory: { id: string; name: string },
  name: string,
  by: NameChanger,
): Promise<boolean> {
  if (name === factory.name) return false;
  if (by === 'player') {
    const next = await nextRenameAt(tx, factory.id);
    if (next)
      throw new HttpError(
        429,
        `A factory can be renamed once every ${RENAME_DAYS} days; the next rename is allowed from ${next.toISOString()}`,
      );
  }
  const key = nameKey(name);
  const [holder] = await tx.select({ id: factories.id }).from(factories).where(eq(factories.nameKey, key));
  if (holder && holder.id !== factory.id) throw new HttpError(409, NAME_TAKEN_MESSAGE);
  await tx.update(factories).set({ name, nameKey: key, updatedAt: new Date() }).where(eq(factories.id, factory.id));
  await keepFormerName(tx, factory.id, factory.name, by);
  return true;
}
