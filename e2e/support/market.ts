import type { Page } from '@playwright/test';
import { api } from './game';

export interface HistoryPoint {
  tick: number;
  price: number;
  volumeSold: number;
  volumeBought: number;
}

/** Coal's price-history point of `tick` (last 24 h) and the one before it, as the API gives them. */
export async function coalPointAt(page: Page, tick: number): Promise<{ point: HistoryPoint; before: HistoryPoint }> {
  const history = await api<{ points: HistoryPoint[] }>(page, '/market/history?resourceType=COAL&range=24h');
  const at = history.points.findIndex((p) => p.tick === tick);
  return { point: history.points[at]!, before: history.points[at - 1]! };
}

/** The units of `resource` in a factory's stock (as `myFactory` gives it); 0 when it holds none. */
export const stockOf = (factory: { inventory: { type: string; quantity: number }[] }, resource: string) =>
  factory.inventory.find((i) => i.type === resource)?.quantity ?? 0;

/** Dollars as the game writes them: `$1,234.50`. */
export const money = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
