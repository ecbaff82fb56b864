import { beforeAll, describe, expect, it } from 'vitest';
import type { MachineType } from '@forgeworks/engine';
import { SITE_IDS, TIME, WELCOME_SETUP } from '@forgeworks/engine';
import type { Game } from '../src/game.js';
import { specialityOf } from '../src/strategies/specialist.js';
import { STRATEGIES } from '../src/strategies/index.js';
import type { Seat, WorldResult } from '../src/world.js';
import { simulateWorld } from '../src/world.js';

const DAYS = 7;
/** One specialist of each site among players who check in on the same sites: they sell steel by standing orders. */
const seats: Seat[] = SITE_IDS.flatMap((site, k) => [
  { name: `specialist-${site}`, strategy: STRATEGIES.specialist!, seed: 100 + k, site },
  { name: `checks-in-${site}`, strategy: STRATEGIES['checks-in']!, seed: 200 + k, site },
]);
let world: WorldResult;
const built = new Map<string, MachineType[]>();

beforeAll(() => {
  // The machines each specialist holds at the end: its strategy replayed on a record of its builds.
  const recording = seats.map((seat) =>
    seat.strategy.name !== 'specialist'
      ? seat
      : {
          ...seat,
          strategy: {
            name: seat.strategy.name,
            act(game: Game, tick: number) {
              seat.strategy.act(game, tick);
              built.set(
                seat.name,
                game.state.machines.map((m) => m.type),
              );
            },
          },
        },
  );
  world = simulateWorld(recording, DAYS * TIME.TICKS_PER_DAY, 1, { exchange: true, contracts: true });
}, 120_000);

describe("a site's specialist (issue 47)", () => {
  it('builds only the welcome setup, power and what its site runs best', () => {
    for (const site of SITE_IDS) {
      const machines = built.get(`specialist-${site}`)!;
      const allowed = new Set<MachineType>([...WELCOME_SETUP, 'POWER_PLANT', ...specialityOf(site)]);
      expect(
        machines.filter((t) => !allowed.has(t)),
        site,
      ).toEqual([]);
      // It has grown by its speciality beyond the welcome setup.
      const own = machines.filter((t) => specialityOf(site).includes(t));
      expect(own.length, site).toBeGreaterThan(WELCOME_SETUP.filter((t) => specialityOf(site).includes(t)).length);
    }
  });

  it('builds its works machine where its site has one, and buys its inputs from other players', () => {
    expect(built.get('specialist-RIVER_WORKS')).toContain('TOOL_WORKS');
    expect(built.get('specialist-COAL_BASIN')).toContain('COKE_OVEN');
    const between = world.trade.reduce((sum, d) => sum + d.betweenPlayers, 0);
    expect(between).toBeGreaterThan(0);
  });

  it('stays out of debt and grows', () => {
    for (const site of SITE_IDS) {
      const days = world.days[`specialist-${site}`]!;
      for (const day of days) expect(day.debt, `${site} day ${day.day}`).toBe(0);
      expect(days.at(-1)!.netWorth, site).toBeGreaterThan(days[0]!.netWorth);
    }
  });
});
