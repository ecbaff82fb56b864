/**
 * Production Analytics' reading of the history: per resource, is production keeping up with
 * consumption? The spec's rule: green when produced is at least 80% of consumed.
 */
import type { HourlyPoint, ResourceType } from '@forgeworks/contract';
import { CHAIN_ORDER, isStoredResource, makersOf, RESOURCE_NAMES } from '@forgeworks/engine';
import { machineInfo } from '@/shared/lib/catalog';
import { formatPercent } from '@/shared/lib/format';
import type { Tone } from '@/shared/lib/tones';

export type Insight = 'surplus' | 'balanced' | 'deficit';

/** Produced at least this share of consumed counts as balanced (and green). */
export const BALANCED_SHARE = 0.8;

/**
 * - Nothing consumed (only produced): surplus.
 * - Produced ≥ consumed: surplus.
 * - Produced ≥ 80% of consumed: balanced, still green.
 * - Below 80%: deficit.
 */
export function classifyFlow(produced: number, consumed: number): Insight {
  if (consumed <= 0 || produced >= consumed) return 'surplus';
  return produced >= BALANCED_SHARE * consumed ? 'balanced' : 'deficit';
}

export const INSIGHT_INFO: Record<Insight, { label: string; tone: Tone }> = {
  surplus: { label: 'Surplus', tone: 'good' },
  balanced: { label: 'Balanced', tone: 'good' },
  deficit: { label: 'Deficit', tone: 'bad' },
};

/** Resources in the order of the chain: raw materials first. */
const ORDER: readonly ResourceType[] = CHAIN_ORDER;
const TYPE_BY_NAME = new Map(ORDER.map((type) => [RESOURCE_NAMES[type], type]));

export interface FlowRow {
  name: string;
  resource: ResourceType | null;
  produced: number;
  consumed: number;
  net: number;
  insight: Insight;
  /** Produced ÷ consumed; null when nothing was consumed. */
  coverage: number | null;
}

type Flows = Record<string, { produced: number; consumed: number }>;

/** One row per resource that moved at all in the period, in chain order. */
export function flowRows(flows: Flows): FlowRow[] {
  const rank = (name: string) => {
    const type = TYPE_BY_NAME.get(name);
    return type ? ORDER.indexOf(type) : ORDER.length;
  };
  return Object.entries(flows)
    .filter(([, f]) => f.produced > 0 || f.consumed > 0)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([name, f]) => ({
      name,
      resource: TYPE_BY_NAME.get(name) ?? null,
      produced: f.produced,
      consumed: f.consumed,
      net: Math.round((f.produced - f.consumed) * 1000) / 1000,
      insight: classifyFlow(f.produced, f.consumed),
      coverage: f.consumed > 0 ? f.produced / f.consumed : null,
    }));
}

export function flowTotals(rows: readonly FlowRow[]) {
  const produced = rows.reduce((s, r) => s + r.produced, 0);
  const consumed = rows.reduce((s, r) => s + r.consumed, 0);
  return { types: rows.length, produced, consumed, net: produced - consumed };
}

const makerNames = (resource: ResourceType | null) =>
  (resource && isStoredResource(resource) ? makersOf(resource) : []).map((t) => machineInfo(t).name).join(' or ') ||
  'producer';

/** What to do next, deficits first: at most four tips. */
export function flowTips(rows: readonly FlowRow[]): string[] {
  const tips: string[] = [];
  for (const r of rows.filter((row) => row.insight === 'deficit')) {
    tips.push(
      `${r.name}: you make only ${formatPercent(r.coverage ?? 0)} of what you use. Build another ${makerNames(r.resource)} or lower the capacity of the machines that use it.`,
    );
  }
  for (const r of rows.filter((row) => row.insight === 'balanced')) {
    tips.push(`${r.name} is nearly balanced but your stock slowly runs down: keep an eye on it.`);
  }
  for (const r of rows.filter((row) => row.insight === 'surplus' && row.consumed === 0)) {
    tips.push(`${r.name} piles up with nothing using it: sell it on the market, or build a machine that refines it.`);
  }
  if (!rows.some((r) => r.insight === 'deficit')) {
    tips.push('Production keeps up with consumption: a good moment to add the next machine to the chain.');
  }
  return tips.slice(0, 4);
}

/** One resource's produced and consumed per game hour, oldest first. */
export function hourlySeries(hourly: readonly HourlyPoint[], name: string) {
  return hourly.map((h) => ({ label: `H${h.hour}`, produced: h.produced[name] ?? 0, consumed: h.consumed[name] ?? 0 }));
}

/** Resources that appear in the hourly series, in chain order. */
export function hourlyResources(hourly: readonly HourlyPoint[]): string[] {
  const names = new Set<string>();
  for (const h of hourly) for (const name of [...Object.keys(h.produced), ...Object.keys(h.consumed)]) names.add(name);
  return flowRows(Object.fromEntries([...names].map((n) => [n, { produced: 1, consumed: 0 }]))).map((r) => r.name);
}
