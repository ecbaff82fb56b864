import type { Achievement } from '@forgeworks/contract';
import { formatInteger, formatUnits } from '@/shared/lib/format';

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A figure in the achievement's unit: money for 'dollars', units or a count otherwise. */
export function formatAchievementValue(value: number, unit: Achievement['unit']): string {
  if (!Number.isFinite(value)) return '—';
  if (unit === 'dollars') return wholeDollars.format(Math.floor(value));
  return unit === 'units' ? formatUnits(value) : formatInteger(value);
}

/** Share of the target reached, 0 to 1; an unlocked one is full. */
export function achievementProgress(a: Pick<Achievement, 'current' | 'target' | 'completed'>): number {
  if (a.completed) return 1;
  if (a.target <= 0) return 0;
  return Math.min(1, Math.max(0, a.current / a.target));
}

/** 'Nov 22, 2026, 2:05 PM'; null without a date. */
export function formatUnlockDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

export interface AchievementLists {
  /** Newest first. */
  completed: Achievement[];
  /** Closest to done first. */
  inProgress: Achievement[];
}

export function splitAchievements(all: readonly Achievement[]): AchievementLists {
  const time = (a: Achievement) => (a.completedAt ? Date.parse(a.completedAt) || 0 : 0);
  return {
    completed: all.filter((a) => a.completed).sort((a, b) => time(b) - time(a)),
    inProgress: all.filter((a) => !a.completed).sort((a, b) => achievementProgress(b) - achievementProgress(a)),
  };
}
