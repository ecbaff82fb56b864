import type { FairPlayReport } from '@forgeworks/contract';
import type { StoredResource } from '@forgeworks/engine';
import { toDollars } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/rows.js';

/** Entries of each list the report shows. */
export const REPORT_SIZE = 100;

/**
 * A factory as the report names it, from its id column `id`: its names and the accounts signed up
 * from its player's address (an index lookup on the hash). Columns prefixed `prefix`.
 */
const named = (id: string, prefix: string) =>
  sql.raw(`
    (SELECT f.name FROM factories f WHERE f.id = ${id}) AS ${prefix}_factory_name,
    (SELECT u.name FROM factories f JOIN "user" u ON u.id = f.user_id WHERE f.id = ${id}) AS ${prefix}_player_name,
    (SELECT a.address_hash FROM factories f JOIN sign_up_addresses a ON a.user_id = f.user_id WHERE f.id = ${id}) AS ${prefix}_address,
    (SELECT count(*)::int FROM factories f JOIN sign_up_addresses a ON a.user_id = f.user_id
       JOIN sign_up_addresses s ON s.address_hash = a.address_hash WHERE f.id = ${id}) AS ${prefix}_accounts`);

type Named<P extends string> = {
  [K in `${P}_factory_name` | `${P}_player_name`]: string;
} & { [K in `${P}_address`]: string | null } & { [K in `${P}_accounts`]: number };

function factoryOf<P extends string>(row: Named<P>, prefix: P, id: string) {
  const r = row as Record<string, unknown>;
  return {
    factoryId: id,
    factoryName: String(r[`${prefix}_factory_name`] ?? ''),
    playerName: String(r[`${prefix}_player_name`] ?? ''),
    accountsAtSignUpAddress: Number(r[`${prefix}_accounts`] ?? 0),
  };
}

const sameAddress = (row: Record<string, unknown>, a: string, b: string) =>
  row[`${a}_address`] != null && row[`${a}_address`] === row[`${b}_address`];

const iso = (at: unknown) => new Date(at as string).toISOString();

/**
 * The fair-play report (docs/security.md, "Fair play"): the pairs marked one-way and the trades far
 * from the market, newest first. Both read only their rows through partial indexes kept in each
 * buy's transaction, never a scan of the trades.
 */
export async function fairPlayReport(db: Pick<Db, 'execute'>): Promise<FairPlayReport> {
  const flows = rowsOf<
    {
      giver: string;
      receiver: string;
      value: number | string;
      trades: number;
      back: number | string;
      last_trade_at: string;
    } & Named<'g'> &
      Named<'r'>
  >(
    await db.execute(sql`
      SELECT fl.giver_factory_id AS giver, fl.receiver_factory_id AS receiver, fl.value, fl.trades, fl.last_trade_at,
        coalesce((SELECT b.value FROM fair_play_flows b WHERE b.giver_factory_id = fl.receiver_factory_id
          AND b.receiver_factory_id = fl.giver_factory_id), 0) AS back,
        ${named('fl.giver_factory_id', 'g')}, ${named('fl.receiver_factory_id', 'r')}
      FROM fair_play_flows fl WHERE fl.one_way
      ORDER BY fl.last_trade_at DESC LIMIT ${REPORT_SIZE}`),
  );
  const trades = rowsOf<
    {
      id: number | string;
      created_at: string;
      tick: number;
      resource: string;
      quantity: number;
      unit_price: number | string;
      market_price: number | string;
      buyer: string;
      seller: string;
    } & Named<'b'> &
      Named<'s'>
  >(
    await db.execute(sql`
      SELECT t.id, t.created_at, t.tick, t.resource, t.quantity, t.unit_price, t.market_price,
        t.buyer_factory_id AS buyer, t.seller_factory_id AS seller,
        ${named('t.buyer_factory_id', 'b')}, ${named('t.seller_factory_id', 's')}
      FROM exchange_trades t WHERE t.far_from_market
      ORDER BY t.id DESC LIMIT ${REPORT_SIZE}`),
  );
  return {
    flows: flows.map((f) => ({
      giver: factoryOf(f, 'g', f.giver),
      receiver: factoryOf(f, 'r', f.receiver),
      value: toDollars(Number(f.value) - Number(f.back)),
      trades: Number(f.trades),
      lastTradeAt: iso(f.last_trade_at),
      sameSignUpAddress: sameAddress(f, 'g', 'r'),
    })),
    trades: trades.map((t) => ({
      id: Number(t.id),
      at: iso(t.created_at),
      tick: Number(t.tick),
      resourceType: t.resource as StoredResource,
      quantity: Number(t.quantity),
      unitPrice: toDollars(Number(t.unit_price)),
      marketPrice: toDollars(Number(t.market_price)),
      value: toDollars(Number(t.quantity) * Math.abs(Number(t.unit_price) - Number(t.market_price))),
      buyer: factoryOf(t, 'b', t.buyer),
      seller: factoryOf(t, 's', t.seller),
      sameSignUpAddress: sameAddress(t, 'b', 's'),
    })),
  };
}
