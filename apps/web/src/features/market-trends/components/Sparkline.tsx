import { chartColors } from '@/shared/ui/chart-theme';

/** A small line of values, scaled to its own range: the shape of a trend, not its figures. */
export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  const width = 120;
  const height = 32;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => (values.length < 2 ? width / 2 : (i / (values.length - 1)) * width);
  // A flat line sits in the middle rather than along an edge.
  const y = (v: number) => (max === min ? height / 2 : height - 2 - ((v - min) / span) * (height - 4));
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="h-8 w-28" role="img" aria-label={label}>
      <polyline points={points} fill="none" stroke={chartColors.accent} strokeWidth={2} strokeLinejoin="round" />
    </svg>
  );
}
