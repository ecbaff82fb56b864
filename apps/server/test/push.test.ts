import { PushMessage } from '@forgeworks/contract';
import { EXCHANGE, TIME, usd } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateFactoryLocked } from '../src/factories/repository.js';
import type { TestApp } from './helper.js';
import { adminTick, client, signUp, starterFactory } from './helper.js';
import { usePushApp } from './push-helper.js';

const { service, app: pushApp, put, settings, subscribed, until, takeLoan } = usePushApp();
let app: TestApp;
beforeAll(() => {
  app = pushApp();
});

describe('Web Push: what reaches a device', () => {
  it('a loan taken goes, once, to the devices of that player that want cash, encrypted to each and signed', async () => {
    const a = await subscribed(['cash', 'exchange']);
    const elsewhere = await subscribed(['exchange'], a);
    const other = await subscribed(['cash']);
    await takeLoan(a);
    await until(() => service.messages(a.device).length > 0);
    const [message] = service.messages(a.device);
    expect(PushMessage.parse(message)).toMatchObject({
      kind: 'cash',
      title: 'Loan taken',
      body: '$1,000.00 borrowed; $1,100.00 owed.',
      url: '/game/finances',
    });
    expect(service.messages(a.device)).toHaveLength(1);
    expect(service.messages(elsewhere.device)).toEqual([]);
    expect(service.messages(other.device)).toEqual([]);
    const signedBy = new Set(service.received.map((r) => r.signedBy));
    expect(signedBy).toEqual(new Set([(await settings(a.token)).publicKey]));
    expect(service.faults).toEqual([]);
  });

  it('tells of a machine automatic maintenance left broken at the tick after its breakdown, once', async () => {
    const p = await subscribed(['breakdown']);
    await starterFactory(app, p.token);
    expect((await put(p.token, '/api/factory/auto-maintenance', { enabled: false })).statusCode).toBe(200);
    await updateFactoryLocked(app.database.db, p.userId, {}, (record) => ({
      state: { ...record.state, machines: record.state.machines.map((m) => ({ ...m, condition: 1e-9 })) },
      result: null,
    }));
    app.factoryCache.forgetAll();
    const machines = (await p.api.factory()).machines as unknown[];
    await adminTick(app); // every machine breaks down
    await app.push.flush();
    expect(service.messages(p.device)).toEqual([]);
    await adminTick(app); // and stays down: told now
    await until(() => service.messages(p.device).length >= machines.length);
    await adminTick(app); // still down: not told again
    await app.push.flush();
    const told = service.messages(p.device);
    expect(told).toHaveLength(machines.length);
    expect(new Set(told.map((m) => m.tag)).size).toBe(machines.length);
    for (const m of told)
      expect(m).toMatchObject({
        kind: 'breakdown',
        title: 'A machine is down',
        body: expect.stringMatching(/is still down: automatic maintenance is off$/),
        url: '/game/maintenance',
      });
  });

  it('tells a seller of each fill of their offer, as a kind of its own, with the exchange page to open', async () => {
    const seller = await subscribed(['sale']);
    // A device that asked for expiries only hears nothing of sales.
    const expiriesOnly = await subscribed(['exchange'], seller);
    const buyer = client(app, (await signUp(app)).token);
    // Within fair play's band around coal's price (docs/game-rules.md, "Fair play").
    const listed = await seller.api.post('/api/market/offers', { resourceType: 'COAL', quantity: 20, unitPrice: 8 });
    expect(listed.status).toBe(200);
    for (const [quantity, key] of [
      [5, 'push-test-buy-1'],
      [15, 'push-test-buy-2'],
    ] as const) {
      const bought = await buyer.post('/api/market/exchange/buy', {
        resourceType: 'COAL',
        quantity,
        maxUnitPrice: 8,
        idempotencyKey: key,
      });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    }
    await until(() => service.messages(seller.device).length >= 2);
    expect(service.messages(seller.device)).toEqual([
      expect.objectContaining({
        kind: 'sale',
        title: 'Exchange offer partly filled',
        body: expect.stringMatching(/^Sold 5 Coal at \$8\.00: \$[\d,.]+ received, 15 still offered\.$/),
        url: '/game/market?tab=exchange',
      }),
      expect.objectContaining({
        kind: 'sale',
        title: 'Exchange offer filled',
        body: expect.stringMatching(/^Sold 15 Coal at \$8\.00: \$[\d,.]+ received\.$/),
      }),
    ]);
    await app.push.flush();
    expect(service.messages(expiriesOnly.device)).toEqual([]);
  });

  it('tells a seller whose offer expired, at the tick its life ended', async () => {
    const seller = await subscribed(['exchange']);
    // At the market's price, inside the exchange's band wherever the price has walked.
    const { marketPrice } = (await seller.api.get('/api/market/offers?resourceType=COAL')).body.data;
    const listed = await seller.api.post('/api/market/offers', {
      resourceType: 'COAL',
      quantity: 7,
      unitPrice: marketPrice,
    });
    expect(listed.status).toBe(200);
    // Listed a whole life ago: the next tick ends it.
    await app.database.db.execute(
      sql`UPDATE exchange_offers SET created_tick = created_tick - ${EXCHANGE.OFFER_LIFE_TICKS} WHERE id = ${listed.body.data.id}`,
    );
    await adminTick(app);
    await until(() => service.messages(seller.device).length > 0);
    expect(service.messages(seller.device)).toEqual([
      expect.objectContaining({
        kind: 'exchange',
        title: 'Exchange offer expired',
        body: '7 Coal unsold went back to your stock.',
        tag: `offer-${listed.body.data.id}`,
      }),
    ]);
  });

  it('tells each side of a contract what its switches ask for: the offer, the answer, a delivery, the outcome', async () => {
    const buyer = await subscribed(['contract-answers', 'contract-deliveries', 'contract-outcomes']);
    const seller = await subscribed(['contract-offers', 'contract-outcomes']);
    const sellerId = (await seller.api.factory()).id as string;
    const offered = await buyer.api.post('/api/contracts', {
      counterpartyId: sellerId,
      side: 'buy',
      resourceType: 'COAL',
      quantity: 10,
      unitPrice: 8,
      dueInTicks: 3,
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const id = offered.body.data.id as string;
    await until(() => service.messages(seller.device).length > 0);
    expect((await seller.api.post(`/api/contracts/${id}/accept`)).status).toBe(200);
    await adminTick(app);
    await until(() => service.messages(buyer.device).length >= 3);
    const titles = (device: { id: string }) => service.messages(device).map((m) => [m.kind, m.title]);
    expect(titles(buyer.device)).toEqual([
      ['contract-answers', 'Contract accepted'],
      ['contract-deliveries', 'Contract delivery'],
      ['contract-outcomes', 'Contract completed'],
    ]);
    expect(titles(seller.device)).toEqual([
      ['contract-offers', 'Contract offered'],
      ['contract-outcomes', 'Contract completed'],
    ]);
    expect(service.messages(seller.device)[0]).toMatchObject({ url: '/game/contracts', tag: `contract-${id}` });
  });

  it('tells a player who asked that another factory passed theirs when an hour closed', async () => {
    const leader = await subscribed(['leaderboard']);
    const quiet = await subscribed(['cash']);
    const rival = await signUp(app);
    const richer = (userId: string, cash: number) =>
      updateFactoryLocked(app.database.db, userId, {}, (record) => ({
        state: { ...record.state, cash },
        result: null,
      }));
    await richer(leader.userId, usd(9_000_000));
    await richer(quiet.userId, usd(8_000_000));
    app.factoryCache.forgetAll();
    const toHourEnd = async () => {
      let tick = 0;
      do tick = (await adminTick(app)).tickNumber;
      while (tick % TIME.TICKS_PER_HOUR !== 0);
    };
    await toHourEnd();
    await app.push.flush();
    expect(service.messages(leader.device)).toEqual([]);
    // The rival overtakes both before the next hour closes.
    await richer(rival.userId, usd(20_000_000));
    app.factoryCache.forgetAll();
    await toHourEnd();
    await until(() => service.messages(leader.device).length > 0);
    const [told] = service.messages(leader.device);
    expect(told).toMatchObject({ kind: 'leaderboard', title: 'Passed on the leaderboard', url: '/game/leaderboard' });
    const [, from, to] = /from #(\d+) to #(\d+)/.exec(told!.body)!.map(Number);
    expect(to).toBe(from! + 1);
    // The other player fell too, but asked only for cash.
    expect(service.messages(quiet.device)).toEqual([]);
  });

  it('tells a player who is away of a direct message, naming the factory but never the words', async () => {
    const away = await subscribed(['message']);
    const writer = await subscribed(['message']);
    const [awayFactory, writerFactory] = [(await away.api.factory()).id, (await writer.api.factory()).id];
    expect((await writer.api.post(`/api/messages/${awayFactory}`, { text: 'Secret steel deal' })).status).toBe(200);
    await until(() => service.messages(away.device).length > 0);
    const [message] = service.messages(away.device);
    expect(PushMessage.parse(message)).toMatchObject({
      kind: 'message',
      title: 'New message',
      body: `${(await writer.api.factory()).name} sent you a message.`,
      url: `/game/messages/${writerFactory}`,
    });
    expect(JSON.stringify(message)).not.toContain('Secret');
    // Online (their stream or their messages seen within the minute), they hear it on the page instead.
    await away.api.get('/api/messages');
    expect((await writer.api.post(`/api/messages/${awayFactory}`, { text: 'Still there?' })).status).toBe(200);
    await app.push.flush();
    await app.push.flush();
    expect(service.messages(away.device)).toHaveLength(1);
    expect(service.messages(writer.device)).toEqual([]);
  });

  it('drops a device its push service answers 410 (or 404) for', async () => {
    const p = await subscribed(['cash']);
    const gone = await subscribed(['cash'], p);
    const missing = await subscribed(['cash'], p);
    service.answer = (id) => (id === gone.device.id ? 410 : id === missing.device.id ? 404 : 201);
    const before = { ...app.push.deliveries };
    try {
      await takeLoan(p);
      await until(() => service.messages(p.device).length > 0);
      const left = (await settings(p.token)).devices.map((d) => d.endpoint);
      expect(left).toEqual([p.device.endpoint]);
      expect(app.push.deliveries.gone - before.gone).toBe(2);
    } finally {
      service.answer = () => 201;
    }
  });
});
