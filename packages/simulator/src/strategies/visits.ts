import { advise, CONDITION, planProduction, sellPrices, totalSalaries } from '@forgeworks/engine';
import { lookAfterFactory, staffEveryMachine } from '../care.js';
import type { Game } from '../game.js';
import { sellSurplus } from '../selling.js';
import type { Strategy } from '../strategy.js';
import { buyShortfall } from './supply.js';
import { buildWelcomeSetup } from './welcome.js';

/** Does what the first recommendation the game shows asks (judged at today's prices), as a player clicking through it would. */
export function followFirstAdvice(game: Game): void {
  const first = advise(game.state, planProduction(game.state), sellPrices(game.market))[0];
  if (!first) return;
  const action = first.action;
  switch (action.kind) {
    case 'build':
      if (game.build(action.machine)) staffEveryMachine(game);
      return;
    case 'upgrade':
      if (game.upgrade(action.machineId)) staffEveryMachine(game);
      return;
    case 'hire':
      staffEveryMachine(game);
      return;
    case 'emergencyRepair':
      for (const m of game.state.machines) if (m.condition <= 0) game.emergencyRepair(m.id);
      return;
    case 'overhaul':
      for (const m of game.state.machines) {
        if (m.condition > 0 && m.condition <= CONDITION.CRITICAL_MAX && !m.maintenance) game.maintain(m.id, 'OVERHAUL');
      }
      return;
    case 'sell':
      // The visit has already sold what it could spare; the other way out (a loan) it never takes.
      return;
    case 'buy':
      // The visit has already bought what its machines use and it does not make.
      return;
    case 'extendFloor':
      game.extendFloor();
      return;
    case 'scrap':
      // Scripted players keep every machine they built: what they lose by it the measures show.
      return;
  }
}

/** Cash a visit's purchases leave: this share of its round of the factory's bills (12 ticks of a half-day). */
const RESERVE_SHARE = 1 / 12;

/**
 * A player who starts with the welcome setup and then comes back every `interval` ticks, at an hour of
 * its own `phase` of an interval after the hour it signed up at, the first time a whole interval after
 * that (so the welcome setup always runs a whole round on its own before the first visit): sells
 * everything but the inputs its machines need until the next visit, buys what its machines use and
 * it does not make (the works' inputs the advice names), repairs, follows the first advice.
 */
export function visitingPlayer(name: string, interval: number, phase = 0): Strategy {
  const hour = Math.floor(phase * interval) % interval;
  return {
    name,
    act(game, tick) {
      if (tick === 1) return buildWelcomeSetup(game);
      if (tick - 1 <= hour || (tick - 1 - hour) % interval !== 0) return;
      sellSurplus(game, interval);
      const bills = planProduction(game.state).costs.total + totalSalaries(game.state);
      buyShortfall(game, interval, interval, bills * Math.round(interval * RESERVE_SHARE));
      lookAfterFactory(game);
      followFirstAdvice(game);
    },
    at: (other) => visitingPlayer(name, interval, other),
  };
}
