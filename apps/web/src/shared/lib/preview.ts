import type { FactoryStateAnswer } from '@forgeworks/contract';
import type { ActionPreview, FactoryState, OutlookDelta, PreviewAction, Stall } from '@forgeworks/engine';
import { previewAction, toDollars } from '@forgeworks/engine';
import { formatMoney, formatQuantity, withSign } from '@/shared/lib/format';

/**
 * The engine's state from the server's answer. The answer leaves out the random state, which no
 * previewed action draws from; any number stands in for it.
 */
export function engineState(answer: FactoryStateAnswer): FactoryState {
  return { ...answer.state, rng: 0 };
}

/** The engine's preview of an action on the player's factory: applied to a copy, both ticks projected. */
export function previewOn(answer: FactoryStateAnswer, action: PreviewAction, now = Date.now()): ActionPreview {
  return previewAction(engineState(answer), action, answer.prices, { now });
}

/** What falls short, in the player's words, for the warning before a choice that stalls production. */
export const STALL_WARNINGS: Record<Stall, string> = {
  power: 'not enough power: machines will slow down',
  crew: 'missing crew: machines run below full output until they are staffed',
  inputs: 'not enough inputs: machines will wait for stock',
  cash: 'not enough cash for running costs: every machine slows down',
};

/**
 * What a spend would leave the factory short of next tick that it is not short of now, in the
 * player's words with the engine's figures: said in the question before the money goes.
 */
export function shortageWarnings(preview: ActionPreview): string[] {
  if (!preview.ok) return [];
  const warnings: string[] = [];
  if (preview.newStalls.includes('power')) {
    const { powerUsed, powerGenerated, powerFixes } = preview.after;
    const fix = powerFixes[0] ?? 'Add a Power Plant or lower the capacity of some machines.';
    warnings.push(
      `Warning: your machines would then draw ${formatQuantity(powerUsed)} power and your plants make ${formatQuantity(powerGenerated)}: every machine that uses power would run at half speed. ${fix}`,
    );
  }
  if (preview.newStalls.includes('cash'))
    warnings.push(`Warning: the cash left would not cover the next tick's running costs: every machine slows down.`);
  return warnings;
}

/** '+$84.00/tick' (dollars from cents). */
export function formatProfitPerTick(cents: number): string {
  return `${withSign(cents, formatMoney(toDollars(cents)))}/tick`;
}

/** The headline of a preview: "+$84.00/tick; power left 3; 2 crew posts to fill". */
export function describeDelta(delta: OutlookDelta, after: { spareCapacity: number; crewMissing: number }): string {
  const parts = [
    `${formatProfitPerTick(delta.profitPerTick)} profit`,
    `power left ${formatQuantity(after.spareCapacity)}`,
  ];
  if (after.crewMissing > 0) parts.push(`${after.crewMissing} crew post${after.crewMissing === 1 ? '' : 's'} to fill`);
  return parts.join('; ');
}

/** Prices move with every tick and every sale: the preview values output at today's. */
export const PREVIEW_ADVICE = 'Advice from the engine at current prices; prices may move before the next tick.';
