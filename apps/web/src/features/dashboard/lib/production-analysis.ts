import { THRESHOLDS } from '@forgeworks/engine';
import type { Tone } from '@/shared/lib/tones';

/** Spec section 9: recommendations show the first 3. */
export const RECOMMENDATIONS_SHOWN = THRESHOLDS.RECOMMENDATIONS_SHOWN;

/** The recommendations on show: the first 3, or all of them once the player asks. */
export function visibleRecommendations<T>(all: readonly T[], expanded: boolean): T[] {
  return expanded ? [...all] : all.slice(0, RECOMMENDATIONS_SHOWN);
}

/** A net rate per tick: growing stock is good, a falling one a warning, level is neutral. */
export function netRateTone(rate: number): Tone {
  // Judge the figure as shown (one decimal): +0.04 reads '0 /tick' and is level.
  const shown = Math.round(rate * 10) / 10;
  if (shown > 0) return 'good';
  return shown < 0 ? 'warning' : 'neutral';
}
