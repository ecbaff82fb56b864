import type { FactoryState, GameEvent, MarketState, SiteId } from '@forgeworks/engine';
import { listed, machineConfig, SITE_IDS, SITES } from '@forgeworks/engine';
import type { Bidding } from './game.js';
import { Game } from './game.js';
import type { Dealing } from './dealing.js';
import { dealingOf } from './dealing.js';
import type { Strategy } from './strategy.js';
import { MAX_MACHINES } from './strategies/expander.js';
import { STRATEGIES } from './strategies/index.js';
import { specialityOf } from './strategies/specialist.js';

/**
 * A computer-run factory's character: the name it plays under and the simulator strategy it plays.
 * The server's rivals (RIVALS=n) take these in turn, slot 1 the first; the balance check plays them too.
 */
export interface RivalPersonality {
  key: string;
  /** The factory's name on the leaderboard. */
  name: string;
  /** What kind of player it is, for the rulebook. */
  character: string;
  strategy: Strategy;
  /** How it answers a player's contract offer (dealing.ts). */
  dealing: Dealing;
  /** Where its factory stands: the site that suits how it plays. */
  site: SiteId;
}

function personality(key: string, name: string, character: string, strategy: string, site: SiteId): RivalPersonality {
  const played = STRATEGIES[strategy];
  if (!played) throw new Error(`no strategy ${strategy}`);
  return { key, name, character, strategy: played, dealing: dealingOf(strategy), site };
}

/** In slot order: the first four are the default server's rivals, one of each kind. */
export const RIVAL_PERSONALITIES: readonly RivalPersonality[] = [
  personality(
    'steel-specialist',
    'Bessemer Steelworks',
    'a steel specialist: the recommended start, every steel bar sold each tick, never builds again',
    'recommended',
    // Two iron mines feed its smelter: rich seams feed it more.
    'IRON_RANGE',
  ),
  personality(
    'cautious-miner',
    'Deepvein Mining Co.',
    'a cautious miner: the welcome setup, then one visit a week to sell, repair and follow the first advice',
    'weekly',
    'COAL_BASIN',
  ),
  personality(
    'aggressive-expander',
    'Hargreave Industries',
    `an aggressive expander: every dollar above a reserve goes into the next machine its chain needs, up to ${MAX_MACHINES} machines`,
    'expander',
    // Its chain grows on power first.
    'RIVER_WORKS',
  ),
  personality(
    'market-trader',
    'Tollgate Trading',
    'a market trader: no mines, buys its ore and coal on the market (more when cheap), smelts and holds its bars for a good price',
    'trader',
    // It buys its ore and coal: the port's purchases pay less spread.
    'FREE_PORT',
  ),
  personality(
    'steady-builder',
    'Cinderfield Works',
    'a steady builder: the welcome setup, then two visits a day following the first advice',
    'checks-in',
    'IRON_RANGE',
  ),
  // Beyond the default server's: one specialist of each site (issue 47), each playing its site's speciality.
  ...specialists(),
];

/** A rival for each site that plays its speciality, its character read from what the site makes best. */
function specialists(): RivalPersonality[] {
  const named: Record<SiteId, [string, string]> = {
    IRON_RANGE: ['ore-specialist', 'Magnetite Hill Mines'],
    COAL_BASIN: ['coke-specialist', 'Blackdamp Coke & Coal'],
    RIVER_WORKS: ['tool-specialist', 'Millrace Toolworks'],
    FREE_PORT: ['parts-specialist', 'Quayside Machine Shop'],
  };
  return SITE_IDS.map((site) => {
    const [key, name] = named[site];
    const list = listed(specialityOf(site).map((t) => machineConfig(t, 1).name));
    const character = `a specialist of the ${SITES[site].name}: the welcome setup, then only what its site runs best (${list}), buying what its machines lack from other players`;
    return personality(key, name, character, 'specialist', site);
  });
}

/** Slot `slot` (from 1): its personality, and its name, numbered once the personalities come round again. */
export function rivalFor(slot: number): RivalPersonality {
  const index = (slot - 1) % RIVAL_PERSONALITIES.length;
  const round = Math.floor((slot - 1) / RIVAL_PERSONALITIES.length);
  const base = RIVAL_PERSONALITIES[index]!;
  return round === 0 ? base : { ...base, name: `${base.name} ${round + 1}` };
}

/**
 * One turn of a strategy on a factory kept elsewhere (the server's row): the actions it takes before
 * tick `turn` of its own game (1 for its first), through the same engine actions a player's requests use.
 */
export function playTurn(
  strategy: Strategy,
  state: FactoryState,
  ctx: { market: MarketState; now: number; turn: number; newId: (prefix: string) => string; bidding?: Bidding },
): { state: FactoryState; events: GameEvent[] } {
  const game = new Game(state, ctx.market, ctx.now, ctx.newId);
  game.bidding = ctx.bidding ?? null;
  strategy.act(game, ctx.turn);
  return { state: game.state, events: game.events };
}
