import { describe, expect, it } from 'vitest';
import { RIVAL_PERSONALITIES, rivalFor } from '../src/rivals.js';
import { STRATEGIES } from '../src/strategies/index.js';
import { simulateWorld } from '../src/world.js';
import { netWorth, newFactory, newMarket, sellPrices } from '@forgeworks/engine';

const TICKS_PER_DAY = 288;
const DAYS = 5;
/** The world runs two game weeks; the overtaking checks read its first DAYS. */
const WORLD_DAYS = 14;
/** A default server's rivals: the first four personalities, one of each kind. */
const RIVALS = RIVAL_PERSONALITIES.slice(0, 4);
const seedOf = (i: number) => 1000 + i;

describe('rival personalities', () => {
  it('are distinct, and a slot past the last comes round again under a numbered name', () => {
    expect(new Set(RIVAL_PERSONALITIES.map((p) => p.key)).size).toBe(RIVAL_PERSONALITIES.length);
    expect(new Set(RIVALS.map((p) => p.strategy.name)).size).toBe(RIVALS.length);
    const n = RIVAL_PERSONALITIES.length;
    expect(rivalFor(n + 1)).toMatchObject({ key: rivalFor(1).key, name: `${rivalFor(1).name} 2` });
  });
});

describe('balance: a player following the recommendations against the default rivals, on one market', () => {
  // The player signs up as the server starts (when its rivals are made) and plays checks-in: the
  // welcome setup, then twice a day sells its surplus, repairs, and does what the first advice says.
  const world = simulateWorld(
    [
      ...RIVALS.map((p, i) => ({ name: p.key, strategy: p.strategy, seed: seedOf(i) })),
      { name: 'player', strategy: STRATEGIES['checks-in']!, seed: 7 },
    ],
    WORLD_DAYS * TICKS_PER_DAY,
    1,
  );
  const endOfDay = (name: string, day: number) => world.netWorth[name]![day * TICKS_PER_DAY - 1]!;
  /** The rival ranked second of four by net worth at the end of `day`: the upper of the two middle ones. */
  const middleRival = (day: number) =>
    RIVALS.map((p) => endOfDay(p.key, day)).sort((a, b) => b - a)[Math.floor((RIVALS.length - 1) / 2)]!;

  it('overtakes the middle rival within 4 game days and stays ahead', () => {
    const overtaken = Array.from({ length: DAYS }, (_, d) => d + 1).find(
      (day) => endOfDay('player', day) > middleRival(day),
    );
    expect(overtaken).toBeDefined();
    expect(overtaken!).toBeLessThanOrEqual(4);
    for (let day = overtaken!; day <= DAYS; day++)
      expect(endOfDay('player', day), `day ${day}`).toBeGreaterThan(middleRival(day));
  });

  it('does not overtake the aggressive expander, which reinvests everything', () => {
    expect(endOfDay('aggressive-expander', DAYS)).toBeGreaterThan(endOfDay('player', DAYS));
  });

  it('leaves no rival in debt over two game weeks: the market trader trades, smelts and grows', () => {
    for (const p of RIVALS) {
      for (const day of world.days[p.key]!) expect(day.debt, `${p.key} day ${day.day}`).toBe(0);
    }
    const trader = world.days['market-trader']!;
    expect(trader).toHaveLength(WORLD_DAYS);
    for (const day of trader) {
      expect(day.money.purchase, `day ${day.day}`).toBeLessThan(0);
      expect(day.money.sale, `day ${day.day}`).toBeGreaterThan(0);
      expect(day.valueAdded, `day ${day.day}`).toBeGreaterThan(0);
      expect(day.underfundedTicks, `day ${day.day}`).toBe(0);
    }
    const slot = RIVALS.findIndex((p) => p.key === 'market-trader');
    const start = netWorth(newFactory(seedOf(slot)), sellPrices(newMarket(1))) / 100;
    expect(trader.at(-1)!.netWorth).toBeGreaterThan(start);
  });
});
