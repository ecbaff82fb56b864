import type { PowerGridStatus } from '@forgeworks/contract';
import type { Tone } from '@/shared/lib/tones';

export type GridStatus = PowerGridStatus['status'];

/** Spec section 4: what each grid status means for the player. */
export const POWER_STATUS_INFO: Record<GridStatus, { meaning: string; tone: Tone }> = {
  SURPLUS: { meaning: 'Excellent: all machines at maximum efficiency', tone: 'good' },
  BALANCED: { meaning: 'Normal', tone: 'info' },
  SHORTAGE: { meaning: 'Reduced efficiency', tone: 'warning' },
  CRITICAL: { meaning: 'Production severely limited: build more power plants', tone: 'bad' },
};
