import { MARKET, STARTING_FACTORY, toDollars, usd } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminTick, client, signUp, useTestApp } from './helper.js';

/**
 * Issue 28's measurements, played as a cheater plays them: the public API, one address, fresh
 * accounts within the sign-up limit. "Value moved" is the rise in the receiving factory's net worth
 * over the trades: its stock counts at the market's price, so a trade at that price moves nothing.
 */
const app = useTestApp();

type Client = ReturnType<typeof client>;
type Resource = 'COAL' | 'STEEL_BAR';
const player = async () => client(app(), (await signUp(app())).token);
const held = (f: { inventory: { type: string; quantity: number }[] }, resource: Resource) =>
  f.inventory.find((i) => i.type === resource)!.quantity;
const worth = async (p: Client): Promise<number> => usd((await p.factory()).netWorth);
const STARTING_CASH = toDollars(STARTING_FACTORY.cash);
/** The bound of issue 28: throwaways move at most this share of their starting cash. */
const BOUND_SHARE = 0.1;

/** The widest prices the exchange takes for `resource` now, for `p`: the rule's range, or (before it) 1¢ to 10× base. */
async function priceRange(p: Client, resource: Resource): Promise<{ min: number; max: number }> {
  const book = (await p.get(`/api/market/offers?resourceType=${resource}`)).body.data;
  return book.priceRange ?? { min: 0.01, max: toDollars(MARKET.BASE_PRICES[resource] * 10) };
}

/**
 * Buys up to `quantity` from the market, in pieces while the cash lasts: the ask climbs with a
 * buyer's own purchases in a tick.
 */
async function buyFromMarket(p: Client, resource: Resource, quantity: number) {
  let left = quantity;
  for (let piece = left; piece > 0 && left > 0; piece = Math.min(left, Math.floor(piece / 2)))
    while (
      piece <= left &&
      (await p.post('/api/market/buy', { resourceType: resource, quantity: piece })).status === 200
    )
      left -= piece;
}

async function openOffersLeft(p: Client, resource: Resource): Promise<number> {
  const mine = (await p.get('/api/market/my-offers')).body.data as {
    resourceType: string;
    status: string;
    quantityLeft: number;
  }[];
  return mine.filter((o) => o.status === 'open' && o.resourceType === resource).reduce((s, o) => s + o.quantityLeft, 0);
}

/** A game day of ticks through the admin call takes a minute or more on a busy machine. */
const IDLE_TIMEOUT_MS = 600_000;
const idleADay = async () => {
  for (let i = 0; i < 288; i++) await adminTick(app());
};

/**
 * Pouring: each throwaway buys the receiver's coal listed at the highest price the exchange takes,
 * as much as its cash covers. The receiver buys the coal from the market and lists it just before
 * each throwaway buys (its cash is what the throwaways paid), so supply never limits the pour.
 * Answers the cents moved.
 */
async function pour(receiver: Client, throwaways: Client[]): Promise<{ moved: number; refusals: string[] }> {
  let moved = 0;
  const refusals: string[] = [];
  for (const t of throwaways) {
    const { max } = await priceRange(receiver, 'COAL');
    const wanted = Math.floor((await t.factory()).cash / max);
    const short = wanted - (await openOffersLeft(receiver, 'COAL'));
    if (short > 0) {
      const stock = Math.floor(held(await receiver.factory(), 'COAL'));
      if (short > stock) await buyFromMarket(receiver, 'COAL', short - stock);
      const quantity = Math.min(short, Math.floor(held(await receiver.factory(), 'COAL')));
      const listed = await receiver.post('/api/market/offers', { resourceType: 'COAL', quantity, unitPrice: max });
      if (listed.status !== 200) throw new Error(`listing failed: ${listed.body.message}`);
    }
    const before = await worth(receiver);
    const bought = await t.post('/api/market/exchange/buy', {
      resourceType: 'COAL',
      quantity: wanted,
      maxUnitPrice: max,
    });
    if (bought.status !== 200) refusals.push(bought.body.message);
    else if (bought.body.data.quantity < wanted) refusals.push(bought.body.message);
    moved += (await worth(receiver)) - before;
  }
  return { moved, refusals };
}

/**
 * Gifting: each throwaway spends its cash on the market's steel and lists it at the lowest price
 * the exchange takes (all of it, or, refused, as much as the exchange lets it); the receiver buys
 * every bar offered at that price. Answers the cents moved.
 */
async function gift(receiver: Client, throwaways: Client[]): Promise<{ moved: number; refusals: string[] }> {
  const refusals: string[] = [];
  const ask = (await receiver.get('/api/market/offers?resourceType=STEEL_BAR')).body.data.marketAsk;
  let min = 0;
  for (const t of throwaways) {
    // The ask climbs with a buyer's own purchases in a tick: buy in pieces until the cash is spent.
    await buyFromMarket(t, 'STEEL_BAR', Math.floor((await t.factory()).cash / ask));
    min = (await priceRange(t, 'STEEL_BAR')).min;
    const bars = Math.floor(held(await t.factory(), 'STEEL_BAR'));
    let listed = await t.post('/api/market/offers', { resourceType: 'STEEL_BAR', quantity: bars, unitPrice: min });
    if (listed.status !== 200) {
      refusals.push(listed.body.message);
      const most = Number(/list up to ([\d,]+)/.exec(listed.body.message)?.[1]?.replace(/,/g, '') ?? 0);
      if (most > 0)
        listed = await t.post('/api/market/offers', { resourceType: 'STEEL_BAR', quantity: most, unitPrice: min });
    }
  }
  const offered = (await receiver.get('/api/market/offers?resourceType=STEEL_BAR')).body.data.levels
    .filter((l: { unitPrice: number }) => l.unitPrice <= min)
    .reduce((s: number, l: { quantity: number }) => s + l.quantity, 0);
  const before = await worth(receiver);
  if (offered > 0) {
    const bought = await receiver.post('/api/market/exchange/buy', {
      resourceType: 'STEEL_BAR',
      quantity: offered,
      maxUnitPrice: min,
    });
    if (bought.status !== 200) refusals.push(bought.body.message);
  }
  return { moved: (await worth(receiver)) - before, refusals };
}

const cancelAll = () =>
  app().database.db.execute(sql`UPDATE exchange_offers SET status = 'cancelled' WHERE status = 'open'`);

describe('pouring value through the exchange (issue 28)', () => {
  beforeEach(cancelAll);

  for (const idle of [false, true])
    it(
      `six throwaways buying far above the market move at most 10% of their cash${idle ? ', after a day idle' : ''}`,
      async () => {
        const throwaways = await Promise.all(Array.from({ length: 6 }, () => player()));
        if (idle) await idleADay();
        const receiver = await player();
        const start = await worth(receiver);
        const { moved, refusals } = await pour(receiver, throwaways);
        console.log(
          `pouring${idle ? ' after a day idle' : ''}: receiver $${toDollars(start)} -> $${toDollars(await worth(receiver))}, moved $${toDollars(moved)}; refusals: ${refusals.length}`,
        );
        expect(moved).toBeLessThanOrEqual(usd(BOUND_SHARE * STARTING_CASH * throwaways.length));
        // The rule held them back, not the receiver's stock: each was told why it got less.
        expect(refusals.filter((m) => m.includes('left to give'))).toHaveLength(throwaways.length);
      },
      IDLE_TIMEOUT_MS,
    );

  for (const idle of [false, true])
    it(
      `two throwaways selling far below the market move at most 10% of their cash${idle ? ', after a day idle' : ''}`,
      async () => {
        const throwaways = [await player(), await player()];
        if (idle) await idleADay();
        const receiver = await player();
        const start = await worth(receiver);
        const { moved, refusals } = await gift(receiver, throwaways);
        console.log(
          `gifting${idle ? ' after a day idle' : ''}: receiver $${toDollars(start)} -> $${toDollars(await worth(receiver))}, moved $${toDollars(moved)}; refusals: ${refusals.join(' | ')}`,
        );
        expect(moved).toBeLessThanOrEqual(usd(BOUND_SHARE * STARTING_CASH * throwaways.length));
        expect(refusals.filter((m) => m.includes('list up to'))).toHaveLength(throwaways.length);
      },
      IDLE_TIMEOUT_MS,
    );
});
