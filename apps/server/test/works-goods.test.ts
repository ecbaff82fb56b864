import { beforeEach, describe, expect, it } from 'vitest';
import { contractPlay } from './contracts-helper.js';
import { emptyBook, exchangePlay } from './exchange-helper.js';
import { useTestApp } from './helper.js';

/** The works' goods (docs/adr/0016) on every way a good is traded, under the same rules as the spec's four. */
const app = useTestApp();
const { player, list } = exchangePlay(app);
const deal = contractPlay(app);

type Stock = { cash: number; inventory: { type: string; quantity: number }[] };
const held = (f: Stock, type: string) => f.inventory.find((i) => i.type === type)!.quantity;
const priceOf = async (p: Awaited<ReturnType<typeof player>>, resourceType: string) =>
  (await p.get(`/api/market/offers?resourceType=${resourceType}`)).body.data.marketPrice as number;

describe("the works' goods", () => {
  beforeEach(() => emptyBook(app(), 'exchange_offers'));

  it('are bought from the market, listed and bought on the exchange, every unit and cent kept', async () => {
    const [maker, buyer] = [await player(), await player()];
    const bought = await maker.post('/api/market/buy', { resourceType: 'TOOLS', quantity: 4 });
    expect(bought.status).toBe(200);
    expect(held(await maker.factory(), 'TOOLS')).toBe(4);

    const price = await priceOf(maker, 'TOOLS');
    expect(price).toBeGreaterThan(0);
    expect((await list(maker, 4, price, 'TOOLS')).status).toBe(200);
    const [makerBefore, buyerBefore] = [await maker.factory(), await buyer.factory()];
    const sale = await buyer.post('/api/market/exchange/buy', {
      resourceType: 'TOOLS',
      quantity: 4,
      maxUnitPrice: price,
    });
    expect(sale.status).toBe(200);
    const [makerAfter, buyerAfter] = [await maker.factory(), await buyer.factory()];
    expect(held(buyerAfter, 'TOOLS')).toBe(4);
    expect(held(makerAfter, 'TOOLS')).toBe(0);
    const paid = Math.round((buyerBefore.cash - buyerAfter.cash) * 100);
    const received = Math.round((makerAfter.cash - makerBefore.cash) * 100);
    expect(paid).toBe(Math.round(price * 4 * 100));
    // The exchange's fee is the only difference: 2% of the trade's value.
    expect(paid - received).toBe(Math.round(paid * 0.02));
  });

  it("keep the exchange's band: a listing far above the market's price is refused and changes nothing", async () => {
    const maker = await player();
    await maker.post('/api/market/buy', { resourceType: 'COKE', quantity: 10 });
    const before = await maker.factory();
    const price = await priceOf(maker, 'COKE');
    const refused = await list(maker, 10, Math.round(price * 2 * 100) / 100, 'COKE');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(held(await maker.factory(), 'COKE')).toBe(held(before, 'COKE'));
  });

  it('are offered in contracts, and an unknown good is refused with a clear error', async () => {
    const [a, b] = [await deal.player(), await deal.player()];
    const price = await priceOf(a, 'MACHINE_PARTS');
    const offered = await deal.offer(a, b, { resourceType: 'MACHINE_PARTS', quantity: 2, unitPrice: price });
    expect(offered.status).toBe(200);
    expect((await deal.mine(b, offered.body.data.id)).status).toBe('offered');
    const unknown = await deal.offer(a, b, { resourceType: 'GEARS', quantity: 2, unitPrice: price });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, message: expect.any(String) });
  });
});
