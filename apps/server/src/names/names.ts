import { FORMER_NAMES_SHOWN, NAME_MAX_LENGTH, RENAME_DAYS } from '@forgeworks/contract';
import { nameSkeleton } from '@forgeworks/contract/name-skeleton';
import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { factoryFormerNames } from '../db/schema.js';

/**
 * Factory names: unique by their skeleton (the contract's name-skeleton.ts), kept in `name_key` under
 * a unique index, so two processes naming factories alike at once cannot both win; the last names
 * kept in factory_former_names. Renames: rename.ts.
 */

/** Who changed a name: only the player's own renames count toward the limit. */
export type NameChanger = 'player' | 'operator' | 'upgrade';

export const nameKey = nameSkeleton;

/** Whether `error` (or what it wraps) is the unique index on name keys refusing a row. */
export function isNameTaken(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505' && (e.constraint ?? e.message ?? '').includes('factories_name_key_idx')) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * `base`, or when `n` > 1 its numbered variant ("Rita Real's Factory 2"), cut to fit the names'
 * bound (never inside a character) so the number is always seen.
 */
export function numbered(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = ` ${n}`;
  let cut = '';
  for (const character of base) {
    if (cut.length + character.length > NAME_MAX_LENGTH - suffix.length) break;
    cut += character;
  }
  return `${cut.trimEnd()}${suffix}`;
}

/** The most variants tried before a random one: a thousand factories named alike is no game's. */
const MAX_VARIANTS = 1000;

/**
 * Inserts a factory row under `base` or its first free numbered variant: each try asks the database,
 * whose unique index decides. `insert` answers whether the row went in (false: some unique key was
 * taken); `exists` whether the row it was making is there after all (made at once by another call).
 */
export async function withFreeName(
  base: string,
  insert: (name: string, key: string) => Promise<boolean>,
  exists: () => Promise<boolean>,
): Promise<void> {
  for (let n = 1; n <= MAX_VARIANTS + 1; n++) {
    const name = n > MAX_VARIANTS ? numbered(base, Math.floor(Math.random() * 1e9)) : numbered(base, n);
    if (await insert(name, nameKey(name))) return;
    if (await exists()) return;
  }
  throw new Error('no free factory name');
}

/** Keeps `name` as the factory's latest former name, and forgets those neither shown nor counted. */
export async function keepFormerName(tx: Tx, factoryId: string, name: string, by: NameChanger): Promise<void> {
  await tx.insert(factoryFormerNames).values({ factoryId, name, changedBy: by });
  const shown = tx
    .select({ id: factoryFormerNames.id })
    .from(factoryFormerNames)
    .where(eq(factoryFormerNames.factoryId, factoryId))
    .orderBy(desc(factoryFormerNames.id))
    .limit(FORMER_NAMES_SHOWN);
  await tx
    .delete(factoryFormerNames)
    .where(
      and(
        eq(factoryFormerNames.factoryId, factoryId),
        notInArray(factoryFormerNames.id, sql`(${shown})`),
        or(
          sql`${factoryFormerNames.changedBy} <> 'player'`,
          sql`${factoryFormerNames.createdAt} <= now() - make_interval(days => ${RENAME_DAYS})`,
        ),
      ),
    );
}

/** The former names of each factory, newest first, FORMER_NAMES_SHOWN at most. */
export async function formerNames(db: Db | Tx, factoryIds: string[]): Promise<Map<string, string[]>> {
  const byFactory = new Map<string, string[]>();
  if (factoryIds.length === 0) return byFactory;
  const rows = await db
    .select({ factoryId: factoryFormerNames.factoryId, name: factoryFormerNames.name })
    .from(factoryFormerNames)
    .where(inArray(factoryFormerNames.factoryId, factoryIds))
    .orderBy(desc(factoryFormerNames.id));
  for (const row of rows) {
    const names = byFactory.get(row.factoryId) ?? [];
    if (names.length < FORMER_NAMES_SHOWN && !names.includes(row.name)) names.push(row.name);
    byFactory.set(row.factoryId, names);
  }
  return byFactory;
}

/** The last change of the factory's name, if the upgrade made it (the player is told why on the account page). */
export async function lastChangeByUpgrade(db: Db, factoryId: string): Promise<string | null> {
  const [last] = await db
    .select({ name: factoryFormerNames.name, by: factoryFormerNames.changedBy })
    .from(factoryFormerNames)
    .where(eq(factoryFormerNames.factoryId, factoryId))
    .orderBy(desc(factoryFormerNames.id))
    .limit(1);
  return last?.by === 'upgrade' ? last.name : null;
}
