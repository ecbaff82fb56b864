/**
 * The tick bench's factories as issue 47 makes them: the ten-machine factory (dev/ten-machine-factory.ts)
 * on each site in turn, and one in WORKS_EVERY of those at a site with a link of the works
 * (`siteWorks`: none at Iron Range) running it, staffed and stocked. All of it is done through the
 * engine's own actions, as a player's requests do: the site chosen, a Power Plant built when the grid
 * has no room for the works (the refusal says to), the machines' empty posts filled, the inputs bought.
 * workload.ts seeds them; parts.ts splits their tick.
 */
import type { ActionResult, FactoryState, MachineType, MarketState, SiteId } from '@forgeworks/engine';
import {
  advanceFactory,
  buildMachine,
  buyResource,
  chooseSite,
  hireWorker,
  lacksSparePower,
  machineConfig,
  missingCrew,
  powerBudget,
  SITE_IDS,
  siteWorks,
} from '@forgeworks/engine';
import type { RecentLedger } from '../../apps/server/src/codecs/recent-ledger.js';
import { emptyRecent, recordTick } from '../../apps/server/src/codecs/recent-ledger.js';
import { tenMachineFactory } from '../../apps/server/src/dev/ten-machine-factory.js';

/**
 * Of the factories at a site with a works link, one in three runs it: a quarter of all (three sites of
 * four). The crowded world (docs/balance-notes.md, "The world plays the works") has its works built by
 * the specialists (15% of the seats) and by the players who follow the advice (`checks-in`,
 * `recommended`, `weekly`: half the seats) where it pays, which is not at Iron Range and least at the
 * Coal Basin; a quarter is between the specialists alone and every advice-follower off Iron Range.
 */
export const WORKS_EVERY = 3;
/** Ticks of the works' inputs bought: more than the bench plays (the hour and the timed ticks), so it never stops. */
const STOCK_TICKS = 24;
const TICK_MS = 300_000;
const EPOCH = Date.UTC(2026, 0, 1);

/** The site of seed `seed`, the four in turn. */
export const siteOf = (seed: number): SiteId => SITE_IDS[(seed - 1) % SITE_IDS.length]!;

/** Whether seed `seed` runs its site's works machine. */
export const runsWorks = (seed: number): boolean =>
  siteWorks(siteOf(seed)) !== null && Math.floor((seed - 1) / SITE_IDS.length) % WORKS_EVERY === 0;

function done(result: ActionResult, what: string): FactoryState {
  if (!result.ok) throw new Error(`bench factory: ${what} refused: ${result.error.message}`);
  return result.state;
}

/** Builds a machine of `type` and hires the crew its posts ask for (and only its). */
function buildStaffed(state: FactoryState, type: MachineType, id: (kind: 'm' | 'w') => string): FactoryState {
  const machineId = id('m');
  let next = done(buildMachine(state, { type, id: machineId }, { now: EPOCH }), `a ${type}`);
  for (const post of missingCrew(next).filter((p) => p.machineId === machineId)) {
    const hire = { id: id('w'), type: post.type, skillLevel: post.skillLevel, assignedMachineId: machineId };
    next = done(hireWorker(next, hire, { now: EPOCH }), `hiring for a ${type}`);
  }
  return next;
}

/** Seed `seed`'s factory before its first tick, ids from `id` (as the server's, for their length). */
export function issue47Factory(
  seed: number,
  id: (kind: 'm' | 'w', i: number) => string,
  market: MarketState,
): FactoryState {
  // Ten machines stand on open ground before the choice, as a factory from before sites does.
  const site = siteOf(seed);
  let state = done(chooseSite({ ...tenMachineFactory(seed, id), site: null }, { site }, { now: EPOCH }), site);
  const works = siteWorks(site);
  if (!works || !runsWorks(seed)) return state;
  let made = 100;
  const nextId = (kind: 'm' | 'w') => id(kind, made++);
  const config = machineConfig(works, 1);
  while (lacksSparePower(powerBudget(state).spare, config.powerConsumption))
    state = buildStaffed(state, 'POWER_PLANT', nextId);
  state = buildStaffed(state, works, nextId);
  for (const input of config.inputs) {
    if (input.resource === 'POWER') continue;
    const quantity = input.quantity * STOCK_TICKS;
    state = done(buyResource(state, { resource: input.resource, quantity }, { now: EPOCH, market }), 'buying');
  }
  return state;
}

/** Ticks of seasoning before the timed ones (workload.ts warms up with the eleventh). */
export const HISTORY_TICKS = 10;

/** Seed `seed`'s factory after HISTORY_TICKS ticks, with their ledger: an hour of play less two ticks. */
export function seasoned(
  seed: number,
  id: (kind: 'm' | 'w', i: number) => string,
  market: MarketState,
): { state: FactoryState; recent: RecentLedger } {
  let state = issue47Factory(seed, id, market);
  let recent = emptyRecent();
  for (let t = 1; t <= HISTORY_TICKS; t++) {
    const result = advanceFactory(state, { tick: t, now: EPOCH + t * TICK_MS });
    state = result.state;
    recent = recordTick(recent, t, result.events);
  }
  return { state, recent };
}
