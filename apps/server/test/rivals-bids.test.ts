import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stateFromColumns } from '../src/codecs/state-columns.js';
import type { StateColumns } from '../src/codecs/state-columns.js';
import { rowsOf } from './raw-rows.js';
import { newPlayer } from './exchange-helper.js';
import { adminTick, useTestApp } from './helper.js';

/** The market trader (slot 4) buys its ore and coal: it bids for them below the market's ask (issue 48). */
const app = useTestApp({ rivals: 4 });
const db = () => app().database.db;
const ore = (f: { inventory: { type: string; quantity: number }[] }) =>
  f.inventory.find((i) => i.type === 'IRON_ORE')!.quantity;

type Bid = { id: string; resource: string; unit_price: string; quantity_left: number; status: string };
const traderBids = async (): Promise<Bid[]> =>
  rowsOf<Bid>(
    await db().execute(sql`
      SELECT b.id, b.resource, b.unit_price, b.quantity_left, b.status FROM exchange_bids b
      JOIN factories f ON f.id = b.factory_id WHERE f.rival_slot = 4 ORDER BY b.resource`),
  );
const trader = async () => {
  const [row] = rowsOf<StateColumns>(
    await db().execute(sql`SELECT tick, cash, debt, state FROM factories WHERE rival_slot = 4`),
  );
  return stateFromColumns(row!);
};

describe("rivals' bids", () => {
  it('are placed in their turn for the inputs they lack, one a resource', async () => {
    await adminTick(app());
    const placed = await traderBids();
    // No mines: its ore is short (its 100 coal covers its plant for now).
    expect(placed.map((b) => [b.resource, b.status])).toContainEqual(['IRON_ORE', 'open']);
    expect(new Set(placed.map((b) => b.resource)).size).toBe(placed.length);
    // Another tick keeps them: a rival takes no bid back, and places none beside its own.
    await adminTick(app());
    expect((await traderBids()).map((b) => b.id)).toEqual(placed.map((b) => b.id));
  });

  it("are filled by a player's sale: the rival gets the ore, the player the cash", async () => {
    const seller = await newPlayer(app());
    const [oreBid] = (await traderBids()).filter((b) => b.resource === 'IRON_ORE' && b.status === 'open');
    expect(oreBid).toBeDefined();
    const units = Math.min(20, oreBid!.quantity_left);
    expect((await seller.post('/api/market/buy', { resourceType: 'IRON_ORE', quantity: units })).status).toBe(200);
    const before = (await trader()).inventory.IRON_ORE;
    const sold = await seller.post('/api/market/exchange/sell', { resourceType: 'IRON_ORE', quantity: units });
    expect(sold.status, sold.body.message).toBe(200);
    expect(sold.body.data).toMatchObject({
      quantity: units,
      fills: [{ quantity: units, unitPrice: Number(oreBid!.unit_price) / 100 }],
    });
    expect(ore(await seller.factory())).toBe(0);
    expect((await trader()).inventory.IRON_ORE).toBe(before + units);
    expect((await traderBids()).find((b) => b.id === oreBid!.id)!.quantity_left).toBe(oreBid!.quantity_left - units);
  });
});
