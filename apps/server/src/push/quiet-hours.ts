import type { QuietHours } from '@forgeworks/contract';

/** Quiet hours as stored: minutes after local midnight, and the zone they are local to. */
export interface StoredQuietHours {
  fromMinute: number;
  untilMinute: number;
  timeZone: string;
}

const MINUTES_A_DAY = 24 * 60;

/** Whether this runtime knows the IANA time zone (the contract only checks its spelling). */
export function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export const storedQuietHours = (q: QuietHours): StoredQuietHours => ({
  fromMinute: minuteOf(q.from),
  untilMinute: minuteOf(q.until),
  timeZone: q.timeZone,
});

export const presentQuietHours = (q: StoredQuietHours): QuietHours => ({
  from: timeOf(q.fromMinute),
  until: timeOf(q.untilMinute),
  timeZone: q.timeZone,
});

/** The minute of the day it is at `now` in `timeZone` (0–1439). */
function localMinute(now: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (part('hour') * 60 + part('minute')) % MINUTES_A_DAY;
}

/**
 * When the quiet hours around `now` end (ms since epoch, to the minute), or null when `now` is
 * outside them. Hours that span midnight (22:00–07:00) wrap. Counted in minutes from now, so a
 * clock change in the night moves the end by its hour.
 */
export function quietUntil(now: number, quiet: StoredQuietHours | null): number | null {
  if (!quiet) return null;
  const minute = localMinute(now, quiet.timeZone);
  const { fromMinute: from, untilMinute: until } = quiet;
  const inside = from < until ? minute >= from && minute < until : minute >= from || minute < until;
  if (!inside) return null;
  const left = (until - minute + MINUTES_A_DAY) % MINUTES_A_DAY;
  const startOfMinute = now - (now % 60_000);
  return startOfMinute + left * 60_000;
}
