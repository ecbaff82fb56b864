import type { MarketHistory } from '@forgeworks/contract';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  LineSeries,
  TickMarkType,
  type IChartApi,
  type ISeriesApi,
  type SeriesType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatClock, formatDateTime, formatQuantity } from '@/shared/lib/format';
import { chartColors } from '@/shared/ui/chart-theme';
import { chartTimes } from '../lib/chart-data';
import { HoverLegend } from './HoverLegend';

const seconds = (time: Time) => (time as UTCTimestamp) * 1000;

/** Local times on the axis: the clock within a day, the date where a day starts. */
function tickMark(time: Time, type: TickMarkType): string {
  const date = new Date(seconds(time));
  if (type === TickMarkType.Time || type === TickMarkType.TimeWithSeconds) return formatClock(date).slice(0, 5);
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

function newChart(element: HTMLElement): IChartApi {
  const chart = createChart(element, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: chartColors.muted,
      fontSize: 12,
      panes: { separatorColor: chartColors.grid },
    },
    grid: { vertLines: { visible: false }, horzLines: { color: chartColors.grid, style: 2 } },
    rightPriceScale: { borderColor: chartColors.grid },
    // A phone turned or a window resized keeps showing the whole range rather than cropping its start.
    timeScale: {
      borderColor: chartColors.grid,
      timeVisible: true,
      tickMarkFormatter: tickMark,
      lockVisibleTimeRangeOnResize: true,
    },
    localization: { timeFormatter: (time: Time) => formatDateTime(seconds(time)) },
  });
  // The library lays its panes and scales out in a table: say so, or it reads as a data table without headers.
  element.querySelector('table')?.setAttribute('role', 'presentation');
  return chart;
}

interface Series {
  price: ISeriesApi<SeriesType>;
  sold: ISeriesApi<'Histogram'>;
  bought: ISeriesApi<'Histogram'>;
}

/**
 * The price (a line per tick over 24 hours, hourly candles over 7 days) with the volume sold to the
 * market above the line of the lower pane and bought from it below; hovering shows exact values.
 * Keyed by range by its parent: the series kinds are made once, and data changes only replace points.
 */
export default function PriceChart({ history }: { history: MarketHistory }) {
  const element = useRef<HTMLElement>(null);
  const chart = useRef<{ api: IChartApi; series: Series } | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const times = useMemo(() => chartTimes(history.points), [history.points]);
  const candles = history.range === '7d';

  useEffect(() => {
    const api = newChart(element.current!);
    const price = candles
      ? api.addSeries(CandlestickSeries, {
          upColor: chartColors.good,
          downColor: chartColors.bad,
          wickUpColor: chartColors.good,
          wickDownColor: chartColors.bad,
          borderVisible: false,
        })
      : api.addSeries(LineSeries, { color: chartColors.accent, lineWidth: 2 });
    const volume = { type: 'custom' as const, formatter: (v: number) => formatQuantity(Math.abs(v)), minMove: 0.1 };
    const bars = { priceFormat: volume, priceLineVisible: false, lastValueVisible: false };
    const sold = api.addSeries(HistogramSeries, { ...bars, color: chartColors.info }, 1);
    const bought = api.addSeries(HistogramSeries, { ...bars, color: chartColors.muted }, 1);
    const [pricePane, volumePane] = api.panes();
    pricePane?.setStretchFactor(0.72);
    volumePane?.setStretchFactor(0.28);
    chart.current = { api, series: { price, sold, bought } };
    return () => {
      chart.current = null;
      api.remove();
    };
  }, [candles]);

  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    const { api, series } = current;
    const time = (i: number) => times[i] as UTCTimestamp;
    const points = history.points;
    series.price.setData(
      candles
        ? points.map((p, i) => ({ time: time(i), open: p.open, high: p.high, low: p.low, close: p.close }))
        : points.map((p, i) => ({ time: time(i), value: p.price })),
    );
    series.sold.setData(points.map((p, i) => ({ time: time(i), value: p.volumeSold })));
    // Bought units hang below the pane's zero line, so the two flows never hide each other.
    series.bought.setData(points.map((p, i) => ({ time: time(i), value: -p.volumeBought })));
    api.timeScale().fitContent();
    const index = new Map(times.map((t, i) => [t, i]));
    const onMove = ({ time: at }: { time?: Time }) =>
      setHovered(at === undefined ? null : (index.get(at as number) ?? null));
    api.subscribeCrosshairMove(onMove);
    return () => api.unsubscribeCrosshairMove(onMove);
  }, [history.points, times, candles]);

  const shown = history.points[hovered ?? history.points.length - 1];
  return (
    <div>
      {shown && <HoverLegend point={shown} candle={candles} latest={hovered === null} />}
      {/* A figure, not an image: the chart holds the library's attribution link, which must stay a link. */}
      <figure
        ref={element}
        className="mt-2 h-72 w-full sm:h-96"
        aria-label={`Price and volume chart, ${candles ? 'hourly candles over 7 days' : 'every tick over 24 hours'}`}
      />
    </div>
  );
}
