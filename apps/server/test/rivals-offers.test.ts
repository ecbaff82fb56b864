import { rivalFor } from '@forgeworks/simulator';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { contractPlay } from './contracts-helper.js';
import type { Player } from './contracts-helper.js';
import type { TestApp } from './helper.js';
import { adminTick, useTestApp } from './helper.js';
import { rivalsOffer } from '../src/rivals/offers.js';

/** Issue 48: rivals propose contracts for the inputs they lack, as a player's offers, once an hour. */
let current: () => TestApp;
const app = () => current();
const { player, coalPrice, act, listed } = contractPlay(app);
/** Slot 4 plays the trader: no mines, it buys its ore and coal. */
const TRADER = 4;

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await app().database.db.execute(query));
const traderRow = async () =>
  (
    await rows<{ id: string; cash: number | string }>(sql`SELECT id, cash FROM factories WHERE rival_slot = ${TRADER}`)
  )[0]!;
/** The trader's coal offers open to `p`. */
const offersOf = (p: Player) => async () => {
  const trader = await traderRow();
  return (await listed(p)).filter(
    (c) =>
      c.status === 'offered' && c.resourceType === 'COAL' && (c.buyer as { factoryId: string }).factoryId === trader.id,
  );
};
const offerNow = (tick: number) =>
  rivalsOffer({ db: app().database.db, contracts: app().contracts, prices: app().market.prices }, tick);

/** A player with coal to spare, offering some on the exchange: a producer the rivals see. */
async function coalSeller(listing = 10): Promise<Player> {
  const p = await player();
  expect((await p.post('/api/market/buy', { resourceType: 'COAL', quantity: 400 })).status).toBe(200);
  const listedOffer = await p.post('/api/market/offers', {
    resourceType: 'COAL',
    quantity: listing,
    unitPrice: await coalPrice(p),
  });
  expect(listedOffer.status, listedOffer.body.message).toBe(200);
  return p;
}

/** Ticks on to the next hour's tick (the rivals' offers come after it). */
async function toTheHour(): Promise<number> {
  for (;;) {
    const { tickNumber } = await adminTick(app());
    if (tickNumber % 12 === 0) return tickNumber;
  }
}

// Each case on a server of its own: a rival has one contract of a good open at a time.
describe('a rival proposing a contract', () => {
  const own = useTestApp({ rivals: 4 });
  beforeEach(() => {
    current = own;
  });

  it('a rival lacking coal offers it to a player who sells it; accepted, its cash is escrowed and none is lost', async () => {
    const seller = await coalSeller();
    const tick = await toTheHour();
    const offers = await offersOf(seller)();
    expect(offers).toHaveLength(1);
    const offered = offers[0]!;
    const trader = await traderRow();
    expect(offered).toMatchObject({ buyer: { factoryId: trader.id, name: rivalFor(TRADER).name } });
    // At the market's price, as the simulator's buyers ask.
    expect(offered.unitPrice).toBe(await coalPrice(seller));
    // Its ore nobody lists: only a rival that sells ore is weighed, and a rival answers at once, so
    // no offer of it waits (and none is made to a rival that would decline it).
    const ore = await rows<{ status: string; rival_slot: number | null }>(sql`
      SELECT c.status, f.rival_slot FROM contracts c JOIN factories f ON f.id = c.seller_factory_id
      WHERE c.buyer_factory_id = ${trader.id} AND c.resource = 'IRON_ORE'`);
    for (const c of ore) {
      expect(c.status).not.toBe('offered');
      expect(c.rival_slot).not.toBeNull();
    }
    // Once: the same hour again, twice at once, makes no second offer.
    await Promise.all([offerNow(tick), offerNow(tick)]);
    expect(await offersOf(seller)()).toHaveLength(1);

    const before = Number((await traderRow()).cash);
    const accepted = await act(seller, offered.id, 'accept');
    expect(accepted.status, accepted.body.message).toBe(200);
    expect(accepted.body.data.status).toBe('active');
    const [held] = await rows<{ escrow: number | string; quantity: number; unit_price: number | string }>(
      sql`SELECT escrow, quantity, unit_price FROM contracts WHERE id = ${offered.id}`,
    );
    expect(Number(held!.escrow)).toBe(held!.quantity * Number(held!.unit_price));
    expect(Number((await traderRow()).cash)).toBe(before - Number(held!.escrow));
  });
});

describe("a rival's offer checked as a player's", () => {
  const own = useTestApp({ rivals: 4 });
  beforeEach(() => {
    current = own;
  });

  it('the offer goes through a player offer’s checks: a player who blocked the rival gets none; countered, it answers at once and offers again once', async () => {
    // The blocker offers more coal: the rival weighs it first.
    const blocker = await coalSeller(20);
    const trader = await traderRow();
    expect((await blocker.put(`/api/blocks/${trader.id}`)).status).toBe(200);
    const seller = await coalSeller();
    const tick = await toTheHour();
    expect(await offersOf(blocker)()).toHaveLength(0);
    const [offered] = await offersOf(seller)();
    expect(offered).toBeDefined();
    // Not on the hour: nothing.
    expect(await offerNow(tick + 1)).toBe(0);
    // Countered above what it pays, the rival declines the counter at once (none waits on it); not
    // again this hour, however many run it; at the next hour it offers again, once.
    const dear = Math.round((await coalPrice(seller)) * 120) / 100;
    const countered = await act(seller, offered!.id, 'counter', {
      quantity: offered!.quantity,
      unitPrice: dear,
      dueInTicks: offered!.dueInTicks,
    });
    expect(countered.status, countered.body.message).toBe(200);
    expect(countered.body.message).toBe(`Counter-offer sent: declined at once by ${rivalFor(TRADER).name}`);
    expect(countered.body.data).toMatchObject({ status: 'declined', unitPrice: dear });
    expect(await Promise.all([offerNow(tick), offerNow(tick)])).toEqual([0, 0]);
    expect(await offersOf(seller)()).toHaveLength(0);
    await toTheHour();
    expect(await offersOf(seller)()).toHaveLength(1);
    expect(await offersOf(blocker)()).toHaveLength(0);
  });
});

describe('a rival proposing to another rival', () => {
  const own = useTestApp({ rivals: 4 });
  beforeEach(() => {
    current = own;
  });

  it('with no player selling, the trader offers a coal-selling rival, which answers at once; the escrow is the price of what is owed', async () => {
    type Between = {
      id: string;
      status: string;
      quantity: number;
      delivered: number;
      escrow: number | string;
      unit_price: number | string;
    };
    const between = () =>
      rows<Between>(sql`
        SELECT c.id, c.status, c.quantity, c.delivered, c.escrow, c.unit_price FROM contracts c
        JOIN factories b ON b.id = c.buyer_factory_id JOIN factories s ON s.id = c.seller_factory_id
        WHERE b.rival_slot = ${TRADER} AND s.rival_slot IS NOT NULL AND c.resource = 'COAL'`);
    // The trader's coal runs low within its first hours: twelve hours at most.
    let made: Between[] = [];
    for (let hour = 0; hour < 12 && made.length === 0; hour++) {
      await toTheHour();
      made = await between();
    }
    expect(made.length).toBeGreaterThan(0);
    for (const c of made) {
      // A rival answers at once: no rival's offer to a rival waits.
      expect(c.status).not.toBe('offered');
      if (c.status === 'active') expect(Number(c.escrow)).toBe((c.quantity - c.delivered) * Number(c.unit_price));
    }
    expect(made.some((c) => c.status === 'active')).toBe(true);
  });
});
