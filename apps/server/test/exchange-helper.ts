import { usd } from '@forgeworks/engine';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { rowsOf } from './raw-rows.js';
import { listening, openStream } from './event-stream.js';
import type { TestApp } from './helper.js';
import { client, signUp } from './helper.js';

/** What the exchange's tests share: players, their coal, and the sums that prove nothing is lost. */
export type Client = ReturnType<typeof client>;

export const newPlayer = async (app: TestApp) => client(app, (await signUp(app)).token);

export const coal = (f: { inventory: { type: string; quantity: number }[] }) =>
  f.inventory.find((i) => i.type === 'COAL')!.quantity;

/** `count` new players, signed in, each with its event stream open. */
export async function playersListening(app: TestApp, count: number) {
  const base = await listening(app);
  const accounts = [];
  for (let i = 0; i < count; i++) accounts.push(await signUp(app));
  const players = accounts.map((x) => client(app, x.token));
  const streams = await Promise.all(accounts.map((x) => openStream(base, x.token)));
  return { players, streams };
}

/** The number `query` answers as `n`. */
export async function sumOf(app: TestApp, query: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await app.database.db.execute(query));
  return Number(row!.n);
}

/**
 * Every unit of coal and every cent among `players`: their stock and cash, the fees taken, and what
 * the book holds out of them (`held`).
 */
export async function coalAndCash(app: TestApp, players: Client[], held: { units?: number; cents?: number }) {
  let units = held.units ?? 0;
  let cents =
    (held.cents ?? 0) + (await sumOf(app, sql`SELECT coalesce(sum(fee), 0)::bigint AS n FROM exchange_trades`));
  for (const p of players) {
    const f = await p.factory();
    units += coal(f);
    cents += usd(f.cash);
  }
  return { units, cents };
}

/** Takes earlier tests' orders off one side of the book (one app serves a file), so a test meets only its own. */
export const emptyBook = (app: TestApp, book: 'exchange_offers' | 'exchange_bids') =>
  app.database.db.execute(sql`UPDATE ${sql.identifier(book)} SET status = 'cancelled' WHERE status = 'open'`);

/** The exchange tests' moves on the app `app` answers: players, listing and buying coal, and its totals. */
export function exchangePlay(app: () => TestApp) {
  const player = () => newPlayer(app());
  const list = (p: Client, quantity: number, unitPrice: number, resourceType = 'COAL') =>
    p.post('/api/market/offers', { resourceType, quantity, unitPrice });
  const buy = (p: Client, quantity: number, maxUnitPrice: number, idempotencyKey?: string) =>
    p.post('/api/market/exchange/buy', { resourceType: 'COAL', quantity, maxUnitPrice, idempotencyKey });
  /** Every unit of coal and every cent in the game: inventories and open escrow; cash and fees taken. */
  const totals = async (players: Client[]) =>
    coalAndCash(app(), players, {
      units: await sumOf(
        app(),
        sql`SELECT coalesce(sum(quantity_left), 0)::int AS n FROM exchange_offers WHERE status = 'open' AND resource = 'COAL'`,
      ),
    });
  return { player, list, buy, totals };
}
