import { NAME_MAX_LENGTH } from '@forgeworks/contract';
import type { FactoryState, GameEvent, MaintenanceRecord, Prices } from '@forgeworks/engine';
import { hashString, maintenanceRecords, newFactory } from '@forgeworks/engine';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { PEERS_CHANNEL } from '../db/peers.js';
import { factories, maintenanceLog, user } from '../db/schema.js';
import { addPending, emptyRecent, parseRecent, serializeRecent } from '../codecs/recent-ledger.js';
import { trimMaintenanceLog } from '../history/retention.js';
import { happenings } from '../events/happenings.js';
import { recordOwnEvents } from '../events/own-events.js';
import { newUnlocks, recordUnlocks } from '../achievements/unlocks.js';
import type { FactoryCache } from './cache.js';
import { withFreeName } from '../names/names.js';
import type { FactoryRecord, LockedFactory } from './record.js';
import { columnsFromState, stateFromColumns } from '../codecs/state-columns.js';

/** The columns a factory record is read from (factories/record.ts). */
export const recordColumns = {
  id: factories.id,
  userId: factories.userId,
  name: factories.name,
  tick: factories.tick,
  cash: factories.cash,
  debt: factories.debt,
  state: factories.state,
  site: factories.site,
};

type RecordRow = {
  id: string;
  userId: string;
  name: string;
  tick: number;
  cash: number;
  debt: number;
  state: unknown;
  site: string | null;
};

export function toRecord(row: RecordRow): FactoryRecord {
  return { id: row.id, userId: row.userId, name: row.name, state: stateFromColumns(row) };
}

const FACTORY_SUFFIX = "'s Factory";

/**
 * A new player's factory name, within the names' bound: the player's name is cut (never inside a
 * character), not the suffix.
 */
export function factoryNameFor(playerName: string): string {
  let name = '';
  for (const character of playerName) {
    if (name.length + character.length > NAME_MAX_LENGTH - FACTORY_SUFFIX.length) break;
    name += character;
  }
  return `${name.trimEnd()}${FACTORY_SUFFIX}`;
}

export async function findFactory(db: Db, userId: string, cache?: FactoryCache): Promise<FactoryRecord | null> {
  const cached = cache?.get(userId);
  if (cached) return cached;
  const mark = cache?.mark() ?? 0;
  const [row] = await db.select(recordColumns).from(factories).where(eq(factories.userId, userId));
  if (!row) return null;
  const record = toRecord(row);
  cache?.set(userId, record, mark);
  return record;
}

/**
 * Makes the player's factory with the rulebook's starting state, unless they have one: two calls
 * at once both insert, and the unique user_id keeps one. Its name is the player's, or the first
 * numbered variant no other factory's name looks like ("Rita Real's Factory 2"): the unique name key
 * decides, so two sign-ups at once cannot both take one. `currentTick` is asked only here: a new
 * factory joins at the last tick, so it is not owed the ones before.
 */
export async function createFactory(
  db: Db,
  user: { id: string; name: string },
  currentTick: () => Promise<number>,
  prices: () => Promise<Prices>,
): Promise<void> {
  const state = { ...newFactory(hashString(user.id)), tick: await currentTick() };
  // Valued at the market's prices, as every later write is: the leaderboard agrees with the factory from the start.
  const values = {
    userId: user.id,
    ...columnsFromState(state, await prices()),
    recentLedger: serializeRecent(emptyRecent()),
  };
  await withFreeName(
    factoryNameFor(user.name),
    async (name, nameKey) =>
      // Any unique key taken inserts nothing: the user's (made already) or the name's (try the next).
      (
        await db
          .insert(factories)
          .values({ ...values, name, nameKey })
          .onConflictDoNothing()
          .returning({ id: factories.id })
      ).length > 0,
    async () => (await db.select({ id: factories.id }).from(factories).where(eq(factories.userId, user.id))).length > 0,
  );
}

/** A new account's factory (account/auth.ts): its player is read for the factory's name. */
export async function createAccountFactory(
  db: Db,
  userId: string,
  currentTick: () => Promise<number>,
  prices: () => Promise<Prices>,
): Promise<void> {
  const [player] = await db.select({ id: user.id, name: user.name }).from(user).where(eq(user.id, userId));
  if (player) await createFactory(db, player, currentTick, prices);
}

/**
 * The player's factory. It is made when the account is; an account that has none (made by a
 * version that made factories on first sign-in, or whose making failed) gets it here.
 */
export async function findOrCreateFactory(
  db: Db,
  player: { id: string; name: string },
  currentTick: () => Promise<number>,
  prices: () => Promise<Prices>,
  cache?: FactoryCache,
): Promise<FactoryRecord> {
  const existing = await findFactory(db, player.id, cache);
  if (existing) return existing;
  await createFactory(db, player, currentTick, prices);
  const created = await findFactory(db, player.id);
  if (!created) throw new Error('factory was not created');
  return created;
}

export interface Change<T> {
  /** The new state to write, or null to change nothing. */
  state: FactoryState | null;
  /** The events that made it: they go into the next tick's ledger row and the maintenance log. */
  events?: readonly GameEvent[];
  result: T;
}

function logRows(factoryId: string, tick: number, records: MaintenanceRecord[]) {
  return records.map((r) => ({ factoryId, tick, ...r }));
}

/** The player has no factory row: an account made before factories were made with it (findOrCreateFactory). */
export class FactoryMissing extends Error {
  constructor() {
    super('factory not found');
  }
}

/**
 * Locks factory rows FOR UPDATE in id order: every transaction that holds more than one factory
 * takes them in this order (as the tick's batches do), so two trades between the same players wait
 * for each other and never deadlock.
 */
export async function lockFactories(tx: Tx, where: ReturnType<typeof eq>): Promise<LockedFactory[]> {
  const rows = await tx
    .select({ ...recordColumns, recentLedger: factories.recentLedger })
    .from(factories)
    .where(where)
    .orderBy(asc(factories.id))
    .for('update');
  return rows.map((row) => ({ ...toRecord(row), recent: parseRecent(row.recentLedger) }));
}

/**
 * Writes a locked factory's new state back, its events pending in the next tick's ledger row. The
 * other server processes hear of it when it commits (db/peers.ts), and forget the factory.
 */
export async function writeFactory(
  tx: Tx,
  record: LockedFactory,
  state: FactoryState,
  events: readonly GameEvent[],
  prices: Prices,
) {
  const recentLedger = addPending(record.recent, state.tick + 1, events);
  await tx
    .update(factories)
    .set({ ...columnsFromState(state, prices), recentLedger: serializeRecent(recentLedger), updatedAt: new Date() })
    .where(eq(factories.id, record.id))
    .returning({ told: sql`pg_notify(${PEERS_CHANNEL}, ${`factory ${record.userId}`})` });
  await recordUnlocks(tx, newUnlocks(record.id, record.state, state));
}

/**
 * Runs `change` on the player's factory inside one transaction holding its row lock, so two
 * requests can never both spend the same cash; the state it returns is written back, with its
 * events added to the factory's history, in the same transaction.
 */
export async function updateFactoryLocked<T>(
  db: Db,
  userId: string,
  prices: Prices,
  change: (record: LockedFactory) => Change<T>,
  cache?: FactoryCache,
): Promise<T> {
  const written: { record: FactoryRecord | null } = { record: null };
  const mark = cache?.mark() ?? 0;
  const result = await db.transaction(async (tx) => {
    const [record] = await lockFactories(tx, eq(factories.userId, userId));
    if (!record) throw new FactoryMissing();
    const { state, events = [], result } = change(record);
    if (!state) return result;
    written.record = { id: record.id, userId: record.userId, name: record.name, state };
    await writeFactory(tx, record, state, events, prices);
    const records = maintenanceRecords(events, state);
    if (records.length > 0) {
      await tx.insert(maintenanceLog).values(logRows(record.id, state.tick, records));
      await trimMaintenanceLog(
        tx,
        records.map((r) => ({ factory_id: record.id, machine_id: r.machineId })),
      );
    }
    // What the player hears of at once, on whichever process holds their stream: told when this commits.
    await recordOwnEvents(
      tx,
      { factoryId: record.id, userId, tick: state.tick },
      happenings(events, record.state.debt, state),
    );
    const scrapped = events.flatMap((e) => (e.kind === 'machineScrapped' ? [e.machineId] : []));
    if (scrapped.length > 0)
      await tx
        .delete(maintenanceLog)
        .where(and(eq(maintenanceLog.factoryId, record.id), inArray(maintenanceLog.machineId, scrapped)));
    return result;
  });
  // Kept only once committed: a rolled-back change never reaches the cache.
  if (written.record) cache?.written(userId, written.record, mark);
  return result;
}
