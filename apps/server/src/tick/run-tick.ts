import type { FactoryState, Inventory, MarketState } from '@forgeworks/engine';
import {
  advanceFactory,
  advanceMarket,
  emptyInventory,
  netWorth,
  newMarket,
  STORED_RESOURCES,
} from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/** Factories claimed and written per transaction. */
export const TICK_BATCH = 500;
/** A factory that missed more ticks than this (server down) catches up only the last ones. */
export const MAX_CATCH_UP_TICKS = 288;
const MARKET_SEED = 20261122;
const LOCK_WAIT_MS = 20;
/** About ten seconds: beyond that the scheduler's next pass finishes the tick. */
const MAX_LOCK_WAITS = 500;

/** How many factories have not had tick N yet. */
async function behind(db: Pick<Db, 'execute'>, tick: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM factories WHERE tick < ${tick}`),
  );
  return Number(row?.n ?? 0);
}

interface ClaimedRow {
  id: string;
  tick: number;
  cash: string | number;
  debt: string | number;
  state: unknown;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function addSales(total: Inventory, sales: Inventory): void {
  for (const r of STORED_RESOURCES) total[r] += sales[r];
}

/** Brings one factory to tick N, replaying the ticks it missed (at most MAX_CATCH_UP_TICKS). */
function advanceTo(state: FactoryState, tick: number, now: number, tickMs: number): FactoryState {
  let current = state.tick < tick - MAX_CATCH_UP_TICKS ? { ...state, tick: tick - MAX_CATCH_UP_TICKS } : state;
  for (let t = current.tick + 1; t <= tick; t++)
    current = advanceFactory(current, { tick: t, now: now - (tick - t) * tickMs }).state;
  return current;
}

/** Claims up to a batch of factories not yet at tick N, advances and writes them back; returns how many. */
async function tickBatch(db: Db, tick: number, now: number, tickMs: number, batch: number): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = rowsOf<ClaimedRow>(
      await tx.execute(
        sql`SELECT id, tick, cash, debt, state FROM factories WHERE tick < ${tick} ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED`,
      ),
    );
    if (claimed.length === 0) return 0;
    const sold = emptyInventory();
    const rows: { id: string; cash: number; debt: number; net_worth: number; state: unknown }[] = [];
    for (const row of claimed) {
      const before: FactoryState = {
        ...(row.state as Omit<FactoryState, 'tick' | 'cash' | 'debt'>),
        tick: row.tick,
        cash: Number(row.cash),
        debt: Number(row.debt),
      };
      addSales(sold, before.salesThisTick);
      const after = advanceTo(before, tick, now, tickMs);
      const { tick: _tick, cash, debt, ...stored } = after;
      rows.push({ id: row.id, cash, debt, net_worth: netWorth(after), state: stored });
    }
    // One statement for the whole batch, not one per factory; one JSON parameter works on both engines.
    await tx.execute(sql`
      UPDATE factories AS f
      SET tick = ${tick}, cash = v.cash, debt = v.debt, net_worth = v.net_worth, state = v.state, updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id uuid, cash bigint, debt bigint, net_worth bigint, state jsonb)
      WHERE f.id = v.id`);
    const [run] = rowsOf<{ sold: Inventory }>(
      await tx.execute(sql`SELECT sold FROM tick_runs WHERE tick = ${tick} FOR UPDATE`),
    );
    const total = { ...emptyInventory(), ...(run?.sold ?? {}) };
    addSales(total, sold);
    await tx.execute(
      sql`UPDATE tick_runs SET factories = factories + ${claimed.length}, sold = ${JSON.stringify(total)}::jsonb WHERE tick = ${tick}`,
    );
    return claimed.length;
  });
}

/** Once no factory is behind tick N, the market takes the tick's sales, once, whoever gets there first. */
async function settleMarket(db: Db, tick: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO market (id, tick, state) VALUES (1, 0, ${JSON.stringify(newMarket(MARKET_SEED))}::jsonb) ON CONFLICT DO NOTHING`,
    );
    const [row] = rowsOf<{ tick: number; state: MarketState }>(
      await tx.execute(sql`SELECT tick, state FROM market WHERE id = 1 FOR UPDATE`),
    );
    if (!row || row.tick >= tick) return;
    if ((await behind(tx, tick)) > 0) return; // another process is still on a batch; it settles the market
    const [run] = rowsOf<{ sold: Inventory }>(await tx.execute(sql`SELECT sold FROM tick_runs WHERE tick = ${tick}`));
    const [count] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM factories`));
    const next = advanceMarket(row.state, { tick, sold: run?.sold ?? {}, activeFactories: Number(count?.n ?? 1) });
    await tx.execute(sql`UPDATE market SET tick = ${tick}, state = ${JSON.stringify(next)}::jsonb WHERE id = 1`);
    for (const r of STORED_RESOURCES) {
      await tx.execute(
        sql`INSERT INTO market_prices (tick, resource, price) VALUES (${tick}, ${r}, ${next.resources[r].sellPrice}) ON CONFLICT DO NOTHING`,
      );
    }
    await tx.execute(sql`UPDATE tick_runs SET finished_at = now() WHERE tick = ${tick}`);
  });
}

export interface TickReport {
  tickNumber: number;
  factories: number;
  ms: number;
}

/**
 * Runs tick N to the end: safe to call from several processes at once and again after a crash,
 * because a factory's own `tick` column says whether it has had tick N (docs/adr/0002).
 */
export async function runTick(
  db: Db,
  tick: number,
  opts: { now: number; tickMs: number; batch?: number },
): Promise<TickReport> {
  const started = performance.now();
  await db.execute(sql`INSERT INTO tick_runs (tick) VALUES (${tick}) ON CONFLICT DO NOTHING`);
  let factories = 0;
  let waits = 0;
  for (;;) {
    const done = await tickBatch(db, tick, opts.now, opts.tickMs, opts.batch ?? TICK_BATCH);
    factories += done;
    if (done > 0) continue;
    // Rows skipped as locked belong to an action (milliseconds) or another process's batch:
    // wait for them, briefly, so a tick that returns has reached every factory.
    if ((await behind(db, tick)) === 0 || ++waits > MAX_LOCK_WAITS) break;
    await new Promise((resolve) => setTimeout(resolve, LOCK_WAIT_MS));
  }
  await settleMarket(db, tick);
  return { tickNumber: tick, factories, ms: Math.round(performance.now() - started) };
}

export interface LastTick {
  tick: number;
  startedAt: Date | null;
  finished: boolean;
}

/** The last tick number any process has started (0 before the first). */
export async function lastTick(db: Db): Promise<LastTick> {
  const [row] = rowsOf<{ tick: number; started_at: string | Date; finished_at: string | Date | null }>(
    await db.execute(sql`SELECT tick, started_at, finished_at FROM tick_runs ORDER BY tick DESC LIMIT 1`),
  );
  return row
    ? { tick: Number(row.tick), startedAt: new Date(row.started_at), finished: row.finished_at !== null }
    : { tick: 0, startedAt: null, finished: true };
}
