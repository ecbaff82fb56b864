import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTick, client, signUp, starterFactory, useTestApp } from './helper.js';

const app = useTestApp();

type Player = ReturnType<typeof client>;

const stats = async (player: Player) => (await player.get('/api/analytics/factory-stats')).body.data;
const visit = async (player: Player) => {
  const res = await player.post('/api/factory/visit');
  expect(res.status).toBe(200);
  return res.body.data.summary;
};

const toNow = async (player: Player) => {
  const res = await player.get('/api/factory/away-summary/now');
  expect(res.status).toBe(200);
  return res.body.data.summary;
};

type Stats = Awaited<ReturnType<typeof stats>>;

/**
 * The summary's figures are the factory stats' changes between the two readings: what was produced,
 * cash, debt and net worth then and now, and income less running costs plus the other cash moves is
 * the change of cash.
 */
function addsUp(summary: Stats, before: Stats, after: Stats) {
  for (const r of ['IRON_ORE', 'COAL', 'STEEL_BAR'] as const)
    expect(summary.produced[r]).toBeCloseTo(after.produced[r] - before.produced[r], 2);
  expect(summary.cash).toEqual({ then: before.cash, now: after.cash });
  expect(summary.debt).toEqual({ then: before.debt, now: after.debt });
  expect(summary.netWorth).toEqual({ then: before.netWorth, now: after.netWorth });
  const c = summary.capital;
  const capital = -c.built + c.scrapped + c.borrowed + c.overdraft + c.rewards + c.contractEscrow + c.contractPenalties;
  expect(summary.income - summary.expenses.total + capital).toBeCloseTo(after.cash - before.cash, 2);
}

describe('while you were away', () => {
  it('has no summary for a new player, nor for one who never left', async () => {
    const player = client(app(), (await signUp(app())).token);
    expect((await player.get('/api/factory/away-summary')).body).toEqual({ success: true, data: { summary: null } });
    expect(await visit(player)).toBeNull();
    await adminTick(app());
    expect(await visit(player)).toBeNull();
    expect((await player.get('/api/factory/away-summary')).body.data.summary).toBeNull();
  });

  it('sums what the factory did between the last visit and a return an hour later', async () => {
    const player = await starterFactory(app(), (await signUp(app())).token);
    // The visit falls inside a game hour, so part of that hour's roll-up is before it.
    while ((await adminTick(app())).tickNumber % 12 !== 5);
    // Sold before the visit: the visit's cash holds it, so the summary must not count it again.
    expect((await player.post('/api/market/sell', { resourceType: 'COAL', quantity: 5 })).status).toBe(200);
    expect(await visit(player)).toBeNull();
    const before = await stats(player);
    // After the visit, before the next tick: the window's.
    expect((await player.post('/api/market/sell', { resourceType: 'COAL', quantity: 10 })).status).toBe(200);
    // Bought: counted among materials, as the Financial Dashboard counts it.
    const bought = await player.post('/api/market/buy', { resourceType: 'IRON_ORE', quantity: 4 });
    expect(bought.status).toBe(200);
    const machineId = (await player.factory()).machines[0].id;
    expect((await player.post('/api/factory/repair-machine', { machineId, repairAmount: 1 })).status).toBe(200);
    for (let i = 0; i < 13; i++) await adminTick(app());

    const summary = await visit(player);
    const after = await stats(player);
    expect(summary.to.tick - summary.from.tick).toBe(13);
    expect(summary).toMatchObject({ ticks: 13, complete: true });
    expect(summary.sold.COAL.units).toBe(10);
    expect(summary.sold.COAL.income).toBeGreaterThan(0);
    addsUp(summary, before, after);
    expect(summary.expenses.materials).toBeGreaterThan(0);
    const repaired = summary.machines.find((m: { machineId: string }) => m.machineId === machineId);
    expect(repaired).toMatchObject({ name: 'Power Plant', repairs: 1, breakdowns: 0 });
    expect(repaired.cost).toBeGreaterThan(0);
    expect(summary.expenses.maintenance).toBeGreaterThanOrEqual(repaired.cost);

    // A return within the hour opens no new window; the last one stays readable.
    for (let i = 0; i < 3; i++) await adminTick(app());
    expect(await visit(player)).toEqual(summary);
    expect((await player.get('/api/factory/away-summary')).body.data.summary).toEqual(summary);
  });

  it('opens the next window from the last visit, not from the last window', async () => {
    const player = await starterFactory(app(), (await signUp(app())).token);
    await visit(player);
    for (let i = 0; i < 12; i++) await adminTick(app());
    const first = await visit(player);
    for (let i = 0; i < 6; i++) await adminTick(app());
    expect(await visit(player)).toEqual(first);
    for (let i = 0; i < 12; i++) await adminTick(app());
    const second = await visit(player);
    expect(second.from.tick).toBe(first.to.tick + 6);
    expect(second.ticks).toBe(12);
    expect(second.cash.then).not.toBe(first.cash.now);
  });
});

describe('while you were away, contracts (issue 45)', () => {
  it('tells each side what its contracts delivered meanwhile, how they closed, and the penalty', async () => {
    const [buyer, seller] = [client(app(), (await signUp(app())).token), client(app(), (await signUp(app())).token)];
    const buyerId = (await buyer.factory()).id;
    const price = (await buyer.get('/api/market/offers?resourceType=COAL')).body.data.marketPrice as number;
    // The seller holds 100 coal: the first contract is delivered in full, the second only in part, then defaults.
    const offer = (quantity: number, dueInTicks: number) =>
      seller.post('/api/contracts', {
        counterpartyId: buyerId,
        side: 'sell',
        resourceType: 'COAL',
        quantity,
        unitPrice: price,
        dueInTicks,
      });
    const whole = (await offer(40, 5)).body.data.id as string;
    const short = (await offer(100, 3)).body.data.id as string;
    for (const id of [whole, short]) expect((await buyer.post(`/api/contracts/${id}/accept`)).status).toBe(200);
    expect(await visit(buyer)).toBeNull();
    expect(await visit(seller)).toBeNull();
    for (let i = 0; i < 12; i++) await adminTick(app());
    const mine = (await visit(buyer)).contracts as { contractId: string; outcome: string | null; line: string }[];
    const theirs = (await visit(seller)).contracts as typeof mine;
    // Both were accepted at one tick: the summary's order between them is the ids', which are random.
    expect(new Map(mine.map((c) => [c.contractId, c.outcome]))).toEqual(
      new Map([
        [whole, 'completed'],
        [short, 'defaulted'],
      ]),
    );
    const line = (list: typeof mine, id: string) => list.find((c) => c.contractId === id)!.line;
    const cents = Math.round(price * 100);
    const dollars = (c: number) => `\\$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const penalty = dollars(Math.round(40 * cents * 0.1));
    expect(line(mine, short)).toMatch(
      new RegExp(
        `^60 Coal delivered from .+\\. Contract defaulted: 60 of 100 delivered; you received a ${penalty} penalty, ${dollars(40 * cents)} of escrow refunded$`,
      ),
    );
    expect(line(theirs, short)).toMatch(
      new RegExp(
        `^60 Coal delivered to .+\\. Contract defaulted: 60 of 100 delivered; you paid the buyer a ${penalty} penalty$`,
      ),
    );
    expect(line(theirs, whole)).toMatch(/^40 Coal delivered to .+\. Contract completed: 40 Coal at /);
  });
});

/**
 * Issue 45: "While you were away" reopened by hand at tick 106 showed the window of ticks 30–65 and
 * left out what came after it. Reopened, the window runs from where it began to now.
 */
describe('the away summary reopened by hand', () => {
  it('has nothing to carry on before the first window', async () => {
    const player = client(app(), (await signUp(app())).token);
    expect(await toNow(player)).toBeNull();
    await visit(player);
    await adminTick(app());
    expect(await toNow(player)).toBeNull();
  });

  it('runs from the window’s start to the tick now, counting what happened since the return', async () => {
    const player = await starterFactory(app(), (await signUp(app())).token);
    while ((await adminTick(app())).tickNumber % 12 !== 5);
    expect(await visit(player)).toBeNull();
    const before = await stats(player);
    for (let i = 0; i < 13; i++) await adminTick(app());
    const window = await visit(player);
    expect(window.ticks).toBe(13);

    // The player stays: visits each tick open no window, and the kept one stays as it was.
    for (let i = 0; i < 7; i++) {
      await adminTick(app());
      expect(await visit(player)).toEqual(window);
    }
    // A sale after the return, before the next tick: now's too.
    expect((await player.post('/api/market/sell', { resourceType: 'COAL', quantity: 3 })).status).toBe(200);
    const after = await stats(player);
    const reopened = await toNow(player);
    expect(reopened.from).toEqual(window.from);
    expect(reopened.to.tick).toBe(window.to.tick + 7);
    expect(reopened).toMatchObject({ ticks: 20, complete: true });
    addsUp(reopened, before, after);
    expect(reopened.produced.STEEL_BAR).toBeGreaterThan(window.produced.STEEL_BAR);

    // Reading it records no visit: the kept window and the next one's start are unchanged.
    expect((await player.get('/api/factory/away-summary')).body.data.summary).toEqual(window);
    expect(await visit(player)).toEqual(window);

    // A window kept before its start was kept with it cannot be carried on: it shows as kept.
    const { id } = await player.factory();
    await app().database.db.execute(sql`UPDATE factory_visits SET away = away - 'start' WHERE factory_id = ${id}`);
    expect(await toNow(player)).toEqual(window);
  });
});
