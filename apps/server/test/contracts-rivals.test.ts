import { rivalFor } from '@forgeworks/simulator';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { adminTick, client, signUp, useTestApp } from './helper.js';

/** Issue 36: a lone player on a fresh server deals with the rivals, who answer by their personality. */
const app = useTestApp({ rivals: 1 });

describe('rivals answering contract offers', () => {
  it('the steel specialist sells the bars it makes at a fair price, and declines a price below it', async () => {
    // Its first turns build the recommended start, which makes bars.
    for (let i = 0; i < 3; i++) await adminTick(app());
    const [rival] = rowsOf<{ id: string; name: string }>(
      await app().database.db.execute(sql`SELECT id, name FROM factories WHERE rival_slot = 1`),
    );
    expect(rival!.name).toBe(rivalFor(1).name);
    const me = client(app(), (await signUp(app())).token);
    const price = (await me.get('/api/market/offers?resourceType=STEEL_BAR')).body.data.marketPrice as number;
    const offer = (unitPrice: number) =>
      me.post('/api/contracts', {
        counterpartyId: rival!.id,
        side: 'buy',
        resourceType: 'STEEL_BAR',
        quantity: 20,
        unitPrice,
        dueInTicks: 60,
      });
    const fair = await offer(price);
    expect(fair.status, fair.body.message).toBe(200);
    expect(fair.body.data.status).toBe('active');
    expect(fair.body.message).toBe(`Contract offered: accepted at once by ${rivalFor(1).name}`);
    const low = await offer(Math.round(price * 0.8 * 100) / 100);
    expect(low.body.data.status).toBe('declined');
    // Its bars go to the contract before its standing orders sell them.
    await adminTick(app());
    const [held] = (await me.get('/api/contracts')).body.data.contracts.filter(
      (c: { status: string }) => c.status !== 'declined',
    );
    expect(held.delivered).toBeGreaterThan(0);
  });
});
