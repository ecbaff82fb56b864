import type { Cents } from '../money.js';

/**
 * "$1,234.56" for player-facing messages. Written by hand rather than with Intl so the
 * engine's messages are identical in every runtime (server, browser, tests).
 */
export function formatUsd(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${(abs % 100).toString().padStart(2, '0')}`;
}
