/**
 * Urgent advice on a full floor (issue 47). The build that would end what holds a factory back may
 * not fit its site's floor; the advice then offers what does, so the player is never left with a
 * problem and no way out: an upgrade of a machine that makes what is short (a level takes
 * SITE_RULES.LEVEL_FLOOR, a new machine its whole floor), else buying the good from other factories,
 * else (power, which no one sells) the machines to scrap to make room for a Power Plant.
 */
import { lacksSparePower } from '../actions/build.js';
import { machineLabel } from '../catalog/labels.js';
import type { Level, MachineType } from '../catalog/machines.js';
import { machineConfig, MAX_LEVEL, powerOutput } from '../catalog/machines.js';
import { machineFloor, siteYield } from '../catalog/sites.js';
import type { StoredResource } from '../resources.js';
import { RESOURCE_NAMES } from '../resources.js';
import { fitsFloor, floorNeeded, floorSpace } from '../sites/floor.js';
import type { FactoryState, Machine } from '../state.js';
import type { ProductionPlan } from '../tick/plan.js';
import { powerBudget } from '../tick/power-budget.js';
import type { Advice, AdviceAction } from './advice.js';
import { aOrAn } from './advice.js';
import type { InputShortage } from './shortages.js';
import { FROM_OTHERS } from './works-advice.js';
import { listed } from '../words.js';

/** What the urgent advice reads: the factory, its plan of the next tick and the inputs it is short of. */
export interface Situation {
  state: FactoryState;
  plan: ProductionPlan;
  shortages: readonly InputShortage[];
}

/** What an urgent advice is short of: power or a good the factory stores. */
export type Wanted = 'POWER' | StoredResource;

/** Advice never asks for a build or upgrade the site's floor cannot hold (sites/floor.ts). */
export function fits(state: FactoryState, action: AdviceAction): boolean {
  if (action.kind === 'build') return fitsFloor(state, floorNeeded(action.machine, 1));
  if (action.kind !== 'upgrade') return true;
  const m = state.machines.find((x) => x.id === action.machineId);
  return !m || m.level >= MAX_LEVEL || fitsFloor(state, floorNeeded(m.type, (m.level + 1) as Level));
}

/** How much of `wanted` one machine of `type` at `level` makes a tick at the factory's site. */
function makes(state: FactoryState, type: MachineType, level: Level, wanted: Wanted): number {
  const config = machineConfig(type, level);
  const made =
    wanted === 'POWER' ? powerOutput(config) : (config.outputs.find((o) => o.resource === wanted)?.quantity ?? 0);
  return made * siteYield(state.site, type);
}

/**
 * The owned machine whose next level adds the most of `wanted` and that can be upgraded now as the
 * upgrade rule judges it (running, below the top level, its extra floor and extra power at hand).
 */
function bestUpgrade(state: FactoryState, wanted: Wanted): { machine: Machine; gain: number } | null {
  const spare = powerBudget(state).spare;
  let best: { machine: Machine; gain: number } | null = null;
  for (const m of state.machines) {
    if (m.level >= MAX_LEVEL || m.condition <= 0 || m.maintenance) continue;
    const next = (m.level + 1) as Level;
    const gain = makes(state, m.type, next, wanted) - makes(state, m.type, m.level, wanted);
    const extraDraw = machineConfig(m.type, next).powerConsumption - machineConfig(m.type, m.level).powerConsumption;
    if (gain <= 0 || lacksSparePower(spare, extraDraw) || !fits(state, { kind: 'upgrade', machineId: m.id })) continue;
    if (!best || gain > best.gain) best = { machine: m, gain };
  }
  return best;
}

/**
 * Machines whose scrapping makes room for new `types`, the ones the factory misses least first:
 * broken, then idle next tick, then those whose goods the factory makes beyond its own use and none
 * of its machines is short of, then the cheapest; never a power plant (the room is wanted for power).
 * Empty when no such set frees enough.
 */
function toScrap({ state, plan, shortages }: Situation, types: readonly MachineType[]): Machine[] {
  const short = new Set(shortages.map((s) => s.resource));
  const net = (r: StoredResource) =>
    plan.machines.reduce((sum, mp) => sum + (mp.produced[r] ?? 0) - (mp.consumed[r] ?? 0), 0);
  const spare = (r: StoredResource, made: number) => !short.has(r) && net(r) >= made;
  const missed = (m: Machine, i: number): number => {
    const mp = plan.machines[i];
    if (m.condition <= 0) return 0;
    // A machine in the shop makes nothing for now, not for good.
    if (!mp?.active) return 3;
    const made = (Object.entries(mp.produced) as [StoredResource, number][]).filter(([, q]) => q > 0);
    if (made.length === 0) return 1;
    return made.every(([r, q]) => spare(r, q)) ? 2 : 3;
  };
  const ranked = state.machines
    .map((m, i) => ({ m, rank: missed(m, i), cost: machineConfig(m.type, m.level).cost }))
    .filter(({ m }) => powerOutput(machineConfig(m.type, m.level)) === 0)
    .sort((a, b) => a.rank - b.rank || a.cost - b.cost);
  const { used, total } = floorSpace(state);
  // Counted from what is used, not from `free`: a factory over its floor must come back under it first.
  let lacking = used + types.reduce((sum, t) => sum + floorNeeded(t, 1), 0) - total;
  const chosen: Machine[] = [];
  for (const { m } of ranked) {
    if (lacking <= 0) break;
    chosen.push(m);
    lacking -= machineFloor(m.type, m.level);
  }
  return lacking <= 0 ? chosen : [];
}

const goodName = (wanted: Wanted) => (wanted === 'POWER' ? 'power' : RESOURCE_NAMES[wanted].toLowerCase());
const amount = (n: number) => +n.toFixed(1);

/** ", using 2 more coal a tick": what a machine's next level takes more of, so the player buys or digs it too. */
function burnsMore(machine: Machine): string {
  const now = machineConfig(machine.type, machine.level).inputs;
  const next = machineConfig(machine.type, (machine.level + 1) as Level).inputs;
  const more = next.flatMap((i) => {
    const extra = i.quantity - (now.find((n) => n.resource === i.resource)?.quantity ?? 0);
    return i.resource === 'POWER' || extra <= 0 ? [] : [`${amount(extra)} more ${goodName(i.resource)}`];
  });
  return more.length === 0 ? '' : `, using ${listed(more)} a tick`;
}

/**
 * `advice` when its action fits the floor; else what `noRoomFor` offers instead of the machine it
 * asks to build.
 */
export function withinFloor(at: Situation, advice: Advice, cause: string, wanted: Wanted): Advice | null {
  const { action } = advice;
  if (fits(at.state, action)) return advice;
  return action.kind === 'build' ? noRoomFor(at, [action.machine], cause, wanted) : null;
}

/**
 * What to do when new `types` (a machine that makes `wanted`, maybe with the plant that powers it) do
 * not fit the floor, saying `cause` (what is short, a sentence's opening words) and that the floor has
 * no room: the best upgrade that adds `wanted`, else buying it from other factories, else (power) the
 * machines to scrap. Null when nothing would do.
 */
export function noRoomFor(at: Situation, types: readonly MachineType[], cause: string, wanted: Wanted): Advice | null {
  const { state } = at;
  const { used, total } = floorSpace(state);
  const names = types.map((t) => machineConfig(t, 1).name).map((name) => `${aOrAn(name)} ${name}`);
  const noRoom = `${cause} and your floor has no room for ${listed(names)} (${used} of ${total} used)`;
  const upgrade = bestUpgrade(state, wanted);
  if (upgrade) {
    const { machine, gain } = upgrade;
    return {
      text: `${noRoom}: upgrade ${machineLabel(state.machines, machine.id)} to level ${machine.level + 1} for ${amount(gain)} more ${goodName(wanted)}${burnsMore(machine)}.`,
      action: { kind: 'upgrade', machineId: machine.id },
    };
  }
  if (wanted !== 'POWER')
    return { text: `${noRoom}: buy ${goodName(wanted)} ${FROM_OTHERS}.`, action: { kind: 'buy' } };
  const scrap = toScrap(at, types);
  if (scrap.length === 0) return null;
  const labels = scrap.map((m) => machineLabel(state.machines, m.id));
  return {
    text: `${noRoom}: scrap ${listed(labels)} to make room, or lower the capacity of some machines.`,
    action: { kind: 'scrap', machineId: scrap[0]!.id },
  };
}
