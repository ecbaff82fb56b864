import { formatQuantity } from '@/shared/lib/format';

/**
 * Colours and styles for Recharts, which draws SVG and needs concrete values: the theme's status
 * and accent colours (UI guide), so charts mean what the rest of the page means.
 */
export const chartColors = {
  good: '#10b981', // emerald-500
  bad: '#f43f5e', // rose-500
  accent: '#f59e0b', // amber-500
  info: '#38bdf8', // sky-400
  muted: '#94a3b8', // slate-400
  grid: '#334155', // slate-700
} as const;

export const chartAxis = {
  stroke: chartColors.muted,
  tick: { fill: chartColors.muted, fontSize: 12 },
  tickLine: false,
} as const;

/** Dashed guide lines across the value axis (bars standing up); flip `vertical`/`horizontal` for bars lying down. */
export const chartGrid = { stroke: chartColors.grid, strokeDasharray: '3 3', vertical: false } as const;

/** A second line series beside a solid accent one: dashed, so the two read apart without colour. */
export const chartDashedLine = { stroke: chartColors.info, strokeWidth: 2, strokeDasharray: '6 3' } as const;

/** Bars with rounded tops. */
export const chartBar = { radius: [3, 3, 0, 0] as [number, number, number, number] };

/** A value axis's title, along its side: 'Units', 'Dollars'. */
export function chartAxisTitle(value: string) {
  return { value, angle: -90, position: 'insideLeft', fill: chartColors.muted, fontSize: 12 } as const;
}

/** Legends in the order the series are drawn. */
export const chartLegend = { wrapperStyle: { fontSize: 12, color: chartColors.muted }, itemSorter: null } as const;

export const chartTooltip = {
  contentStyle: {
    background: '#1e293b', // slate-800
    border: `1px solid ${chartColors.grid}`,
    borderRadius: 8,
    color: '#f1f5f9', // slate-100
    fontSize: 12,
  },
  labelStyle: { color: '#f1f5f9', fontWeight: 600 },
  cursor: { fill: 'rgba(148, 163, 184, 0.08)' },
} as const;

/** Chart animation is decoration: off for people who ask for less motion (UI guide). */
export function chartAnimates(): boolean {
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** A value axis and tooltip counting resource units (production charts). */
export const chartUnitsAxis = {
  ...chartAxis,
  width: 56,
  tickFormatter: (v: number) => formatQuantity(v),
  label: chartAxisTitle('Units'),
};
export const chartUnitsTooltip = { ...chartTooltip, formatter: (v: unknown) => `${formatQuantity(Number(v))} units` };
