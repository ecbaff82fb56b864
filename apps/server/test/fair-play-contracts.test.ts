import { CONTRACTS, STARTING_FACTORY, toDollars, usd } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { adminTick, client, signUp, useTestApp } from './helper.js';

/**
 * Issue 28's pouring and gifting, played through contracts (issue 36) as a cheater plays them: the
 * public API, fresh accounts, prices at the band's edge, contracts broken on purpose. "Value moved"
 * is the rise in the receiving factory's net worth over the contracts' lives (it has no machines, so
 * a tick changes nothing else of it but the market's small moves on its stock).
 */
const app = useTestApp();

type Client = ReturnType<typeof client> & { id: string };
async function player(): Promise<Client> {
  const c = client(app(), (await signUp(app())).token);
  return { ...c, id: (await c.factory()).id };
}
const worth = async (p: Client): Promise<number> => usd((await p.factory()).netWorth);
const band = async (p: Client) =>
  (await p.get('/api/market/offers?resourceType=COAL')).body.data.priceRange as { min: number; max: number };
/** Throwaways move at most this share of their starting cash (issue 28's bound). */
const bound = (throwaways: number) => throwaways * toDollars(STARTING_FACTORY.cash) * 0.1 * 100;

/**
 * Offers the most units the rules take at `unitPrice`, from `quantity` down by halves: the
 * cheater learns fair play's limit by trying. Answers the contract's id, or null if none was taken.
 */
async function offerMost(from: Client, to: Client, side: 'buy' | 'sell', quantity: number, unitPrice: number) {
  for (let q = Math.min(quantity, CONTRACTS.MAX_QUANTITY); q >= 1; q = Math.floor(q / 2)) {
    const res = await from.post('/api/contracts', {
      counterpartyId: to.id,
      side,
      resourceType: 'COAL',
      quantity: q,
      unitPrice,
      dueInTicks: CONTRACTS.MIN_DUE_TICKS,
    });
    if (res.status === 200) return res.body.data.id as string;
    expect(res.body.message).toMatch(/fair play/);
  }
  return null;
}

/** Buys coal from the market until the player holds `units`. */
async function stockUp(p: Client, units: number) {
  const held = () => p.factory().then((f) => f.inventory.find((i: { type: string }) => i.type === 'COAL').quantity);
  for (let lot = 4_096; lot >= 1; lot = Math.floor(lot / 2))
    while (
      (await held()) + lot <= units &&
      (await p.post('/api/market/buy', { resourceType: 'COAL', quantity: lot })).status === 200
    );
}

/** Runs ticks until the contract has closed (at most to its due tick). */
async function untilClosed(p: Client, id: string) {
  for (let i = 0; i <= CONTRACTS.MIN_DUE_TICKS; i++) {
    await adminTick(app());
    const c = (await p.get('/api/contracts')).body.data.contracts.find((x: { id: string }) => x.id === id);
    if (c.status !== 'active') return c.status as string;
  }
  return 'active';
}

describe('pouring value through contracts', () => {
  it("throwaways buying the receiver's coal far above the market move at most 10% of their cash", async () => {
    const receiver = await player();
    const throwaways = [await player(), await player(), await player()];
    let moved = 0;
    // One throwaway after another, so the receiver can deliver each with the cash the last one paid.
    for (const t of throwaways) {
      const { max } = await band(receiver);
      const id = await offerMost(t, receiver, 'buy', Math.floor((await t.factory()).cash / max), max);
      if (!id) continue;
      const contract = (await receiver.get('/api/contracts')).body.data.contracts.find(
        (c: { id: string }) => c.id === id,
      );
      await stockUp(receiver, contract.quantity);
      const before = await worth(receiver);
      expect((await receiver.post(`/api/contracts/${id}/accept`)).status).toBe(200);
      expect(await untilClosed(receiver, id)).toBe('completed');
      moved += (await worth(receiver)) - before;
    }
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThanOrEqual(bound(throwaways.length));
  });

  it('throwaways selling below the market and breaking every contract on purpose move at most 10%', async () => {
    const receiver = await player();
    const throwaways = [await player(), await player(), await player()];
    const before = await worth(receiver);
    // Two rounds: a throwaway that broke one contract offers another.
    for (const round of [1, 2])
      for (const t of throwaways) {
        const { min } = await band(receiver);
        // As much as the receiver's cash escrows; the throwaway holds 100 coal and never gets more.
        const id = await offerMost(t, receiver, 'sell', Math.floor((await receiver.factory()).cash / min), min);
        if (!id) continue;
        expect((await receiver.post(`/api/contracts/${id}/accept`)).status).toBe(200);
        expect(await untilClosed(receiver, id), `round ${round}`).toBe('defaulted');
      }
    const moved = (await worth(receiver)) - before;
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThanOrEqual(bound(throwaways.length));
  });
});
