import type { GoodTrade, TradePartner, TradePartners } from '@forgeworks/contract';
import type { StoredResource } from '@forgeworks/engine';
import { STORED_RESOURCES, TIME, toDollars } from '@forgeworks/engine';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { contractDeliveries, contracts, exchangeTrades, factories } from '../db/schema.js';
import { hourOf } from '../codecs/recent-ledger.js';
import { ledgersByHour, ledgerWithin } from './production.js';
import { hourlyLedgers, recentLedger } from './queries.js';

/** The most counterparties a good lists on each side. */
const TOP_PARTNERS = 3;

/** Units and cents one factory moved with another, in one good and one direction. */
interface PairRow {
  resource: string;
  partnerId: string;
  units: number;
  /** What the factory paid (bought) or was paid (sold, the fee kept back), cents. */
  value: number;
}

/**
 * The factory's trades with other players after tick `from`, by good and counterparty, one way:
 * exchange fills (buys from offers and sales into bids alike: `exchange_trades`, read by the buyer's
 * or seller's index) and contract deliveries (read through the factory's contracts).
 */
async function pairs(db: Db, factoryId: string, from: number, side: 'bought' | 'sold'): Promise<PairRow[]> {
  const self = side === 'bought' ? exchangeTrades.buyerFactoryId : exchangeTrades.sellerFactoryId;
  const partner = side === 'bought' ? exchangeTrades.sellerFactoryId : exchangeTrades.buyerFactoryId;
  const gross = sql`${exchangeTrades.quantity}::bigint * ${exchangeTrades.unitPrice}`;
  const exchange = await db
    .select({
      resource: exchangeTrades.resource,
      partnerId: partner,
      units: sql<number>`sum(${exchangeTrades.quantity})::bigint`,
      value: side === 'bought' ? sql<number>`sum(${gross})` : sql<number>`sum(${gross} - ${exchangeTrades.fee})`,
    })
    .from(exchangeTrades)
    .where(and(eq(self, factoryId), gt(exchangeTrades.tick, from)))
    .groupBy(exchangeTrades.resource, partner);
  const contractSelf = side === 'bought' ? contracts.buyerFactoryId : contracts.sellerFactoryId;
  const contractPartner = side === 'bought' ? contracts.sellerFactoryId : contracts.buyerFactoryId;
  const delivered = await db
    .select({
      resource: contracts.resource,
      partnerId: contractPartner,
      units: sql<number>`sum(${contractDeliveries.quantity})::bigint`,
      value:
        side === 'bought'
          ? sql<number>`sum(${contractDeliveries.value})`
          : sql<number>`sum(${contractDeliveries.value} - ${contractDeliveries.fee})`,
    })
    .from(contractDeliveries)
    .innerJoin(contracts, eq(contracts.id, contractDeliveries.contractId))
    .where(and(eq(contractSelf, factoryId), gt(contractDeliveries.tick, from)))
    .groupBy(contracts.resource, contractPartner);
  return [...exchange, ...delivered].map((r) => ({ ...r, units: Number(r.units), value: Number(r.value) }));
}

/** Each good's total one way, and its partners by value (one counterparty's exchange and contract trades together). */
function byGood(rows: PairRow[], names: Map<string, string>) {
  const goods = new Map<StoredResource, { units: number; value: number; partners: Map<string, TradePartner> }>();
  for (const row of rows) {
    const resource = STORED_RESOURCES.find((r) => r === row.resource);
    if (!resource) continue;
    const good = goods.get(resource) ?? { units: 0, value: 0, partners: new Map() };
    good.units += row.units;
    good.value += row.value;
    const seen = good.partners.get(row.partnerId) ?? {
      factoryName: names.get(row.partnerId) ?? '',
      units: 0,
      value: 0,
    };
    good.partners.set(row.partnerId, { ...seen, units: seen.units + row.units, value: seen.value + row.value });
    goods.set(resource, good);
  }
  return goods;
}

const top = (partners: Map<string, TradePartner> | undefined): TradePartner[] =>
  [...(partners?.values() ?? [])]
    .sort((a, b) => b.value - a.value || a.factoryName.localeCompare(b.factoryName))
    .slice(0, TOP_PARTNERS)
    .map((p) => ({ ...p, value: toDollars(p.value) }));

const flow = (units: number, cents: number) => ({ units, value: toDollars(cents) });

/**
 * What the factory at tick `tick` bought and sold over the last `hours` game hours, per good: with
 * whom among the players, and with the market. The factory's ledger counts every purchase and sale
 * (market, exchange, contracts alike); the market's share is what is left once the players' trades
 * are taken out. A trade made between ticks is booked in the next tick's ledger row but at the tick
 * before in the exchange's, so at the window's first tick the two can disagree by one tick's trades:
 * the market's share is never shown below nothing.
 */
export async function tradePartners(db: Db, factoryId: string, tick: number, hours: number): Promise<TradePartners> {
  const fromHour = hourOf(tick) - hours;
  const from = fromHour * TIME.TICKS_PER_HOUR;
  const [stored, recent, bought, sold] = await Promise.all([
    hourlyLedgers(db, factoryId, fromHour),
    recentLedger(db, factoryId),
    pairs(db, factoryId, from, 'bought'),
    pairs(db, factoryId, from, 'sold'),
  ]);
  const ledger = ledgerWithin(ledgersByHour(tick, stored, recent), tick, hours);
  const partnerIds = [...new Set([...bought, ...sold].map((r) => r.partnerId))];
  const names = new Map(
    partnerIds.length === 0
      ? []
      : (
          await db
            .select({ id: factories.id, name: factories.name })
            .from(factories)
            .where(inArray(factories.id, partnerIds))
        ).map((f) => [f.id, f.name]),
  );
  const boughtBy = byGood(bought, names);
  const soldBy = byGood(sold, names);
  const goods: GoodTrade[] = [];
  for (const r of STORED_RESOURCES) {
    const fromPlayers = boughtBy.get(r) ?? { units: 0, value: 0, partners: undefined };
    const toPlayers = soldBy.get(r) ?? { units: 0, value: 0, partners: undefined };
    const good: GoodTrade = {
      resourceType: r,
      boughtFromPlayers: flow(fromPlayers.units, fromPlayers.value),
      soldToPlayers: flow(toPlayers.units, toPlayers.value),
      boughtFromMarket: flow(
        Math.max(0, ledger.unitsBought[r] - fromPlayers.units),
        Math.max(0, ledger.purchases[r] - fromPlayers.value),
      ),
      soldToMarket: flow(
        Math.max(0, ledger.unitsSold[r] - toPlayers.units),
        Math.max(0, ledger.income[r] - toPlayers.value),
      ),
      sellers: top(fromPlayers.partners),
      buyers: top(toPlayers.partners),
    };
    const moved = [good.boughtFromPlayers, good.soldToPlayers, good.boughtFromMarket, good.soldToMarket];
    if (moved.some((f) => f.units > 0)) goods.push(good);
  }
  return { hours, fromTick: from, toTick: tick, goods };
}
