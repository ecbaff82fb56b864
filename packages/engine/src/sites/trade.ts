import type { MachineLevelConfig, MachineType } from '../catalog/machines.js';
import { MACHINE_TYPES, machineConfig } from '../catalog/machines.js';
import type { SiteId } from '../catalog/sites.js';
import { SITES } from '../catalog/sites.js';
import type { StoredResource } from '../resources.js';
import { STORED_RESOURCES } from '../resources.js';

/** One machine a site runs better than open ground, and by how much (0.4: 40% more). */
export interface SiteStrength {
  type: MachineType;
  gain: number;
}

/**
 * What a site leads a factory to trade, read from the site table and the catalog, so the guide and
 * the site choice say it without a sentence kept per site: what it makes best, what it will likely
 * sell, and what it will likely buy from other factories to keep those machines fed.
 */
export interface SiteTrade {
  site: SiteId;
  strengths: SiteStrength[];
  /** The machines that turn what the site makes best into goods: its output's consumers (power's: the power-hungry ones). */
  feeds: MachineType[];
  sells: StoredResource[];
  buys: StoredResource[];
  /** Share of the market's spread the site pays when buying from the market (1: the whole spread). */
  spreadShare: number;
}

const level1 = (type: MachineType) => machineConfig(type, 1);
const takes = (config: MachineLevelConfig, good: string) => config.inputs.some((i) => i.resource === good);
const goodsOf = (amounts: MachineLevelConfig['inputs']) => amounts.map((a) => a.resource);

/**
 * Machines that use more power than the average of those that use any: where power cheaper at a
 * site counts most (power itself is never traded, so its advantage reaches the market through them).
 * The catalog is fixed, so this is read once.
 */
const POWER_HUNGRY: readonly MachineType[] = (() => {
  const users = MACHINE_TYPES.map(level1).filter((c) => c.powerConsumption > 0);
  const mean = users.reduce((sum, c) => sum + c.powerConsumption, 0) / users.length;
  return users.filter((c) => c.powerConsumption >= mean).map((c) => c.type);
})();

export function siteTrade(site: SiteId): SiteTrade {
  const { yields, spreadShare } = SITES[site];
  const strengths = MACHINE_TYPES.filter((t) => (yields[t] ?? 1) > 1).map((type) => ({
    type,
    gain: Math.round(((yields[type] ?? 1) - 1) * 1000) / 1000,
  }));
  const strong = strengths.map((s) => s.type);
  const madeBest = new Set(strong.flatMap((t) => goodsOf(level1(t).outputs)));
  const feeds = MACHINE_TYPES.filter(
    (t) =>
      !strong.includes(t) &&
      [...madeBest].some((good) => (good === 'POWER' ? POWER_HUNGRY.includes(t) : takes(level1(t), good))),
  );
  const sold = new Set<string>([...madeBest].filter((g) => g !== 'POWER'));
  // Power made best leaves the factory only as the goods of the power-hungry machines it runs.
  if (madeBest.has('POWER'))
    for (const t of feeds.filter((f) => POWER_HUNGRY.includes(f)))
      goodsOf(level1(t).outputs).forEach((g) => sold.add(g));
  const needed = new Set([...strong, ...feeds].flatMap((t) => goodsOf(level1(t).inputs)));
  return {
    site,
    strengths,
    feeds,
    sells: STORED_RESOURCES.filter((r) => sold.has(r)),
    buys: STORED_RESOURCES.filter((r) => needed.has(r) && !sold.has(r)),
    spreadShare,
  };
}
