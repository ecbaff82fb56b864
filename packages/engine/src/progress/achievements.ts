import type { MachineType } from '../catalog/machines.js';
import type { Cents } from '../money.js';
import { usd } from '../money.js';
import type { StoredResource } from '../resources.js';
import type { AchievementId, FactoryState, GameEvent } from '../state.js';
import { netWorth } from './net-worth.js';

export interface AchievementDefinition {
  id: AchievementId;
  name: string;
  description: string;
  /** In the unit of `unit`: cents for money, units for stock, a count for machines. */
  target: number;
  unit: 'count' | 'cents' | 'units';
  /** How far the factory is toward the target right now. */
  progress: (state: FactoryState, netWorth: Cents) => number;
}

/**
 * A factory made before the counters existed (or put together in a test) can own machines
 * its counters never saw, so "ever built" is at least what it owns now.
 */
function everBuilt(state: FactoryState, type: MachineType): number {
  const owned = state.machines.filter((m) => m.type === type).length;
  return Math.max(state.counters.builtByType[type] ?? 0, owned);
}

const stored = (resource: StoredResource) => (state: FactoryState) => state.inventory[resource];

/** The one place for achievement targets; the rulebook is generated from this table. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 'FIRST_MACHINE',
    name: 'Breaking Ground',
    description: 'Build your first machine',
    target: 1,
    unit: 'count',
    progress: (state) => Math.max(state.counters.machinesBuilt, state.machines.length),
  },
  {
    id: 'FIRST_IRON_MINE',
    name: 'Into the Earth',
    description: 'Build your first Iron Mine',
    target: 1,
    unit: 'count',
    progress: (state) => everBuilt(state, 'IRON_MINE'),
  },
  {
    id: 'FIRST_SMELTER',
    name: 'Fire and Iron',
    description: 'Build your first Smelter',
    target: 1,
    unit: 'count',
    progress: (state) => everBuilt(state, 'SMELTER'),
  },
  // Machine counts are what the factory owns at once, so building and scrapping in a loop
  // does not get there; once reached, the achievement stays even if machines are scrapped.
  {
    id: 'FIVE_MACHINES',
    name: 'Growing Works',
    description: 'Own 5 machines at once',
    target: 5,
    unit: 'count',
    progress: (state) => state.machines.length,
  },
  {
    id: 'TEN_MACHINES',
    name: 'Industrialist',
    description: 'Own 10 machines at once',
    target: 10,
    unit: 'count',
    progress: (state) => state.machines.length,
  },
  {
    id: 'NET_WORTH_MILLION',
    name: 'Millionaire',
    description: 'Reach a net worth of $1,000,000',
    target: usd(1_000_000),
    unit: 'cents',
    progress: (_state, worth) => worth,
  },
  {
    id: 'CASH_100K',
    name: 'Cash Reserves',
    description: 'Have $100,000 in cash, net of debt',
    target: usd(100_000),
    unit: 'cents',
    // Borrowed cash is owed back: a loan must not earn it, as it does not earn the daily cash challenge.
    progress: (state) => Math.max(0, state.cash - state.debt),
  },
  {
    id: 'IRON_ORE_1000',
    name: 'Ore Hoard',
    description: 'Store 1,000 iron ore',
    target: 1_000,
    unit: 'units',
    progress: stored('IRON_ORE'),
  },
  {
    id: 'STEEL_BARS_100',
    name: 'Steel Stockpile',
    description: 'Store 100 steel bars',
    target: 100,
    unit: 'units',
    progress: stored('STEEL_BAR'),
  },
];

/** The game's achievement `id`, or undefined for an id it does not have (an older store's, a typo). */
export function achievementById(id: string): AchievementDefinition | undefined {
  return ACHIEVEMENTS.find((a) => a.id === id);
}

export interface AchievementProgress {
  id: AchievementId;
  name: string;
  description: string;
  target: number;
  current: number;
  completed: boolean;
  completedAt: number | null;
}

/** All achievements with their progress, for the completed and in-progress lists. */
export function achievementProgress(
  state: FactoryState,
  prices?: Partial<Record<StoredResource, Cents>>,
): AchievementProgress[] {
  const worth = netWorth(state, prices);
  return ACHIEVEMENTS.map(({ id, name, description, target, progress }) => {
    const completedAt = state.achievements[id] ?? null;
    return {
      id,
      name,
      description,
      target,
      current: progress(state, worth),
      completed: completedAt !== null,
      completedAt,
    };
  });
}

/** Records every achievement whose target the state now meets; each unlocks once, at `now`. */
export function unlockAchievements(
  state: FactoryState,
  now: number,
  prices?: Partial<Record<StoredResource, Cents>>,
): { achievements: FactoryState['achievements']; events: GameEvent[] } {
  const pending = ACHIEVEMENTS.filter((a) => state.achievements[a.id] === undefined);
  if (pending.length === 0) return { achievements: state.achievements, events: [] };
  // Valuing the factory is the costly part, so it is skipped once the millionaire is in.
  const worth = state.achievements.NET_WORTH_MILLION === undefined ? netWorth(state, prices) : 0;
  const reached = pending.filter((a) => a.progress(state, worth) >= a.target);
  if (reached.length === 0) return { achievements: state.achievements, events: [] };
  const achievements = { ...state.achievements };
  for (const a of reached) achievements[a.id] = now;
  return { achievements, events: reached.map((a) => ({ kind: 'achievement', achievement: a.id })) };
}
