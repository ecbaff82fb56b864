import { FAIR_PLAY, usd } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { client, signUp, useTestApp } from './helper.js';

/**
 * Issue 28's pouring and gifting, played through bids (issue 48) as a cheater plays them: the public
 * API, fresh accounts, prices at the band's edge. "Value moved" is the rise in the receiving
 * factory's net worth over the trades (its stock counts at the market's price, so a trade at that
 * price moves nothing), and it stays within the throwaways' fair-play allowances.
 */
const app = useTestApp();

type Client = ReturnType<typeof client>;
const player = async () => client(app(), (await signUp(app())).token);
const worth = async (p: Client): Promise<number> => usd((await p.factory()).netWorth);
const coal = async (p: Client): Promise<number> =>
  (await p.factory()).inventory.find((i: { type: string }) => i.type === 'COAL').quantity;
const band = async (p: Client) =>
  (await p.get('/api/market/bids?resourceType=COAL')).body.data.priceRange as { min: number; max: number };

/** Bids the most units the rules take at `unitPrice`, from `quantity` down by halves; answers the units bid for. */
async function bidMost(p: Client, quantity: number, unitPrice: number): Promise<number> {
  for (let q = quantity; q >= 1; q = Math.floor(q / 2)) {
    const res = await p.post('/api/market/bids', { resourceType: 'COAL', quantity: q, unitPrice });
    if (res.status === 200) return q;
    expect(res.body.message).toMatch(/Above the market's price|Not enough cash/);
  }
  return 0;
}

/** Buys coal from the market in lots until the player holds `units` or its cash runs short. */
async function stockUp(p: Client, units: number) {
  for (let lot = 4_096; lot >= 1; lot = Math.floor(lot / 2))
    while (
      (await coal(p)) + lot <= units &&
      (await p.post('/api/market/buy', { resourceType: 'COAL', quantity: lot })).status === 200
    );
}

describe('pouring value through bids', () => {
  it("throwaways bidding at the band's top for the receiver's coal move no more than their allowances", async () => {
    const receiver = await player();
    const throwaways = [await player(), await player(), await player()];
    let moved = 0;
    let bidFor = 0;
    for (const t of throwaways) {
      const { max } = await band(receiver);
      const units = await bidMost(t, Math.floor((await t.factory()).cash / max), max);
      bidFor += units;
      await stockUp(receiver, units);
      const before = await worth(receiver);
      const sold = await receiver.post('/api/market/exchange/sell', { resourceType: 'COAL', quantity: units });
      expect(sold.status, sold.body.message).toBe(200);
      moved += (await worth(receiver)) - before;
    }
    // The throwaways could pay for far more than their allowances let them bid for.
    expect(bidFor).toBeGreaterThan(0);
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThanOrEqual(throwaways.length * FAIR_PLAY.ALLOWANCE_BASE);
  });

  it("throwaways selling into the receiver's bids at the band's bottom move no more than their allowances", async () => {
    const receiver = await player();
    const throwaways = [await player(), await player(), await player()];
    for (const t of throwaways) await stockUp(t, 4_000);
    const { min } = await band(receiver);
    // The receiver bids low for everything the throwaways hold; bidding below the market concedes nothing.
    const units = await bidMost(receiver, 12_000, min);
    expect(units).toBeGreaterThan(0);
    const before = await worth(receiver);
    const refusals: string[] = [];
    for (const t of throwaways) {
      // Twice: a throwaway told its allowance is spent tries again.
      for (const _ of [1, 2]) {
        const sold = await t.post('/api/market/exchange/sell', { resourceType: 'COAL', quantity: 4_000 });
        if (sold.status !== 200 || sold.body.data.quantity < 4_000) refusals.push(sold.body.message);
      }
    }
    const moved = (await worth(receiver)) - before;
    expect(refusals.some((m) => /allowance|left to give/.test(m))).toBe(true);
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThanOrEqual(throwaways.length * FAIR_PLAY.ALLOWANCE_BASE);
  });
});
