import type { AwayMoney, AwaySummary, FactoryState, MaintenanceLine, Prices } from '@forgeworks/engine';
import { awayMachines, netWorth, returnsFromAway } from '@forgeworks/engine';
import { and, between, eq, gt, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { factories, factoryHours, factoryVisits, maintenanceLog } from '../db/schema.js';
import { stateFromColumns } from '../codecs/state-columns.js';
import { countedAt, windowHours, windowLedger } from './away.js';
import { awayContracts } from './away-contracts.js';
import type { EncodedLedger } from '../codecs/ledger.js';
import { decodeLedger } from '../codecs/ledger.js';
import type { RecentLedger } from '../codecs/recent-ledger.js';
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
    const { state, recent } = await factoryNow(tx, factoryId);
    const [last] = await tx.select().from(factoryVisits).where(eq(factoryVisits.factoryId, factoryId)).for('update');
    const visit = visitOf(state, recent, prices, now);
    let away = (last?.away as KeptAway | null | undefined) ?? null;
    if (last && returnsFromAway(last.tick, visit.tick)) {
      const start = { ...last, counted: last.counted as EncodedLedger };
      // The window's start is kept with it, so the summary reopened later can be carried on to now.
      away = { ...(await summarize(tx, factoryId, start, visit, state, recent)), start: start.counted };
    }
    const values = { ...visit, away };
    await tx
      .insert(factoryVisits)
      .values({ factoryId, ...values })
      .onConflictDoUpdate({ target: factoryVisits.factoryId, set: values });
    return away && withoutStart(away);
  });
}

/**
 * The last away window carried on to now: from where it began to the factory as it is, what the
 * player reads on reopening "While you were away" by hand (issue 45: a window of ticks 30–65 shown at
 * tick 106 left out what came after, a contract's default among it). Records no visit. A window kept
 * before its start was (no `start`) is answered as kept.
 */
export async function awayToNow(db: Db, factoryId: string, prices: Prices, now: Date): Promise<AwaySummary | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ away: factoryVisits.away })
      .from(factoryVisits)
      .where(eq(factoryVisits.factoryId, factoryId));
    const kept = (row?.away as KeptAway | null | undefined) ?? null;
    if (!kept?.start) return kept && withoutStart(kept);
    const { state, recent } = await factoryNow(tx, factoryId);
    const { from } = kept;
    const start = { tick: from.tick, visitedAt: new Date(from.at), ...moneyOf(from), counted: kept.start };
    return summarize(tx, factoryId, start, visitOf(state, recent, prices, now), state, recent);
  });
}

/** The away summary as the visits row keeps it: with the ledger its window's start had counted. */
type KeptAway = AwaySummary & { start?: EncodedLedger };

const withoutStart = ({ start: _, ...summary }: KeptAway): AwaySummary => summary;

/** The factory's state and recent ledger, read in one statement as one tick left them. */
async function factoryNow(tx: Tx, factoryId: string) {
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
  return { state: stateFromColumns(factory), recent: parseRecent(factory.recent) };
}

interface Visit extends AwayMoney {
  tick: number;
  visitedAt: Date;
  counted: EncodedLedger;
}

function visitOf(state: FactoryState, recent: RecentLedger, prices: Prices, now: Date): Visit {
  return {
    tick: state.tick,
    visitedAt: now,
    cash: state.cash,
    debt: state.debt,
    netWorth: netWorth(state, prices),
    counted: countedAt(recent, state.tick),
  };
}

/** What the factory did from the visit `last` to the visit `visit`: its ledger, machines and contracts. */
async function summarize(
  tx: Tx,
  factoryId: string,
  last: Visit,
  visit: Visit,
  state: FactoryState,
  recent: RecentLedger,
): Promise<AwaySummary> {
  const window = windowHours(last.tick, visit.tick);
  const hours = await tx
    .select({ hour: factoryHours.hour, ...hourLedgerColumns })
    .from(factoryHours)
    .where(and(eq(factoryHours.factoryId, factoryId), between(factoryHours.hour, window.first, window.last)));
  const ledger = windowLedger(
    { tick: last.tick, counted: last.counted },
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
  return {
    from: { tick: last.tick, at: last.visitedAt.toISOString(), ...moneyOf(last) },
    to: { tick: visit.tick, at: visit.visitedAt.toISOString(), ...moneyOf(visit) },
    ledger: decodeLedger(ledger),
    machines: awayMachines(lines as MaintenanceLine[], state.machines),
    complete: window.since === last.tick,
    contracts: await awayContracts(tx, factoryId, last.tick, visit.tick),
  };
}

const moneyOf = ({ cash, debt, netWorth }: AwayMoney): AwayMoney => ({ cash, debt, netWorth });

/** The last away window's summary, or null before the first. */
export async function lastAway(db: Db, factoryId: string): Promise<AwaySummary | null> {
  const [row] = await db
    .select({ away: factoryVisits.away })
    .from(factoryVisits)
    .where(eq(factoryVisits.factoryId, factoryId));
  const kept = (row?.away as KeptAway | null | undefined) ?? null;
  return kept && withoutStart(kept);
}
