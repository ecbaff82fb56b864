import { rivalFor, surplusPerTick } from '@forgeworks/simulator';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { findFactory } from '../src/factories/repository.js';
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

  it('takes in instalments the bars it will make by each due tick, and declines them all at once', async () => {
    for (let i = 0; i < 3; i++) await adminTick(app());
    const [rival] = rowsOf<{ id: string; user_id: string }>(
      await app().database.db.execute(sql`SELECT id, user_id FROM factories WHERE rival_slot = 1`),
    );
    const state = (await findFactory(app().database.db, rival!.user_id))!.state;
    const made = surplusPerTick(state, 'STEEL_BAR');
    expect(made).toBeGreaterThan(0);
    const me = client(app(), (await signUp(app())).token);
    const price = (await me.get('/api/market/offers?resourceType=STEEL_BAR')).body.data.marketPrice as number;
    // Half of what it holds and makes, at 80%, in 120 ticks: by the first due tick (60) it has a half,
    // by the second (120) both; all of it by tick 60 it has not.
    const each = Math.floor((state.inventory.STEEL_BAR + 0.8 * made * 120) / 2) - 1;
    expect(each).toBeGreaterThan(state.inventory.STEEL_BAR + 0.8 * made * 60 - each);
    const offer = (body: Record<string, unknown>) =>
      me.post('/api/contracts', {
        counterpartyId: rival!.id,
        side: 'buy',
        resourceType: 'STEEL_BAR',
        unitPrice: price,
        dueInTicks: 60,
        ...body,
      });
    expect((await offer({ quantity: 2 * each })).body.data.status).toBe('declined');
    const split = await offer({ quantity: each, instalments: 2, everyTicks: 60 });
    expect(split.status, split.body.message).toBe(200);
    expect(split.body.data).toMatchObject({ status: 'active', instalments: 2, quantity: 2 * each });
  });
});
