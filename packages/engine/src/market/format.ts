import type { Cents } from '../money.js';

/**
 * "$1,234.56" for player-facing messages. Written by hand rather than with Intl so the
 * engine's messages are identical in every runtime (server, browser, tests).
 */
export function formatUsd(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${formatCount(Math.floor(abs / 100))}.${(abs % 100).toString().padStart(2, '0')}`;
}

/** "3,000": a whole number of units with thousands separators, for the same messages. */
export function formatCount(units: number): string {
  return units.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
