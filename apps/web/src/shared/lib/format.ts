/** Number formatting for the whole client (en-US). Non-finite input renders as an em dash. */

const DASH = '—';

/**
 * A formatter made on first use, not when this module loads: the first `Intl` formatter of a page
 * loads the locale's data, about 10 ms of a desktop core and four times that on a phone, which
 * would otherwise lengthen the task that starts the game.
 */
export function madeOnUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const moneyFormat = madeOnUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const compactMoneyFormat = madeOnUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
);
const integerFormat = madeOnUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));
const quantityFormat = madeOnUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }));

// The locale's data loads in an idle moment ahead of the first figure where there is one (a page
// waiting on the network), so it is no part of the long task that renders the page.
if (typeof requestIdleCallback === 'function') requestIdleCallback(() => moneyFormat());

/** '$12,345.67'; with `compact`, '$12.3K' / '$1.5M'. */
export function formatMoney(value: number, { compact = false }: { compact?: boolean } = {}): string {
  if (!Number.isFinite(value)) return DASH;
  return (compact ? compactMoneyFormat : moneyFormat)().format(value);
}

/** '12,345' (rounded to a whole number). */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return DASH;
  return integerFormat().format(Math.round(value) || 0);
}

/** Resource quantities: at most one decimal, '1,234.5', '12', '0.3'. */
export function formatQuantity(value: number): string {
  if (!Number.isFinite(value)) return DASH;
  const rounded = Math.round(value * 10) / 10;
  return quantityFormat().format(rounded || 0);
}

/**
 * Countable goods a player holds or has made, in whole units: the engine keeps stock to a
 * thousandth (a machine at part capacity makes part of a batch), but only whole units can be sold,
 * so '2.5 Steel Bar' reads as 2.
 */
export function formatUnits(value: number): string {
  if (!Number.isFinite(value)) return DASH;
  return integerFormat().format(Math.floor(value + 1e-9) || 0);
}

/** A signed rate with its unit: '+12.5 /tick', '-3 /tick', '0 /tick'. */
export function formatRate(value: number, unit = 'tick'): string {
  if (!Number.isFinite(value)) return DASH;
  const rounded = Math.round(value * 10) / 10;
  const sign = rounded > 0 ? '+' : '';
  return `${sign}${quantityFormat().format(rounded || 0)} /${unit}`;
}

/** A figure already formatted, with a plus in front when `value` is above zero: '+$4.00', '+3.6%'. */
export function withSign(value: number, text: string): string {
  return value > 0 ? `+${text}` : text;
}

/** A fraction as a percent: 0.456 → '46%'; one decimal below 10%: 0.054 → '5.4%'. */
export function formatPercent(fraction: number): string {
  if (!Number.isFinite(fraction)) return DASH;
  const percent = fraction * 100;
  const digits = Math.abs(percent) < 10 ? 1 : 0;
  const factor = 10 ** digits;
  const rounded = Math.round(percent * factor) / factor;
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(rounded || 0)}%`;
}

/** A duration in seconds as 'm:ss' (countdowns): 65 → '1:05'; negative counts as 0. */
export function formatDuration(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds)) return DASH;
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Local clock time 'HH:MM:SS' (24 h), e.g. '12:04:31', for notification and event times. */
export function formatClock(time: Date | number): string {
  const date = typeof time === 'number' ? new Date(time) : time;
  if (Number.isNaN(date.getTime())) return DASH;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

const dateTimeFormat = madeOnUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));

/** A moment in local time: 'Nov 25, 2026, 6:18 AM' (sessions, events). */
export function formatDateTime(time: Date | string | number): string {
  const date = time instanceof Date ? time : new Date(time);
  if (Number.isNaN(date.getTime())) return DASH;
  return dateTimeFormat().format(date);
}

/** 'PREVENTIVE' → 'Preventive': maintenance and worker type names in the player's words. */
export function titleCase(code: string): string {
  const words = code.toLowerCase().split('_');
  return words.map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ');
}
