/** How the Production Chain page reads the server's chain: stages, their order, and net rates. */
import type { ChainRow, MachineType } from '@forgeworks/contract';
import { chainStage, isStoredResource, makersOf } from '@forgeworks/engine';
import { machineInfo } from '@/shared/lib/catalog';
import { formatQuantity, formatRate } from '@/shared/lib/format';
import type { Tone } from '@/shared/lib/tones';

export type ChainStage = ChainRow['stage'];

/** Raw → intermediate → final: the order the flow is drawn in. */
export const STAGES: readonly { stage: ChainStage; label: string; plural: string; description: string }[] = [
  {
    stage: 'RAW_MATERIAL',
    label: 'Raw material',
    plural: 'Raw materials',
    description: 'Dug out of the ground by mines.',
  },
  {
    stage: 'INTERMEDIATE',
    label: 'Intermediate',
    plural: 'Intermediates',
    description: 'Made from raw materials; sold, or refined further.',
  },
  {
    stage: 'FINAL_PRODUCT',
    label: 'Final product',
    plural: 'Final products',
    description: 'The top of the chain, and the best price.',
  },
];

/** The stage the server gives, or the game's own when a row comes without one. */
export function stageOf(row: Pick<ChainRow, 'resource'> & { stage?: ChainStage }): ChainStage {
  return row.stage ?? (isStoredResource(row.resource) ? chainStage(row.resource) : 'RAW_MATERIAL');
}

export function stageLabel(stage: ChainStage): string {
  return STAGES.find((s) => s.stage === stage)?.label ?? stage;
}

/** The rows of each stage, stages in flow order (every stage present, possibly empty). */
export function groupByStage(rows: readonly ChainRow[]): { stage: ChainStage; rows: ChainRow[] }[] {
  return STAGES.map(({ stage }) => ({ stage, rows: rows.filter((r) => stageOf(r) === stage) }));
}

export type Balance = 'surplus' | 'deficit' | 'short' | 'balanced' | 'idle';

/**
 * Short when a machine gets less of it than it needs (the engine's `shortBy`, the same shortage the
 * overview and Recommendations name), whatever the stock does; otherwise surplus when stock grows
 * each tick, deficit when it shrinks; idle when nothing makes or uses it.
 */
export function balanceOf(row: Pick<ChainRow, 'netRate' | 'produced' | 'consumed' | 'shortBy'>): Balance {
  if (row.shortBy > 0) return 'short';
  if (row.produced === 0 && row.consumed === 0) return 'idle';
  if (row.netRate > 0) return 'surplus';
  return row.netRate < 0 ? 'deficit' : 'balanced';
}

/** Balances that leave a machine wanting, now or when the stock runs out. */
export function runsShort(balance: Balance): boolean {
  return balance === 'short' || balance === 'deficit';
}

export const BALANCE_INFO: Record<Balance, { label: string; tone: Tone }> = {
  surplus: { label: 'Surplus', tone: 'good' },
  deficit: { label: 'Deficit', tone: 'bad' },
  short: { label: 'Short', tone: 'bad' },
  balanced: { label: 'Balanced', tone: 'info' },
  idle: { label: 'Not in use', tone: 'neutral' },
};

/** The net rate as shown: '+2 /tick', '-3 /tick', '0 /tick'. */
export function netRateText(netRate: number): string {
  return formatRate(netRate);
}

/** What the player can do about a row: advice for a deficit or a resource nothing uses. */
export function chainAdvice(row: ChainRow): string | null {
  const balance = balanceOf(row);
  const makers = (isStoredResource(row.resource) ? makersOf(row.resource) : [])
    .map((type) => machineInfo(type).name)
    .join(' or ');
  if (balance === 'short') {
    return `The machines that use ${row.name} need ${formatQuantity(row.shortBy)} more a tick than they get, so they run below capacity. Build another ${makers}, lower the capacity of the machines that use it, or buy some on Buy & Sell to tide you over.`;
  }
  if (balance === 'deficit') {
    return `${row.name} is used faster than it is made: stock runs down by ${formatQuantity(-row.netRate)} a tick. Build another ${makers}, lower the capacity of the machines that use it, or buy some on Buy & Sell to tide you over.`;
  }
  if (balance === 'idle' && row.stage !== 'RAW_MATERIAL') {
    return `No machine makes ${row.name} yet: build a ${makers} to add it to your chain.`;
  }
  if (balance === 'surplus' && row.consumers.length === 0) {
    return `${row.name} piles up with nothing using it: sell it on the market.`;
  }
  return null;
}

type ChainLink = ChainRow['producers'][number];

/** Links grouped by machine type, in first-seen order: '2× Iron Mine, 10 /tick'. */
export function linksByType(links: readonly ChainLink[]): { type: MachineType; count: number; rate: number }[] {
  const groups = new Map<MachineType, { type: MachineType; count: number; rate: number }>();
  for (const link of links) {
    const group = groups.get(link.machineType) ?? { type: link.machineType, count: 0, rate: 0 };
    group.count += 1;
    group.rate += link.rate;
    groups.set(link.machineType, group);
  }
  return [...groups.values()];
}

/** True when no machine makes or uses anything yet. */
export function isChainEmpty(rows: readonly ChainRow[]): boolean {
  return rows.every((r) => r.producers.length === 0 && r.consumers.length === 0);
}
