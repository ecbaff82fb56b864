import type { FactoryState } from '@forgeworks/engine';
import { hashString, netWorth, newFactory } from '@forgeworks/engine';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { factories } from '../db/schema.js';

export interface FactoryRecord {
  id: string;
  userId: string;
  name: string;
  state: FactoryState;
}

type Row = typeof factories.$inferSelect;
/** What the jsonb column holds: the engine's state less the columns of its own. */
type StoredState = Omit<FactoryState, 'tick' | 'cash' | 'debt'>;

function fromRow(row: Row): FactoryRecord {
  const stored = row.state as StoredState;
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    state: { ...stored, tick: row.tick, cash: row.cash, debt: row.debt },
  };
}

function toColumns(state: FactoryState) {
  const { tick, cash, debt, ...stored } = state;
  return { tick, cash, debt, netWorth: netWorth(state), state: stored, updatedAt: new Date() };
}

/** The player's factory, made with the rulebook's starting state on first sign-in. */
export async function findOrCreateFactory(
  db: Db,
  user: { id: string; name: string },
  currentTick: number,
): Promise<FactoryRecord> {
  const [existing] = await db.select().from(factories).where(eq(factories.userId, user.id));
  if (existing) return fromRow(existing);
  const state = { ...newFactory(hashString(user.id)), tick: currentTick };
  // Two first requests at once both try to insert: the unique user_id keeps one, and both read it.
  await db
    .insert(factories)
    .values({ userId: user.id, name: `${user.name}'s Factory`, ...toColumns(state) })
    .onConflictDoNothing({ target: factories.userId });
  const [created] = await db.select().from(factories).where(eq(factories.userId, user.id));
  if (!created) throw new Error('factory was not created');
  return fromRow(created);
}

/**
 * Runs `change` on the player's factory inside one transaction holding its row lock, so two
 * requests can never both spend the same cash; the state it returns is written back.
 */
export async function updateFactoryLocked<T>(
  db: Db,
  userId: string,
  change: (record: FactoryRecord) => { state: FactoryState | null; result: T },
): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(factories).where(eq(factories.userId, userId)).for('update');
    if (!row) throw new Error('factory not found');
    const { state, result } = change(fromRow(row));
    if (state) await tx.update(factories).set(toColumns(state)).where(eq(factories.id, row.id));
    return result;
  });
}
