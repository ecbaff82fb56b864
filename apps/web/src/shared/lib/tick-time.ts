/**
 * Times a page shows beside a count of ticks, in the server's own tick length (`useTickLength`),
 * never the default five minutes: a server may tick every minute or every hour.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One decimal, none when whole: 2.5, 3. */
const short = (n: number) => String(Math.round(n * 10) / 10);

/** '15 min', '2.5 h', '1 day', '3.5 days': a span of real time. */
export function realTime(ms: number): string {
  if (ms < HOUR) return `${short(ms / MINUTE)} min`;
  if (ms < 2 * DAY) return `${short(ms / HOUR)} h`;
  const days = short(ms / DAY);
  return `${days} ${days === '1' ? 'day' : 'days'}`;
}

/** '3 ticks (15 min)', '1 tick (1 h)': ticks, and how long they last at `tickMs` a tick. */
export function ticksAndTime(ticks: number, tickMs: number): string {
  return `${ticks.toLocaleString('en-US')} ${ticks === 1 ? 'tick' : 'ticks'} (${realTime(ticks * tickMs)})`;
}

/** How many ticks run in a real hour at `tickMs` a tick (12 at five minutes, 1 at an hour). */
export const ticksPerHour = (tickMs: number) => HOUR / tickMs;
