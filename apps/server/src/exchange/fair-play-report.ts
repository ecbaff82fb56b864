import type { FairPlayReport } from '@forgeworks/contract';
import type { StoredResource } from '@forgeworks/engine';
import { toDollars } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { num, rowsOf, when } from '../db/rows.js';

/** Entries of each list the report shows. */
export const REPORT_SIZE = 100;

/**
 * A factory as the report names it, from its id column `id`: its names and the accounts signed up
 * from its player's address (an index lookup on the hash), as one column `prefix`.
 */
const named = (id: string, prefix: string) =>
  sql.raw(`
    jsonb_build_object(
      'factory_name', (SELECT f.name FROM factories f WHERE f.id = ${id}),
      'player_name', (SELECT u.name FROM factories f JOIN "user" u ON u.id = f.user_id WHERE f.id = ${id}),
      'address', (SELECT a.address_hash FROM factories f JOIN sign_up_addresses a ON a.user_id = f.user_id WHERE f.id = ${id}),
      'accounts', (SELECT count(*)::int FROM factories f JOIN sign_up_addresses a ON a.user_id = f.user_id
         JOIN sign_up_addresses s ON s.address_hash = a.address_hash WHERE f.id = ${id})) AS ${prefix}`);

const namedRow = z.object({
  factory_name: z.string().nullable(),
  player_name: z.string().nullable(),
  address: z.string().nullable(),
  accounts: num,
});
type Named = z.infer<typeof namedRow>;

const factoryOf = (named: Named, id: string) => ({
  factoryId: id,
  factoryName: named.factory_name ?? '',
  playerName: named.player_name ?? '',
  accountsAtSignUpAddress: named.accounts,
});

const sameAddress = (a: Named, b: Named) => a.address !== null && a.address === b.address;

const flowRow = z.object({
  giver: z.string(),
  receiver: z.string(),
  value: num,
  trades: num,
  back: num,
  last_trade_at: when,
  g: namedRow,
  r: namedRow,
});

const tradeRow = z.object({
  id: num,
  created_at: when,
  tick: num,
  resource: z.string(),
  quantity: num,
  unit_price: num,
  market_price: num,
  buyer: z.string(),
  seller: z.string(),
  b: namedRow,
  s: namedRow,
});

/**
 * The fair-play report (docs/security.md, "Fair play"): the pairs marked one-way and the trades far
 * from the market, newest first. Both read only their rows through partial indexes kept in each
 * buy's transaction, never a scan of the trades.
 */
export async function fairPlayReport(db: Pick<Db, 'execute'>): Promise<FairPlayReport> {
  const flows = rowsOf(
    flowRow,
    await db.execute(sql`
      SELECT fl.giver_factory_id AS giver, fl.receiver_factory_id AS receiver, fl.value, fl.trades, fl.last_trade_at,
        coalesce((SELECT b.value FROM fair_play_flows b WHERE b.giver_factory_id = fl.receiver_factory_id
          AND b.receiver_factory_id = fl.giver_factory_id), 0) AS back,
        ${named('fl.giver_factory_id', 'g')}, ${named('fl.receiver_factory_id', 'r')}
      FROM fair_play_flows fl WHERE fl.one_way
      ORDER BY fl.last_trade_at DESC LIMIT ${REPORT_SIZE}`),
  );
  const trades = rowsOf(
    tradeRow,
    await db.execute(sql`
      SELECT t.id, t.created_at, t.tick, t.resource, t.quantity, t.unit_price, t.market_price,
        t.buyer_factory_id AS buyer, t.seller_factory_id AS seller,
        ${named('t.buyer_factory_id', 'b')}, ${named('t.seller_factory_id', 's')}
      FROM exchange_trades t WHERE t.far_from_market
      ORDER BY t.id DESC LIMIT ${REPORT_SIZE}`),
  );
  return {
    flows: flows.map((f) => ({
      giver: factoryOf(f.g, f.giver),
      receiver: factoryOf(f.r, f.receiver),
      value: toDollars(f.value - f.back),
      trades: f.trades,
      lastTradeAt: f.last_trade_at.toISOString(),
      sameSignUpAddress: sameAddress(f.g, f.r),
    })),
    trades: trades.map((t) => ({
      id: t.id,
      at: t.created_at.toISOString(),
      tick: t.tick,
      resourceType: t.resource as StoredResource,
      quantity: t.quantity,
      unitPrice: toDollars(t.unit_price),
      marketPrice: toDollars(t.market_price),
      value: toDollars(t.quantity * Math.abs(t.unit_price - t.market_price)),
      buyer: factoryOf(t.b, t.buyer),
      seller: factoryOf(t.s, t.seller),
      sameSignUpAddress: sameAddress(t.b, t.s),
    })),
  };
}
