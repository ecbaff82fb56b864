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
    for (const r of ['IRON_ORE', 'COAL', 'STEEL_BAR'] as const)
      expect(reopened.produced[r]).toBeCloseTo(after.produced[r] - before.produced[r], 2);
    expect(reopened.produced.STEEL_BAR).toBeGreaterThan(window.produced.STEEL_BAR);
    expect(reopened.cash).toEqual({ then: before.cash, now: after.cash });
    expect(reopened.netWorth).toEqual({ then: before.netWorth, now: after.netWorth });
    const c = reopened.capital;
    const capital =
      -c.built + c.scrapped + c.borrowed + c.overdraft + c.rewards + c.contractEscrow + c.contractPenalties;
    expect(reopened.income - reopened.expenses.total + capital).toBeCloseTo(after.cash - before.cash, 2);

    // Reading it records no visit: the kept window and the next one's start are unchanged.
    expect((await player.get('/api/factory/away-summary')).body.data.summary).toEqual(window);
    expect(await visit(player)).toEqual(window);
  });
});
