import type { AwayMoney, AwaySummary, MaintenanceLine, Prices } from '@forgeworks/engine';
import { awayMachines, netWorth, returnsFromAway } from '@forgeworks/engine';
import { and, between, eq, gt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { factories, factoryHours, factoryVisits, maintenanceLog } from '../db/schema.js';
import { stateFromColumns } from '../codecs/state-columns.js';
import { countedAt, windowHours, windowLedger } from './away.js';
import { awayContracts } from './away-contracts.js';
import type { EncodedLedger } from '../codecs/ledger.js';
import { decodeLedger } from '../codecs/ledger.js';
import { parseRecent } from '../codecs/recent-ledger.js';
import { hourLedger, hourLedgerColumns } from './queries.js';

/**
 * Records that the player is looking at their factory now. The first call after an absence of a game
 * hour or more (AWAY_AFTER_TICKS) opens an away window from the last visit to now and keeps its
 * summary until the next one. Answers the summary kept, new or not (null before the first window).
 * Net worth is valued at `prices`, as the overview shows it.
 *
 * The visit row is the factory's only: the tick's batch update and the players' actions never
 * write it, and the row lock taken here makes two calls at once open one window, not two.
 */
export async function recordVisit(db: Db, factoryId: string, prices: Prices, now: Date): Promise<AwaySummary | null> {
  return db.transaction(async (tx) => {
    // One statement reads the state and its recent ledger as one tick left them.
    const [factory] = await tx
      .select({
        tick: factories.tick,
        cash: factories.cash,
        debt: factories.debt,
        state: factories.state,
        site: factories.site,
        recent: factories.recentLedger,
      })
      .from(factories)
      .where(eq(factories.id, factoryId));
    if (!factory) throw new Error('factory not found');
    const state = stateFromColumns(factory);
    const [last] = await tx.select().from(factoryVisits).where(eq(factoryVisits.factoryId, factoryId)).for('update');
    const recent = parseRecent(factory.recent);
    const visit = {
      tick: state.tick,
      visitedAt: now,
      cash: state.cash,
      debt: state.debt,
      netWorth: netWorth(state, prices),
      counted: countedAt(recent, state.tick),
    };
    let away = (last?.away as AwaySummary | null | undefined) ?? null;
    if (last && returnsFromAway(last.tick, visit.tick)) {
      const window = windowHours(last.tick, visit.tick);
      const hours = await tx
        .select({ hour: factoryHours.hour, ...hourLedgerColumns })
        .from(factoryHours)
        .where(and(eq(factoryHours.factoryId, factoryId), between(factoryHours.hour, window.first, window.last)));
      const ledger = windowLedger(
        { tick: last.tick, counted: last.counted as EncodedLedger },
        { tick: visit.tick, recent },
        hours.map((h) => ({ hour: h.hour, ledger: hourLedger(h) })),
        window.since,
      );
      const lines = await tx
        .select({ machineId: maintenanceLog.machineId, type: maintenanceLog.type, cost: maintenanceLog.cost })
        .from(maintenanceLog)
        .where(
          and(
            eq(maintenanceLog.factoryId, factoryId),
            lte(maintenanceLog.tick, visit.tick),
            // An action's line carries the tick it followed: one taken after the last visit, before
            // the next tick, is the window's too.
            or(
              gt(maintenanceLog.tick, window.since),
              and(eq(maintenanceLog.tick, window.since), gt(maintenanceLog.createdAt, last.visitedAt)),
            ),
          ),
        );
      away = {
        from: { tick: last.tick, at: last.visitedAt.toISOString(), ...moneyOf(last) },
        to: { tick: visit.tick, at: now.toISOString(), ...moneyOf(visit) },
        ledger: decodeLedger(ledger),
        machines: awayMachines(lines as MaintenanceLine[], state.machines),
        complete: window.since === last.tick,
        contracts: await awayContracts(tx, factoryId, last.tick, visit.tick),
      };
    }
    const values = { ...visit, away };
    await tx
      .insert(factoryVisits)
      .values({ factoryId, ...values })
      .onConflictDoUpdate({ target: factoryVisits.factoryId, set: values });
    return away;
  });
}

const moneyOf = ({ cash, debt, netWorth }: AwayMoney): AwayMoney => ({ cash, debt, netWorth });

/** The last away window's summary, or null before the first. */
export async function lastAway(db: Db, factoryId: string): Promise<AwaySummary | null> {
  const [row] = await db
    .select({ away: factoryVisits.away })
    .from(factoryVisits)
    .where(eq(factoryVisits.factoryId, factoryId));
  return (row?.away as AwaySummary | null | undefined) ?? null;
}
